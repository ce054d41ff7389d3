import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createVerifiedUser, type TestApp } from '../../../test/helpers';

const TOKEN = 'metrics-token-0123456789abcdef';

let off: TestApp;
let on: TestApp;
beforeAll(async () => {
  [off, on] = await Promise.all([createTestApp(), createTestApp({ metrics: { enabled: true, token: TOKEN } })]);
});
afterAll(async () => {
  await Promise.all([off.cleanup(), on.cleanup()]);
});

const scrape = (app: TestApp, options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  app.inject({ method: 'GET', url: '/api/metrics', ...options });

describe('GET /api/metrics', () => {
  it('does not exist unless METRICS=on', async () => {
    const res = await scrape(off);
    expect(res.statusCode).toBe(404);
    expect(res.json().errorCode).toBe('NOT_FOUND');
  });

  it('answers loopback callers in the Prometheus text format, per route pattern, with pool, outbox and streams', async () => {
    await createVerifiedUser(on);
    await on.inject({ method: 'GET', url: '/api/v1/files/images/profile/nothing-here.webp' });
    await on.inject({ method: 'GET', url: '/api/v1/no/such/route/42' });
    const res = await scrape(on);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const body = res.body;
    expect(body).toContain('# TYPE http_request_duration_seconds histogram');
    // The route pattern, never the raw URL; unknown URLs share one label.
    expect(body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/files\/\*",status_code="404"\} 1/,
    );
    expect(body).not.toContain('nothing-here');
    expect(body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\(unmatched\)",status_code="404"\} 1/,
    );
    expect(body).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/api\/v1\/auth\/signup",status_code="201"\} 1/,
    );
    // Sign-up queued a verification mail that no worker has sent in this test.
    expect(body).toMatch(/outbox_messages\{outbox="mail",status="PENDING"\} [1-9]/);
    expect(body).toContain('notification_streams_live 0');
    expect(body).toContain('# TYPE db_pool_connections gauge');
    if (on.database.kind === 'postgres') expect(body).toMatch(/db_pool_connections\{state="max"\} 10/);
    expect(body).toContain('process_cpu_user_seconds_total');
  });

  it('refuses other addresses and forwarded requests unless they bear the token', async () => {
    const remote = await scrape(on, { remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(403);
    expect(remote.json().errorCode).toBe('FORBIDDEN');
    const forwarded = await scrape(on, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(forwarded.statusCode).toBe(403);
    const wrong = await scrape(on, { remoteAddress: '203.0.113.9', headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.statusCode).toBe(403);
    const bearer = await scrape(on, { remoteAddress: '203.0.113.9', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(bearer.statusCode).toBe(200);
    expect(bearer.body).toContain('http_request_duration_seconds_bucket');
  });

  it('refuses remote addresses outright without a configured token', async () => {
    const noToken = await createTestApp({ metrics: { enabled: true, token: undefined } });
    try {
      const res = await scrape(noToken, {
        remoteAddress: '203.0.113.9',
        headers: { authorization: 'Bearer anything' },
      });
      expect(res.statusCode).toBe(403);
      expect((await scrape(noToken)).statusCode).toBe(200);
    } finally {
      await noToken.cleanup();
    }
  }, 120_000);
});
