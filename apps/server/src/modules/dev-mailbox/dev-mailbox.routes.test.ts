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
