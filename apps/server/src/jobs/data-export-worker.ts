import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { expireExports, processNextExport } from '../modules/data-export/data-export.service';
import type { Storage } from '../storage/storage';
import { startPeriodic } from './periodic';

/** Exports one pass can prepare before it yields to the next tick. */
const PER_PASS = 5;

/** Prepares every due export (a few per pass), then expires old downloads. */
export async function runDataExportPass(deps: {
  db: Db;
  storage: Storage;
  publicUrl: string;
  log?: FastifyBaseLogger;
}) {
  let prepared = 0;
  while (prepared < PER_PASS && (await processNextExport(deps))) prepared += 1;
  await expireExports(deps.db);
  return prepared;
}

/**
 * Polls `data_exports` every `intervalMs`. The table is the queue, so requests survive restarts, and a worker that
 * died mid-way leaves its export due again once its lease ends; several instances share the work (SKIP LOCKED).
 */
export function startDataExportWorker(
  deps: { db: Db; storage: Storage; publicUrl: string; log: FastifyBaseLogger },
  intervalMs = 3000,
) {
  return startPeriodic('data export worker', deps.log, intervalMs, async () => {
    await runDataExportPass(deps);
  });
}
