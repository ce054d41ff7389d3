import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_CACHE_MS } from '../src/http/auth';
import { DEMO_PASSWORD, DEMO_TALENTS } from '../src/seed/demo-accounts';
import { createPostgresDatabase, type ServerProcess, startServerProcess } from './server-process';

/**
 * Sessions found in the last seconds are kept in each process (a lookup per request cost half of a small request).
 * Two real instances on one database: signing out ends the session at once where it happened, and on the other
 * instance within SESSION_CACHE_MS.
 */
const db = process.env.DATABASE_URL ? await createPostgresDatabase() : null;
let first: ServerProcess;
let second: ServerProcess;

beforeAll(async () => {
  first = await startServerProcess({ ...(db ? { DATABASE_URL: db.url } : {}), DEMO_DATA: 'true' });
  second = await startServerProcess(db ? { DATABASE_URL: db.url } : {});
}, 120_000);
afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  await db?.drop();
});

const me = (server: ServerProcess, token: string) =>
  fetch(`http://127.0.0.1:${server.port}/api/v1/user`, { headers: { authorization: `Bearer ${token}` } });

describe.skipIf(!db)('a session ended on one instance', () => {
  it('is refused there at once and on the other instance within seconds', async () => {
    const email = DEMO_TALENTS[0]?.email;
    const signin = await fetch(`http://127.0.0.1:${first.port}/api/v1/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    expect(signin.status).toBe(200);
    const token = ((await signin.json()) as { data: string }).data;
    // Both instances have now found (and keep) the session.
    expect((await me(first, token)).status).toBe(200);
    expect((await me(second, token)).status).toBe(200);

    const out = await fetch(`http://127.0.0.1:${first.port}/api/v1/auth/signout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.status).toBe(200);
    const ended = Date.now();
    expect((await me(first, token)).status).toBe(401);

    let refusedAfter = Number.POSITIVE_INFINITY;
    while (Date.now() - ended < SESSION_CACHE_MS + 3_000) {
      if ((await me(second, token)).status === 401) {
        refusedAfter = Date.now() - ended;
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(refusedAfter).toBeLessThanOrEqual(SESSION_CACHE_MS + 500);
    // And it stays refused.
    const again = await me(second, token);
    expect(again.status).toBe(401);
    expect(((await again.json()) as { errorCode: string }).errorCode).toBe('SESSION_EXPIRED');
  }, 60_000);
});
