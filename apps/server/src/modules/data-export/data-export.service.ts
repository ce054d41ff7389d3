import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXPORT_KEEP_DAYS, EXPORTS_PER_DAY } from '@app/contract/limits';
import type { DataExport } from '@app/contract/schemas/data-export';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/auth';
import { hitRateLimit, tooManyRequests } from '../../http/rate-limit';
import { queueStorageDeletions } from '../../jobs/storage-deletions';
import { enqueueMail } from '../../mail/outbox';
import { renderActionMail } from '../../mail/templates';
import type { Storage } from '../../storage/storage';
import {
  claimDueExport,
  type ExportRow,
  expireDueExports,
  findExport,
  findExportOwner,
  findOpenExport,
  insertExport,
  listExports,
  markFailure,
  markReady,
  setProgress,
} from './data-export.queries';
import { findExportFiles, readSection, sectionsFor } from './data-export.sections';
import { zipToFile } from './data-export.zip';

const DAY_MS = 86_400_000;
const LEASE_SECONDS = 15 * 60;
const MAX_ATTEMPTS = 5;
const RETRY_SECONDS = 60;
const LISTED = 5;

const downloadPath = (id: number) => `/api/v1/user/data-exports/${id}/download`;

function isDownloadable(row: ExportRow, now = new Date()) {
  return row.status === 'READY' && row.storageKey !== null && row.expiresAt !== null && row.expiresAt > now;
}

function present(row: ExportRow): DataExport {
  const isReady = isDownloadable(row);
  return {
    id: row.id,
    // A READY export past its expiry reads as EXPIRED before the worker marks it so.
    status: row.status === 'READY' && !isReady ? 'EXPIRED' : row.status,
    progress: row.progress,
    sizeBytes: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    downloadUrl: isReady ? downloadPath(row.id) : null,
  };
}

/** Asks for a ZIP of all the caller's data; one in preparation is answered instead of starting another. */
export async function requestExport(deps: Deps, auth: AuthContext): Promise<DataExport> {
  const open = await findOpenExport(deps.db, auth.userId);
  if (open) return present(open);
  const { count, resetAt } = await hitRateLimit(deps.db, `export:${auth.userId}`, DAY_MS / 1000);
  if (count > EXPORTS_PER_DAY) throw tooManyRequests(resetAt);
  return present(await insertExport(deps.db, auth.userId));
}

export async function listMyExports(deps: Deps, auth: AuthContext): Promise<DataExport[]> {
  return (await listExports(deps.db, auth.userId, LISTED)).map(present);
}

/** The ZIP of one of the caller's own exports: anyone else's is 404 whether it exists or not. */
export async function openExportDownload(deps: Deps, auth: AuthContext, id: number) {
  const row = await findExport(deps.db, id);
  if (!row || row.userId !== auth.userId) throw notFound();
  if (!isDownloadable(row) || !row.storageKey) {
    if (row.status === 'READY' || row.status === 'EXPIRED') throw new AppError('EXPORT_EXPIRED', 410);
    throw notFound();
  }
  // Streamed to the client: an export with many files is never held in memory.
  const stream = await deps.storage.stream(row.storageKey);
  if (!stream) throw new AppError('EXPORT_EXPIRED', 410);
  const day = row.createdAt.toISOString().slice(0, 10);
  return { stream, length: row.sizeBytes ?? undefined, fileName: `talentbridge-data-${day}.zip` };
}

type WorkerDeps = { db: Db; storage: Storage; publicUrl: string; log?: FastifyBaseLogger };

const json = (value: unknown) => new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`);

/**
 * Builds the ZIP into `path` as it goes (bounded memory): one JSON file per area, then the uploaded files streamed
 * from the storage; progress is saved after each step.
 */
async function buildZip(deps: WorkerDeps, row: ExportRow, role: 'NORMAL' | 'ORGANIZATION' | 'ADMIN', path: string) {
  const sections = sectionsFor(role);
  const files = await findExportFiles(deps.db, row.userId);
  const steps = sections.length + files.length + 1;
  let done = 0;
  const step = async () => {
    done += 1;
    await setProgress(deps.db, row.id, Math.min(99, Math.floor((done / steps) * 100)));
  };
  const zip = zipToFile(path);
  try {
    await zip.addBytes(
      'README.txt',
      new TextEncoder().encode(
        'TalentBridge: a copy of your data.\nEach JSON file holds one area; files/ holds what you uploaded.\n',
      ),
    );
    for (const section of sections) {
      await zip.addBytes(section.file, json(await readSection(deps.db, section, row.userId)));
      await step();
    }
    for (const file of files) {
      const stream = await deps.storage.stream(file.key);
      if (stream) await zip.addStream(`${file.folder}/${file.name}`, stream);
      await step();
    }
    await zip.finish();
  } catch (error) {
    zip.abort();
    throw error;
  }
}

/** Prepares one due export, if any: returns whether one was worked on. Failures are retried, then FAILED. */
export async function processNextExport(deps: WorkerDeps): Promise<boolean> {
  const row = await claimDueExport(deps.db, LEASE_SECONDS);
  if (!row) return false;
  try {
    const owner = await findExportOwner(deps.db, row.userId);
    if (!owner) throw new Error('export owner is gone');
    const now = new Date();
    const key = `exports/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}.zip`;
    const dir = await mkdtemp(join(tmpdir(), 'tb-export-'));
    let sizeBytes: number;
    try {
      const path = join(dir, 'export.zip');
      await buildZip(deps, row, owner.role, path);
      sizeBytes = (await stat(path)).size;
      await deps.storage.putFile(key, path, sizeBytes);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    const expiresAt = new Date(now.getTime() + EXPORT_KEEP_DAYS * DAY_MS);
    const isStillOwned = await deps.db.transaction(async (tx) => {
      // The row may be gone (the account was erased meanwhile) or claimed again after a lost lease.
      if (!(await markReady(tx, row.id, { key, sizeBytes, expiresAt }))) return false;
      const settings = owner.role === 'ORGANIZATION' ? 'company' : 'talent';
      const link = `${deps.publicUrl}/${owner.locale}/${settings}/mypage/settings#privacy`;
      const mail = renderActionMail('EXPORT_READY', owner.locale, owner.firstName, link);
      await enqueueMail(tx, { to: owner.email, ...mail, kind: 'EXPORT_READY', locale: owner.locale });
      return true;
    });
    if (!isStillOwned) await deps.storage.remove(key).catch(() => {});
  } catch (error) {
    deps.log?.warn({ exportId: row.id, err: error }, 'data export failed');
    await markFailure(deps.db, row, error, RETRY_SECONDS, MAX_ATTEMPTS);
  }
  return true;
}

/** Expired downloads: marked EXPIRED and their ZIPs queued for removal. */
export async function expireExports(db: Db, now = new Date()) {
  return db.transaction(async (tx) => queueStorageDeletions(tx, await expireDueExports(tx, now)));
}
