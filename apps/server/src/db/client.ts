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
import { lockDataDir } from './data-dir-lock';
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
  /** Connections of the PostgreSQL pool (a metric); null for PGlite, which has one in-process connection. */
  poolUse: () => { total: number; idle: number; waiting: number; max: number } | null;
  /**
   * LISTEN on a channel: `onPayload` gets each NOTIFY payload once the sending transaction commits (never for a
   * rolled-back one). PostgreSQL: one dedicated connection, reconnected with backoff (`onReconnect` then runs, as
   * payloads sent meanwhile are lost). PGlite: the embedded database's own listener. Returns a stop function.
   */
  listen: (
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect?: () => void,
  ) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
};

const migrationsFolder = path.join(import.meta.dirname, 'migrations');
const POOL_MAX = 10;

/**
 * Planner settings of every connection (decision 058). The random page cost of cached data and SSDs (PostgreSQL's 4 is
 * for spinning disks: with it the planner scanned tables rather than the search's GIN indexes, decision 008), and no
 * parallel workers: a walk of a few thousand index entries is done before they start, and at 200 requests a second on
 * two cores they only take CPU from other requests. The searches used to set both per transaction: two or three
 * round trips a search, each a socket write on both sides.
 */
export const PLANNER_SETTINGS = { random_page_cost: '1.1', max_parallel_workers_per_gather: '0' } as const;
/** The same as a connection's startup option (`-c name=value …`): the bench's own connections plan as the server's. */
export const PLANNER_OPTIONS = Object.entries(PLANNER_SETTINGS)
  .map(([name, value]) => `-c ${name}=${value}`)
  .join(' ');

/** PostgreSQL when a URL is given, else PGlite in `dataDir` (or in memory for `memory://`). */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  /** Told of each lost PostgreSQL connection (for the log); the connection is replaced either way. */
  onConnectionError?: (error: Error) => void;
  /** Appends each statement and its parameters as a JSON line to this file (bench:scale replays them; never in use). */
  sqlTrace?: string;
}): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: POOL_MAX,
      connectionTimeoutMillis: 5_000,
      options: PLANNER_OPTIONS,
    });
    // A connection PostgreSQL ends (restart, failover, pg_terminate_backend) emits 'error' on its client. The pool
    // listens only while the client is idle; a checked-out client (a transaction in progress) would otherwise throw
    // an unhandled 'error' and end the process. The query in progress fails (503 to the caller), the pool drops the
    // broken client on release, and the next checkout opens a fresh connection.
    pool.on('error', (error) => opts.onConnectionError?.(error));
    pool.on('connect', (client) => client.on('error', (error) => opts.onConnectionError?.(error)));
    const logger = opts.sqlTrace ? sqlTraceLogger(opts.sqlTrace) : undefined;
    const db = drizzleNodePg(pool, { schema, logger }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateNodePg(drizzleNodePg(pool), { migrationsFolder }),
      ping: async () => {
        await pool.query('select 1');
      },
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: POOL_MAX }),
      listen: (channel, onPayload, onReconnect) => listenPostgres(opts.url!, channel, onPayload, onReconnect),
      close: () => pool.end(),
    };
  }
  const dir = opts.dataDir && opts.dataDir !== 'memory://' ? opts.dataDir : undefined;
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const pgliteDir = dir ? path.join(dir, 'pglite') : undefined;
  const release = pgliteDir ? await lockDataDir(pgliteDir) : async () => {};
  const client = await PGlite.create(pgliteDir, { extensions: { pg_trgm } }).catch(async (error) => {
    await release();
    throw error;
  });
  // One connection: its session settings hold for every statement.
  for (const [name, value] of Object.entries(PLANNER_SETTINGS)) {
    await client.query('select set_config($1, $2, false)', [name, value]);
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    poolUse: () => null,
    listen: async (channel, onPayload) => {
      const stop = await client.listen(checkedChannel(channel), onPayload);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: async () => {
      await client.close();
      await release();
    },
  };
}

/** Synchronous appends keep the statements of one request in order; only the benchmark turns this on. */
const sqlTraceLogger = (file: string) => ({
  logQuery: (sql: string, params: unknown[]) => fs.appendFileSync(file, `${JSON.stringify({ sql, params })}\n`),
});

const checkedChannel = (channel: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name: ${channel}`);
  return channel;
};

/** A dedicated connection that LISTENs on `channel`, reconnecting with capped exponential backoff when lost. */
async function listenPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  const name = checkedChannel(channel);
  let current: pg.Client | null = null;
  let stopped = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;

  const retry = () => {
    if (stopped) return;
    failures += 1;
    timer = setTimeout(() => void connect(), Math.min(30_000, 250 * 2 ** failures));
    timer.unref();
  };
  const connect = async () => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    client.on('notification', (message) => {
      if (message.channel === name) onPayload(message.payload ?? '');
    });
    // A lost connection emits 'error' and then 'end'; 'end' schedules the reconnection.
    client.on('error', () => {});
    client.on('end', () => {
      if (current !== client) return;
      current = null;
      retry();
    });
    try {
      await client.connect();
      await client.query(`listen ${name}`);
    } catch {
      await client.end().catch(() => {});
      retry();
      return;
    }
    if (stopped) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
    if (failures > 0) onReconnect?.();
    failures = 0;
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const client = current;
    current = null;
    await client?.end().catch(() => {});
  };
}
