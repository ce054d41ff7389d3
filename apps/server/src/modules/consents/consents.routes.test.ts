import { POLICY_VERSIONS } from '@app/contract/rules/consents';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createVerifiedUser,
  GOOD_PASSWORD,
  lastMailTo,
  makeAdmin,
  nextSignupAddress,
  type TestApp,
  uniqueEmail,
} from '../../../test/helpers';
import { consentEvents, userConsents } from '../../db/schema/personal-data';
import { users } from '../../db/schema/users';
import { forgetCurrentUsers } from '../users/users.service';

type User = Awaited<ReturnType<typeof createVerifiedUser>>;
let app: TestApp;
let talent: User;
let company: User;

beforeAll(async () => {
  app = await createTestApp();
  talent = await createVerifiedUser(app);
  company = await createVerifiedUser(app, { role: 'ORGANIZATION' });
});
afterAll(() => app.cleanup());

const get = (user: { auth: Record<string, string> }) =>
  app.inject({ method: 'GET', url: '/api/v1/user/consents', headers: user.auth });
const put = (user: { auth: Record<string, string> }, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'PUT', url: '/api/v1/user/consents', headers: { ...user.auth, ...headers }, payload });
const me = (user: { auth: Record<string, string> }) =>
  app.inject({ method: 'GET', url: '/api/v1/user', headers: user.auth });
/** Makes the user's agreement to a required text older than the version in force (as a policy change would). */
/** A policy changed since the user agreed (a new version ships with a restart, which starts with no kept answers). */
async function ageConsent(userId: number, kind: 'TERMS' | 'PRIVACY') {
  await app.database.db
    .update(userConsents)
    .set({ version: '2025-01-01' })
    .where(and(eq(userConsents.userId, userId), eq(userConsents.kind, kind)));
  forgetCurrentUsers(app.database.db, null);
}

describe('consents recorded at sign-up', () => {
  it('records each consent separately with the version of its text', async () => {
    const email = uniqueEmail('talent');
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      remoteAddress: nextSignupAddress(),
      payload: {
        role: 'NORMAL',
        email,
        password: GOOD_PASSWORD,
        firstName: '민지',
        lastName: '김',
        locale: 'ko',
        agreements: { terms: true, privacy: true, marketing: true, talentPool: true },
      },
    });
    expect(res.statusCode).toBe(201);
    const [user] = await app.database.db.select().from(users).where(eq(users.email, email));
    const rows = await app.database.db.select().from(userConsents).where(eq(userConsents.userId, user!.id));
    expect(rows.map((r) => [r.kind, r.version, r.isGranted]).sort()).toEqual(
      [
        ['MARKETING', POLICY_VERSIONS.MARKETING, true],
        ['PRIVACY', POLICY_VERSIONS.PRIVACY, true],
        ['TALENT_POOL', POLICY_VERSIONS.TALENT_POOL, true],
        ['TERMS', POLICY_VERSIONS.TERMS, true],
      ].sort(),
    );
    expect(user?.marketingAgreed).toBe(true);
    const history = await app.database.db.select().from(consentEvents).where(eq(consentEvents.userId, user!.id));
    expect(history).toHaveLength(4);
    expect(history.every((h) => h.source === 'SIGNUP')).toBe(true);
  });

  it('refuses a sign-up without the required consents and asks companies nothing about the talent pool', async () => {
    const missing = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      remoteAddress: nextSignupAddress(),
      payload: {
        role: 'NORMAL',
        email: uniqueEmail('talent'),
        password: GOOD_PASSWORD,
        firstName: 'A',
        lastName: 'B',
        agreements: { terms: true, privacy: false },
      },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields[0]).toMatchObject({ path: 'agreements.privacy', key: 'validation.mustAccept' });
    const data = (await get(company)).json().data;
    expect(data.consents.map((c: { kind: string }) => c.kind)).toEqual(['TERMS', 'PRIVACY', 'MARKETING']);
  });
});

describe('GET and PUT /api/v1/user/consents', () => {
  it('shows each consent with its dates, required ones marked', async () => {
    const res = await get(talent);
    expect(res.statusCode).toBe(200);
    const { consents, pending, history } = res.json().data;
    expect(pending).toEqual([]);
    expect(consents).toHaveLength(4);
    expect(consents[0]).toMatchObject({
      kind: 'TERMS',
      isRequired: true,
      isGranted: true,
      version: POLICY_VERSIONS.TERMS,
    });
    expect(consents.find((c: { kind: string }) => c.kind === 'TALENT_POOL')).toMatchObject({
      isRequired: false,
      isGranted: false,
      currentVersion: POLICY_VERSIONS.TALENT_POOL,
    });
    expect(consents[0].updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(history.length).toBeGreaterThan(0);
  });

  it('gives and withdraws optional consents, keeping each change in the history', async () => {
    const given = await put(talent, { marketing: true, talentPool: true });
    expect(given.statusCode).toBe(200);
    expect(given.json().data.consents.filter((c: { isGranted: boolean }) => c.isGranted)).toHaveLength(4);
    const withdrawn = await put(talent, { talentPool: false });
    const data = withdrawn.json().data;
    expect(data.consents.find((c: { kind: string }) => c.kind === 'TALENT_POOL').isGranted).toBe(false);
    expect(
      data.history
        .slice(0, 3)
        .map((h: { kind: string; isGranted: boolean; source: string }) => [h.kind, h.isGranted, h.source]),
    ).toEqual([
      ['TALENT_POOL', false, 'SETTINGS'],
      ['TALENT_POOL', true, 'SETTINGS'],
      ['MARKETING', true, 'SETTINGS'],
    ]);
    // The same answer again records nothing.
    const before = data.history.length;
    expect((await put(talent, { talentPool: false })).json().data.history).toHaveLength(before);
    const [row] = await app.database.db.select().from(users).where(eq(users.id, talent.id));
    expect(row?.marketingAgreed).toBe(true);
  });

  it('ignores the talent pool for a company', async () => {
    const res = await put(company, { talentPool: true, marketing: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.consents.map((c: { kind: string }) => c.kind)).not.toContain('TALENT_POOL');
  });

  it('validates the body in the caller’s language', async () => {
    const withdrawTerms = await put(talent, { terms: false }, { 'accept-language': 'ko' });
    expect(withdrawTerms.statusCode).toBe(400);
    expect(withdrawTerms.json().fields[0]).toMatchObject({ path: 'terms', key: 'validation.mustAccept' });
    expect(withdrawTerms.json().fields[0].message).toBe('계속하려면 동의해 주세요.');
    expect((await put(talent, { marketing: 'yes' })).statusCode).toBe(400);
    expect((await put(talent, { somethingElse: true })).json().fields[0].key).toBe('validation.unknownField');
  });

  it('is 401 without sign-in and 403 for an administrator', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/user/consents' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'PUT', url: '/api/v1/user/consents', payload: {} })).statusCode).toBe(401);
    const admin = await createVerifiedUser(app);
    await makeAdmin(app, admin.id);
    expect((await get(admin)).statusCode).toBe(403);
  });
});

describe('re-consent after a changed policy', () => {
  it('lists what is owed, refuses writes with CONSENT_REQUIRED until agreed, allows reads and leaving', async () => {
    const user = await createVerifiedUser(app, { locale: 'ko' });
    await ageConsent(user.id, 'PRIVACY');
    const current = (await me(user)).json().data;
    expect(current.pendingConsents).toEqual(['PRIVACY']);
    expect((await get(user)).json().data.pending).toEqual(['PRIVACY']);

    const write = await app.inject({
      method: 'PUT',
      url: `/api/v1/users/${user.id}/notifications`,
      headers: { ...user.auth, 'accept-language': 'ko' },
      payload: { pushNotiFlag: true },
    });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({ errorCode: 'CONSENT_REQUIRED' });
    expect(write.json().message).toContain('동의');
    // Reads, exports, optional-only answers and account deletion still work.
    const read = await app.inject({ method: 'GET', url: `/api/v1/users/${user.id}/notifications`, headers: user.auth });
    expect(read.statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'POST', url: '/api/v1/user/data-exports', headers: user.auth })).statusCode,
    ).toBe(202);
    const optionalOnly = await put(user, { marketing: true });
    expect(optionalOnly.json().data.pending).toEqual(['PRIVACY']);
    const deletion = await app.inject({
      method: 'POST',
      url: '/api/v1/user/delete/reqeust',
      headers: user.auth,
      payload: { email: user.email },
    });
    expect(deletion.statusCode).toBe(200);
    expect((await lastMailTo(app, user.email))?.kind).toBe('DELETE_ACCOUNT');

    const agreed = await put(user, { privacy: true });
    expect(agreed.statusCode).toBe(200);
    expect(agreed.json().data.pending).toEqual([]);
    expect(agreed.json().data.history[0]).toMatchObject({
      kind: 'PRIVACY',
      isGranted: true,
      source: 'RECONSENT',
      version: POLICY_VERSIONS.PRIVACY,
    });
    expect((await me(user)).json().data.pendingConsents).toEqual([]);
    const after = await app.inject({
      method: 'PUT',
      url: `/api/v1/users/${user.id}/notifications`,
      headers: user.auth,
      payload: { pushNotiFlag: true },
    });
    expect(after.statusCode).toBe(200);
  });

  it('asks a company user too, and never an administrator', async () => {
    const user = await createVerifiedUser(app, { role: 'ORGANIZATION' });
    await ageConsent(user.id, 'TERMS');
    expect((await me(user)).json().data.pendingConsents).toEqual(['TERMS']);
    const admin = await createVerifiedUser(app);
    await makeAdmin(app, admin.id);
    await ageConsent(admin.id, 'TERMS');
    expect((await me(admin)).json().data.pendingConsents).toEqual([]);
  });
});
