import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'postgres' | 'pglite';
  migrate: () => Promise<void>;
  /** Cheap round trip for readiness checks. */
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/** PostgreSQL when a URL is given, else PGlite in `dataDir` (or in memory for `memory://`). */
export async function openDatabase(opts: { url?: string; dataDir?: string }): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10, connectionTimeoutMillis: 5_000 });
    // An idle client that loses its connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateNodePg(drizzleNodePg(pool), { migrationsFolder }),
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  const dir = opts.dataDir;
  if (dir && dir !== 'memory://') fs.mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir && dir !== 'memory://' ? path.join(dir, 'pglite') : undefined, {
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}
