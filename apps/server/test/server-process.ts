import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** A fresh PostgreSQL database beside DATABASE_URL's, dropped by `drop` (connections and all). */
export async function createPostgresDatabase() {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('DATABASE_URL is not set');
  const name = `tb_fault_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => adminQuery(`drop database if exists ${name} with (force)`) };
}

/** Runs one statement on the admin database (DATABASE_URL) over a connection of its own. */
export async function adminQuery<T extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values?: unknown[]) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Ends every connection to `database` but the caller's, as a PostgreSQL restart or failover would. */
export const terminateBackends = (database: string) =>
  adminQuery('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [
    database,
  ]);

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export type ServerProcess = {
  port: number;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>;
  /** Ends the process (SIGKILL if it outlives SIGTERM by 10 s) and removes its data directory. */
  stop: () => Promise<void>;
};

/** Starts `src/server.ts` as its own process, as production runs it, and waits until /api/ready answers 200. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tb-proc-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(import.meta.dirname, '..'),
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | string>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  let ended = false;
  void exited.then(() => {
    ended = true;
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (ended) throw new Error(`the server exited while starting:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not become ready:\n${output}`);
    }
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`).catch(() => null);
    if (ready?.status === 200) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    port,
    child,
    output: () => output,
    exited,
    stop: async () => {
      if (!ended) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
