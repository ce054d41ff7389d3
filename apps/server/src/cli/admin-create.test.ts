import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const SCRIPT = path.join(ROOT, 'apps/server/src/cli/admin-create.ts');
const PASSWORD = 'admin-Strong-pass-2026';

let dataDir: string;
/** Where the CLI writes: a fresh PostgreSQL database when DATABASE_URL is set, else PGlite under DATA_DIR. */
let target: { DATABASE_URL?: string };
let dropDatabase = async () => {};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'tb-cli-'));
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `tb_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const testUrl = new URL(url);
    testUrl.pathname = `/${name}`;
    target = { DATABASE_URL: testUrl.toString() };
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    target = {};
  }
});
afterAll(async () => {
  await dropDatabase();
  await rm(dataDir, { recursive: true, force: true });
});

/** Runs the CLI as a child process; its standard input is `stdin` (empty when absent: no terminal, no pipe). */
function runCli(args: string[], env: Record<string, string> = {}, stdin = '') {
  const { DATABASE_URL: _ignored, ADMIN_PASSWORD: _unset, ...parentEnv } = process.env;
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    const child = execFile(
      TSX,
      [SCRIPT, ...args],
      { cwd: ROOT, env: { ...parentEnv, DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...target, ...env }, timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
    child.stdin?.end(stdin);
  });
}

describe('admin:create', () => {
  it('creates an administrator who can sign in', async () => {
    const run = await runCli(['  Admin2@Example.com '], { ADMIN_PASSWORD: PASSWORD });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Administrator admin2@example\.com created/);
    expect(run.stdout + run.stderr).not.toContain(PASSWORD);

    const again = await runCli(['admin2@example.com'], { ADMIN_PASSWORD: PASSWORD });
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already exists/);

    const database = await openDatabase({ url: target.DATABASE_URL, dataDir });
    const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000', DATA_DIR: dataDir });
    const app = await buildApp({ config, database, logger: false });
    try {
      const signin = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/signin',
        payload: { email: 'ADMIN2@example.com', password: PASSWORD },
      });
      expect(signin.statusCode).toBe(200);
      const me = await app.inject({
        method: 'GET',
        url: '/api/v1/user',
        headers: { authorization: `Bearer ${signin.json().data}` },
      });
      expect(me.json().data).toMatchObject({ email: 'admin2@example.com', role: 'ADMIN', status: 'ACTIVE' });
    } finally {
      await app.close();
      await database.close();
    }
  }, 120_000);

  it.each([
    [['not-an-email'], PASSWORD],
    [['admin3@example.com'], 'password'],
  ])(
    'exits 2 for %j with password %s',
    async (args, password) => {
      const run = await runCli(args, { ADMIN_PASSWORD: password });
      expect(run.code).toBe(2);
      expect(run.stderr).not.toBe('');
      expect(run.stdout).toBe('');
    },
    60_000,
  );

  it('reads the password from standard input when it is not a terminal', async () => {
    const run = await runCli(['piped@example.com'], {}, `${PASSWORD}\n`);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Administrator piped@example\.com created/);
  }, 60_000);

  it('fails with a message, not a silent success, when no password can be read', async () => {
    const run = await runCli(['nopassword@example.com']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/No password given: set ADMIN_PASSWORD/);
    expect(run.stdout).not.toMatch(/created/);
  }, 60_000);

  it.skipIf(Boolean(process.env.DATABASE_URL))(
    'refuses while a server has the embedded database open, and works once it is closed',
    async () => {
      // This test process plays the running server: it holds the data directory open.
      const running = await openDatabase({ dataDir });
      try {
        const refused = await runCli(['while-running@example.com'], { ADMIN_PASSWORD: PASSWORD });
        expect(refused.code).toBe(1);
        expect(refused.stderr).toMatch(/in use by another process \(a running server\?\)/);
        expect(refused.stderr).toMatch(/No administrator was created/);
        expect(refused.stdout).toBe('');
        await expect(openDatabase({ dataDir })).rejects.toThrow(/in use by another process/);
      } finally {
        await running.close();
      }
      const after = await runCli(['while-running@example.com'], { ADMIN_PASSWORD: PASSWORD });
      expect(after.code).toBe(0);
    },
    120_000,
  );
});
