import net from 'node:net';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';
import { forgetCurrentUsers } from '../src/modules/users/users.service';
import { createTestApp, createVerifiedUser, GOOD_PASSWORD, type TestApp } from './helpers';
import { checkResponsesAgainstDocument } from './response-check';
import { createPostgresDatabase } from './server-process';

type App = Awaited<ReturnType<typeof buildApp>>;

async function expectUnavailable(app: App, request: InjectOptions) {
  const res = await app.inject(request);
  expect(res.statusCode, JSON.stringify(request)).toBe(503);
  expect(res.headers['retry-after']).toBe('5');
  expect(res.json()).toEqual({
    code: 503,
    message: 'The service is briefly unavailable. Please try again shortly.',
    data: null,
    errorCode: 'SERVICE_UNAVAILABLE',
  });
  return res;
}

function requestsThatNeedTheDatabase(token: string): InjectOptions[] {
  return [
    { method: 'GET', url: '/api/ready' },
    { method: 'GET', url: '/api/v1/user', headers: { authorization: `Bearer ${token}` } },
    { method: 'GET', url: '/api/v1/user', headers: { cookie: `access-token=${token}` } },
    {
      method: 'POST',
      url: '/api/v1/auth/signin',
      payload: { email: 'someone@example.com', password: GOOD_PASSWORD },
    },
    { method: 'POST', url: '/mail/check', payload: { email: 'someone@example.com' } },
    { method: 'GET', url: '/api/v1/auth/signup/email-verifications?token=abc' },
  ];
}

describe('a database server that does not answer (PostgreSQL on a closed port)', () => {
  let database: Database;
  let app: App;
  beforeAll(async () => {
    database = await openDatabase({ url: 'postgres://postgres@127.0.0.1:1/nothing' });
    const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000', DATA_DIR: '/tmp/tb-outage' });
    app = await buildApp({ config, database, logger: false });
    checkResponsesAgainstDocument(app);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('gives 503 SERVICE_UNAVAILABLE with Retry-After, not 500', async () => {
    for (const request of requestsThatNeedTheDatabase('some-token')) await expectUnavailable(app, request);
  });

  it('answers in Korean when asked', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/ready', headers: { 'accept-language': 'ko' } });
    expect(res.json().message).toBe('서비스를 잠시 이용할 수 없습니다. 잠시 후 다시 시도해 주세요.');
  });

  it('keeps answering what needs no database', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/v1/country-region' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/v1/user' })).statusCode).toBe(401);
  });
});

describe('a database that went away after start (closed under the running app)', () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    app = await createTestApp();
    token = (await createVerifiedUser(app)).token;
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    // As if the outage came more than SESSION_CACHE_MS later: no current-user answer kept from before it.
    forgetCurrentUsers(app.database.db, null);
    await app.database.close();
  });
  afterAll(async () => {
    // The database is already closed; close it only once.
    app.database.close = async () => {};
    await app.cleanup();
  });

  it('gives 503 SERVICE_UNAVAILABLE with Retry-After, not 500', async () => {
    for (const request of requestsThatNeedTheDatabase(token)) await expectUnavailable(app, request);
  });
});

/** A TCP relay to PostgreSQL that can be cut and restored, to show the server recovers by itself. */
async function startRelay(target: URL, port = 0) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

describe.runIf(process.env.DATABASE_URL)('PostgreSQL going away and coming back', () => {
  it('answers 503 while it is away and recovers by itself', async () => {
    // A migrated database of its own: readiness also counts the outbox's dead letters.
    const fresh = await createPostgresDatabase();
    const target = new URL(fresh.url);
    let relay = await startRelay(target);
    const url = new URL(target);
    url.host = `127.0.0.1:${relay.port}`;
    const database = await openDatabase({ url: url.toString() });
    await database.migrate();
    const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000', DATA_DIR: '/tmp/tb-outage' });
    const app = await buildApp({ config, database, logger: false });
    checkResponsesAgainstDocument(app);
    try {
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
      await relay.stop();
      await expectUnavailable(app, { method: 'GET', url: '/api/ready' });
      await expectUnavailable(app, { method: 'GET', url: '/api/ready' });
      relay = await startRelay(target, relay.port);
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
      await relay.stop();
      await fresh.drop();
    }
  });
});
