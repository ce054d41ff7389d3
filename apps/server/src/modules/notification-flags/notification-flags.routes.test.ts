import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createVerifiedUser, lastMailTo, type TestApp } from '../../../test/helpers';
import { mailOutbox } from '../../db/schema/mail';
import { notificationSettings, users } from '../../db/schema/users';
import { signFlagToken, signingKey } from '../../mail/one-click';
import { offerTerms } from '../hiring/hiring.test-support';
import { completeProfile, publishPosting, setOrganizationStatus } from '../postings/postings.test-support';
import { maskEmail } from './notification-flags.service';

let app: TestApp;
const URL_PATH = '/api/v1/notification-flags/one-click';

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.cleanup());

const tokenFor = (userId: number, flag: Parameters<typeof signFlagToken>[2], at = new Date()) =>
  signFlagToken(signingKey(app.deps.config), userId, flag, at);
const preview = (token: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `${URL_PATH}?token=${encodeURIComponent(token)}`, headers });
const click = (token: string) => app.inject({ method: 'POST', url: URL_PATH, payload: { token } });
const settingsOf = async (userId: number) =>
  (await app.database.db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)))[0];

describe('one-click links of notification mails', () => {
  it('the link of a real mail previews, then turns e-mail off signed out; the next event is not mailed', async () => {
    const company = await createVerifiedUser(app, { role: 'ORGANIZATION', companyName: '누리소프트' });
    await setOrganizationStatus(app, company.companyId as number, 'APPROVED');
    const orgId = company.companyId as number;
    const talent = await createVerifiedUser(app, { role: 'NORMAL', firstName: '민지', locale: 'ko' });
    await completeProfile(app, talent.id);
    const offer = async () => {
      const postingId = await publishPosting(app, company.auth, orgId);
      const applied = await app.inject({
        method: 'POST',
        url: `/api/v1/jobs/${postingId}/apply`,
        headers: talent.auth,
      });
      const appId = applied.json().data.applicationId;
      const res = await app.inject({
        method: 'POST',
        url: `/api/v1/organizations/${orgId}/job-applications/${appId}/offers`,
        headers: company.auth,
        payload: { candidateId: talent.id, content: '제안드립니다', emailNotiFlag: true, ...offerTerms() },
      });
      expect(res.statusCode).toBe(200);
    };
    await offer();
    const mail = await lastMailTo(app, talent.email);
    expect(mail?.kind).toBe('APPLICATION_OFFERED');
    const token = mail?.token ?? '';

    const before = await preview(token);
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toMatchObject({
      flag: 'emailNotiFlag',
      role: 'NORMAL',
      email: maskEmail(talent.email),
      enabled: true,
    });
    expect(before.json().data.email).not.toBe(talent.email);

    const off = await click(token);
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toEqual({ flag: 'emailNotiFlag', enabled: false });
    expect((await settingsOf(talent.id))?.emailNotiFlag).toBe(false);
    // Other settings are untouched.
    expect((await settingsOf(talent.id))?.jobResultFlag).toBe(true);
    expect((await preview(token)).json().data.enabled).toBe(false);
    // Clicking again is harmless.
    expect((await click(token)).statusCode).toBe(200);

    const mailsBefore = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, talent.email));
    await offer();
    const mailsAfter = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, talent.email));
    expect(mailsAfter.length).toBe(mailsBefore.length);
  });

  it('accepts the RFC 8058 POST (token in the address, form body) and a company member’s own setting', async () => {
    const company = await createVerifiedUser(app, { role: 'ORGANIZATION' });
    const token = tokenFor(company.id, 'jobDecisionNotiFlag');
    expect((await preview(token)).json().data).toMatchObject({ role: 'ORGANIZATION', flag: 'jobDecisionNotiFlag' });
    const res = await app.inject({
      method: 'POST',
      url: `${URL_PATH}?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    const settings = await settingsOf(company.id);
    expect(settings).toMatchObject({ jobDecisionNotiFlag: false, emailNotiFlag: true });
  });

  it('refuses tampered, expired and missing tokens with a clear error, in the caller’s language', async () => {
    const talent = await createVerifiedUser(app);
    const token = tokenFor(talent.id, 'noticeNotiFlag');
    const [payload, signature] = token.split('.') as [string, string];
    const other = Buffer.from(`${talent.id + 1}.noticeNotiFlag.${Math.floor(Date.now() / 1000) + 3600}`).toString(
      'base64url',
    );
    for (const bad of [`${other}.${signature}`, `${payload}.${signature.slice(0, -2)}AA`, 'not-a-token']) {
      const res = await click(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'TOKEN_INVALID', message: expect.any(String) });
      expect((await preview(bad)).json().errorCode).toBe('TOKEN_INVALID');
    }
    const expired = tokenFor(talent.id, 'noticeNotiFlag', new Date(Date.now() - 91 * 86_400_000));
    const res = await preview(expired, { 'accept-language': 'ko' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('TOKEN_EXPIRED');
    expect(res.json().message).toMatch(/만료/);
    expect((await click(expired)).json().errorCode).toBe('TOKEN_EXPIRED');
    // Nothing changed.
    expect((await settingsOf(talent.id))?.noticeNotiFlag ?? true).toBe(true);

    const noToken = await app.inject({ method: 'POST', url: URL_PATH, payload: {} });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().errorCode).toBe('VALIDATION_FAILED');
    expect((await app.inject({ method: 'GET', url: URL_PATH })).json().errorCode).toBe('VALIDATION_FAILED');
    const extra = await app.inject({ method: 'POST', url: URL_PATH, payload: { token: 1 } });
    expect(extra.statusCode).toBe(400);
  });

  it('treats the token of a deleted account as invalid', async () => {
    const talent = await createVerifiedUser(app);
    const token = tokenFor(talent.id, 'recommendedJobNotiFlag');
    await app.database.db.update(users).set({ status: 'DELETED' }).where(eq(users.id, talent.id));
    expect((await click(token)).json().errorCode).toBe('TOKEN_INVALID');
  });

  it('works from another site too: the token, not the cookie, is the proof', async () => {
    const talent = await createVerifiedUser(app);
    const res = await app.inject({
      method: 'POST',
      url: URL_PATH,
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://mail.example.com', cookie: 'access-token=nope' },
      payload: { token: tokenFor(talent.id, 'emailNotiFlag') },
    });
    expect(res.statusCode).toBe(200);
    expect((await settingsOf(talent.id))?.emailNotiFlag).toBe(false);
    // Other state-changing routes still refuse cross-site requests.
    const signOut = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/signout',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(signOut.statusCode).toBe(403);
  });
});
