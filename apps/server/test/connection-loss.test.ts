import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, uniqueEmail } from './helpers';
import { createPostgresDatabase, type ServerProcess, startServerProcess, terminateBackends } from './server-process';

/** Exceptions no code caught while a test ran: a lost connection must never produce one. */
const uncaught: Error[] = [];
const record = (error: Error) => uncaught.push(error);

describe.runIf(process.env.DATABASE_URL)('PostgreSQL ending the connections of a running app', () => {
  let app: TestApp;
  let database: string;
  beforeAll(async () => {
    app = await createTestApp();
    const rows = await app.database.db.execute<{ name: string }>(sql`select current_database() as name`);
    database = (rows as unknown as { rows: { name: string }[] }).rows[0]?.name ?? '';
    process.on('uncaughtException', record);
  });
  afterAll(async () => {
    process.off('uncaughtException', record);
    await app.cleanup();
  });

  it('a transaction in progress fails, nothing is thrown at the process, and the next request succeeds', async () => {
    let resume = () => {};
    const paused = new Promise<void>((resolve) => {
      resume = resolve;
    });
    let started = () => {};
    const inside = new Promise<void>((resolve) => {
      started = resolve;
    });
    // A checked-out connection idle inside a transaction, like a worker waiting on another service.
    const transaction = app.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      started();
      await paused;
      await tx.execute(sql`select 1`);
    });
    const outcome = transaction.then(
      () => 'committed',
      () => 'failed',
    );
    await inside;
    await terminateBackends(database);
    await new Promise((r) => setTimeout(r, 200));
    resume();
    expect(await outcome).toBe('failed');
    expect(uncaught).toEqual([]);

    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    const email = uniqueEmail('after-loss');
    const signup = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      payload: {
        role: 'NORMAL',
        email,
        password: 'correct-Horse-battery-9',
        firstName: 'A',
        lastName: 'B',
        locale: 'en',
        agreements: { terms: true, privacy: true },
      },
    });
    expect(signup.statusCode).toBe(201);
  });
});

describe.runIf(process.env.DATABASE_URL)('the server process while PostgreSQL ends its connections under load', () => {
  let db: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let server: ServerProcess;
  beforeAll(async () => {
    db = await createPostgresDatabase();
    // Behind a (simulated) proxy, so each sign-up of the load comes from its own address and none is throttled.
    server = await startServerProcess({ DATABASE_URL: db.url, TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await server?.stop();
    await db?.drop();
  });

  it('survives, answers 200 or 503 with Retry-After (never 500 or a reset), loses no acknowledged write, and recovers by itself', async () => {
    const base = `http://127.0.0.1:${server.port}`;
    const acknowledged: string[] = [];
    const signup = async (i: number) => {
      const email = uniqueEmail(`load${i}`);
      const res = await fetch(`${base}/api/v1/auth/signup`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'accept-language': i % 2 ? 'ko' : 'en',
          'x-forwarded-for': `10.0.${Math.floor(i / 200)}.${i % 200}`,
        },
        body: JSON.stringify({
          role: 'NORMAL',
          email,
          password: 'correct-Horse-battery-9',
          firstName: 'A',
          lastName: 'B',
          locale: 'en',
          agreements: { terms: true, privacy: true },
        }),
      });
      if (res.status === 201) acknowledged.push(email.toLowerCase());
      return res;
    };
    for (let round = 0; round < 3; round++) {
      const load = Array.from({ length: 30 }, (_, i) =>
        i % 3 ? signup(round * 30 + i) : fetch(`${base}/api/ready`, { headers: { 'accept-language': 'ko' } }),
      );
      await new Promise((r) => setTimeout(r, 30 + round * 40));
      // Every connection of the test database ends at once, as in a PostgreSQL restart (the shared server stays up).
      await terminateBackends(db.name);
      const answers = await Promise.all(load);
      for (const res of answers) {
        expect([200, 201, 503]).toContain(res.status);
        if (res.status === 503) {
          expect(res.headers.get('retry-after')).toBe('5');
          expect(((await res.json()) as { errorCode: string }).errorCode).toBe('SERVICE_UNAVAILABLE');
        } else await res.arrayBuffer();
      }
    }
    await terminateBackends(db.name);
    await new Promise((r) => setTimeout(r, 300));
    expect(server.child.exitCode, server.output()).toBeNull();
    expect((await fetch(`${base}/api/ready`)).status).toBe(200);
    expect((await signup(99)).status).toBe(201);

    // Every sign-up answered 201 is in the database (with its verification mail): no acknowledged write was lost.
    const check = new pg.Client({ connectionString: db.url });
    await check.connect();
    const users = await check.query<{ email: string }>('select email from users where email = any($1)', [acknowledged]);
    const mails = await check.query<{ n: string }>('select count(*) as n from mail_outbox where to_address = any($1)', [
      acknowledged,
    ]);
    await check.end();
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(users.rows.map((r) => r.email).sort()).toEqual([...acknowledged].sort());
    expect(Number(mails.rows[0]?.n)).toBe(acknowledged.length);
  });
});
