import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';

/** A database the document build never touches: routes are registered, nothing is queried. */
const unusedDatabase = {
  db: {},
  kind: 'pglite',
  migrate: async () => {},
  ping: async () => {},
  poolUse: () => null,
  listen: async () => async () => {},
  close: async () => {},
} as unknown as Database;

/** Builds the app without listening or a database and returns its OpenAPI document (every route, dev ones too). */
export async function buildOpenApiDocument(): Promise<Record<string, unknown>> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tb-openapi-'));
  try {
    // Optional routes (metrics) are switched on so that the document describes them too.
    const config = loadConfig({
      NODE_ENV: 'test',
      PUBLIC_URL: 'http://localhost:3000',
      DATA_DIR: dataDir,
      METRICS: 'on',
    });
    const app = await buildApp({ config, database: unusedDatabase, logger: false });
    await app.ready();
    const document = app.swagger() as unknown as Record<string, unknown>;
    await app.close();
    return document;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = process.argv[2] ?? 'openapi.json';
  const document = await buildOpenApiDocument();
  await writeFile(out, `${JSON.stringify(document, null, 2)}\n`);
  console.log(`wrote ${out}`);
}
