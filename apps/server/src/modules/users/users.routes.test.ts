import { CurrentUserSchema } from '@app/contract/schemas/user';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createVerifiedUser, makeAdmin, type TestApp } from '../../../test/helpers';
import { users } from '../../db/schema/users';
import { forgetSessions } from '../../http/auth';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.cleanup());

const me = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/api/v1/user', headers });

describe('GET /api/v1/user', () => {
  it('is 401 UNAUTHENTICATED without a token, in the caller language', async () => {
    const res = await me({});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      code: 401,
      message: 'Please sign in to continue.',
      data: null,
      errorCode: 'UNAUTHENTICATED',
    });
    expect((await me({ 'accept-language': 'ko-KR' })).json().message).toBe('계속하려면 로그인해 주세요.');
    expect((await me({ 'accept-language': 'fr-FR' })).json().message).toBe('Please sign in to continue.');
  });

  it('returns a talent with the talent notification flags only', async () => {
    const user = await createVerifiedUser(app, { firstName: '민지', locale: 'ko' });
    const res = await me(user.auth);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(200);
    expect(body.data).toEqual({
      id: user.id,
      email: user.email,
      firstName: '민지',
      lastName: 'User',
      locale: 'ko',
      imageUrl: null,
      status: 'ACTIVE',
      role: 'NORMAL',
      hasInterestField: false,
      pendingConsents: [],
      isInterested: false,
      notificationSettings: {
        emailNotiFlag: true,
        pushNotiFlag: false,
        noticeNotiFlag: true,
        recommendedJobNotiFlag: true,
        jobResultFlag: true,
      },
    });
    expect(CurrentUserSchema.safeParse(body.data).success).toBe(true);
  });

  it('returns a company user with company flags and the organization summary', async () => {
    const user = await createVerifiedUser(app, { role: 'ORGANIZATION', companyName: 'BlueWave Labs' });
    const body = (await me(user.auth)).json();
    expect(body.data).toEqual({
      id: user.id,
      email: user.email,
      firstName: 'Test',
      lastName: 'User',
      locale: 'en',
      imageUrl: null,
      status: 'ACTIVE',
      role: 'ORGANIZATION',
      hasInterestField: false,
      pendingConsents: [],
      companyId: expect.any(Number),
      companyName: 'BlueWave Labs',
      companyVerificationStatus: 'NOT_APPLIED',
      companyLogo: null,
      memberRole: 'OWNER',
      notificationSettings: {
        emailNotiFlag: true,
        pushNotiFlag: false,
        noticeNotiFlag: true,
        recommendedTalentNotiFlag: true,
        newApplicantNotiFlag: true,
        jobDecisionNotiFlag: true,
        talentProfileUpdateNotiFlag: true,
      },
    });
    expect(body.data.companyId).toBe(user.companyId);
    expect(CurrentUserSchema.safeParse(body.data).success).toBe(true);
  });

  it('returns an admin without notification settings or company', async () => {
    const user = await createVerifiedUser(app);
    await makeAdmin(app, user.id);
    const body = (await me(user.auth)).json();
    expect(body.data.role).toBe('ADMIN');
    expect(body.data).not.toHaveProperty('notificationSettings');
    expect(body.data).not.toHaveProperty('companyId');
    expect(CurrentUserSchema.safeParse(body.data).success).toBe(true);
  });

  it('never contains the password hash or tokens', async () => {
    const user = await createVerifiedUser(app, { role: 'ORGANIZATION' });
    const res = await me(user.auth);
    expect(res.body).not.toMatch(/passwordHash|password_hash|argon2|tokenHash|token/i);
    expect(res.body).not.toContain(user.token);
    expect(Object.keys(res.json().data)).not.toContain('marketingAgreed');
  });

  it('shows each user only themselves', async () => {
    const a = await createVerifiedUser(app);
    const b = await createVerifiedUser(app, { role: 'ORGANIZATION' });
    const resA = await me(a.auth);
    const resB = await me(b.auth);
    expect(resA.json().data.id).toBe(a.id);
    expect(resB.json().data.id).toBe(b.id);
    expect(resA.body).not.toContain(b.email);
    expect(resB.body).not.toContain(a.email);
  });

  it('refuses a deleted account', async () => {
    const user = await createVerifiedUser(app);
    await app.database.db.update(users).set({ status: 'DELETED' }).where(eq(users.id, user.id));
    // Deleting an account ends its sessions (account.service); set directly here, the cached session is forgotten.
    forgetSessions({ userId: user.id });
    const res = await me(user.auth);
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('SESSION_EXPIRED');
  });

  it('does not accept writes', async () => {
    const user = await createVerifiedUser(app);
    const res = await app.inject({ method: 'DELETE', url: '/api/v1/user', headers: user.auth });
    expect([404, 405]).toContain(res.statusCode);
    expect(res.json().data).toBeNull();
  });
});
