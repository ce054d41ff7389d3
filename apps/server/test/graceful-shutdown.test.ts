import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from './helpers';
import { createPostgresDatabase, type ServerProcess, startServerProcess } from './server-process';

type Outcome = { status: number; connection: string | undefined } | { error: string };

/** One request over `agent`; the outcome is its status or the socket error (ECONNRESET...), never a throw. */
function send(agent: http.Agent, port: number, method: string, path: string, body?: unknown): Promise<Outcome> {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {},
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
        res.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end(payload);
  });
}

const signup = () => ({
  role: 'NORMAL',
  email: uniqueEmail('drain'),
  password: 'correct-Horse-battery-9',
  firstName: 'A',
  lastName: 'B',
  locale: 'en',
  agreements: { terms: true, privacy: true },
});

describe('SIGTERM under load', () => {
  let db: Awaited<ReturnType<typeof createPostgresDatabase>> | null = null;
  let server: ServerProcess;
  beforeAll(async () => {
    db = process.env.DATABASE_URL ? await createPostgresDatabase() : null;
    server = await startServerProcess({
      ...(db ? { DATABASE_URL: db.url } : {}),
      SHUTDOWN_DRAIN_SECONDS: '3',
      SHUTDOWN_TIMEOUT_SECONDS: '20',
    });
  });
  afterAll(async () => {
    await server?.stop();
    await db?.drop();
  });

  it('fails readiness, answers every request it received, closes keep-alive politely and exits 0: no reset', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
    const { port } = server;
    const wave = Array.from({ length: 60 }, (_, i) =>
      i % 3 === 0
        ? send(agent, port, 'POST', '/api/v1/auth/signup', signup())
        : send(agent, port, 'GET', i % 3 === 1 ? '/api/ready' : '/api/v1/country-region'),
    );
    await new Promise((r) => setTimeout(r, 100));
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    // While draining, the load balancer sees the instance as not ready (on a connection of its own).
    const probe = await send(new http.Agent({ keepAlive: false }), port, 'GET', '/api/ready');
    const outcomes = await Promise.all(wave);
    // The same keep-alive sockets again: answered, or closed politely before (the agent then opens a new one).
    const again = await Promise.all(
      Array.from({ length: 10 }, () => send(agent, port, 'GET', '/api/v1/country-region')),
    );
    const exit = await server.exited;
    agent.destroy();

    expect(probe, server.output()).toMatchObject({ status: 503 });
    const errors = outcomes.filter((o) => 'error' in o);
    expect(errors, JSON.stringify(errors)).toEqual([]);
    // Every request is answered; only readiness checks that arrived after the signal say 503 (on purpose).
    outcomes.forEach((o, i) => {
      expect(i % 3 === 1 ? [200, 503] : [200, 201]).toContain((o as { status: number }).status);
    });
    // Answers during the drain tell clients not to reuse the connection.
    expect(outcomes.filter((o) => 'connection' in o && o.connection === 'close').length).toBeGreaterThan(0);
    expect(again.filter((o) => 'error' in o && o.error === 'ECONNRESET')).toEqual([]);
    expect(exit, server.output()).toBe(0);
  }, 60_000);
});
