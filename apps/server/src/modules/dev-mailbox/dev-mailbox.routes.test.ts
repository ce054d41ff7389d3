import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, GOOD_PASSWORD, type TestApp, uniqueEmail } from '../../../test/helpers';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.cleanup());

async function signUp(email: string, locale: 'en' | 'ko' = 'en') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/signup',
    payload: {
      role: 'NORMAL',
      email,
      password: GOOD_PASSWORD,
      firstName: 'Mail',
      lastName: 'Box',
      locale,
      agreements: { terms: true, privacy: true },
    },
  });
  expect(res.statusCode).toBe(201);
}

describe('GET /api/v1/dev/mails (development mailbox)', () => {
  it('lists kept mails, newest first, filtered by recipient in any case', async () => {
    const a = uniqueEmail('mbox');
    const b = uniqueEmail('mbox');
    await signUp(a);
    await signUp(b, 'ko');
    const all = await app.inject({ method: 'GET', url: '/api/v1/dev/mails' });
    expect(all.statusCode).toBe(200);
    const list = all.json().data as { id: number; to: string }[];
    expect(list.map((m) => m.to).slice(0, 2)).toEqual([b, a]);
    const filtered = await app.inject({
      method: 'GET',
      url: `/api/v1/dev/mails?to=${encodeURIComponent(` ${b.toUpperCase()} `)}`,
    });
    const mails = filtered.json().data;
    expect(mails).toHaveLength(1);
    expect(mails[0]).toEqual({
      id: expect.any(Number),
      to: b,
      subject: '[TalentBridge] 이메일 인증을 완료해 주세요',
      text: expect.stringContaining('/ko/auth/signup/completed?token='),
      html: expect.stringContaining('<a href="http://localhost:3000/ko/auth/signup/completed?token='),
      kind: 'VERIFY_EMAIL',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('gives an empty list for an unknown recipient and refuses an oversized filter', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/dev/mails?to=nobody@example.com' });
    expect(res.json().data).toEqual([]);
    const bad = await app.inject({ method: 'GET', url: `/api/v1/dev/mails?to=${'x'.repeat(300)}` });
    expect(bad.statusCode).toBe(400);
  });

  it('does not exist when SMTP_URL is set', async () => {
    const smtpApp = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', SMTP_URL: 'smtp://127.0.0.1:2525', PUBLIC_URL: 'http://localhost:3000' }),
      database: app.database,
      logger: false,
    });
    try {
      const res = await smtpApp.inject({ method: 'GET', url: '/api/v1/dev/mails' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 404, errorCode: 'NOT_FOUND', data: null });
    } finally {
      await smtpApp.close();
    }
  });

  it('does not exist on a public (non-local) address, where it would expose reset links', async () => {
    const publicConfig = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://talentbridge.example.com' });
    expect(publicConfig.devMailbox).toBe(false);
    const smtpApp = await createTestApp({ devMailbox: publicConfig.devMailbox });
    try {
      expect((await smtpApp.inject({ method: 'GET', url: '/api/v1/dev/mails' })).statusCode).toBe(404);
      expect((await smtpApp.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await smtpApp.cleanup();
    }
  });
});

describe('the development mailbox is only for the person at the machine', () => {
  const read = (remoteAddress: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/api/v1/dev/mails', remoteAddress, headers });

  it('answers the loopback address (IPv4, IPv6 and IPv4-mapped)', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await read(address)).statusCode, address).toBe(200);
    }
  });

  it('answers 404, as if it did not exist, to any other address', async () => {
    for (const address of ['10.0.0.7', '192.168.1.20', '::ffff:10.0.0.7', '2001:db8::1']) {
      const res = await read(address);
      expect(res.statusCode, address).toBe(404);
      expect(res.json()).toMatchObject({ errorCode: 'NOT_FOUND', data: null });
    }
  });

  it('answers 404 when a forwarded header shows a proxy relayed the request', async () => {
    for (const headers of <Record<string, string>[]>[
      { forwarded: 'for=203.0.113.9' },
      { 'x-forwarded-for': '203.0.113.9' },
      { 'x-real-ip': '203.0.113.9' },
    ]) {
      expect((await read('127.0.0.1', headers)).statusCode, JSON.stringify(headers)).toBe(404);
    }
  });

  it('is off whenever a proxy is trusted or the public URL is not local', () => {
    const local = { NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000' };
    expect(loadConfig(local).devMailbox).toBe(true);
    expect(loadConfig({ ...local, TRUST_PROXY: '1' }).devMailbox).toBe(false);
    expect(loadConfig({ ...local, PUBLIC_URL: 'http://10.0.0.5:3000' }).devMailbox).toBe(false);
    expect(loadConfig({ ...local, PUBLIC_URL: 'https://talentbridge.example.com' }).devMailbox).toBe(false);
  });
});
