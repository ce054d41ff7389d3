import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser, type TestApp } from '../../../test/helpers';
import { mailOutbox } from '../../db/schema/mail';
import { notifications } from '../../db/schema/notifications';
import { jobOffers } from '../../db/schema/offers';
import { organizationMembers } from '../../db/schema/organizations';
import { forgetSessions } from '../../http/auth';
import { expireDueOffers } from './hiring.offers.expiry';
import {
  applied as applyTo,
  createHiringWorld,
  inDays,
  offerTerms,
  talentPost,
  type User,
} from './hiring.test-support';

let app: TestApp, company: User, other: User, orgId: number, otherOrgId: number, recruiter: User;

beforeAll(async () => {
  ({ app, company, other, orgId, otherOrgId } = await createHiringWorld({ locale: 'ko' }));
  // A member of the same organization who is not an owner (English-speaking).
  recruiter = await createVerifiedUser(app, { role: 'ORGANIZATION', firstName: 'Jamie' });
  await app.database.db.delete(organizationMembers).where(eq(organizationMembers.userId, recruiter.id));
  await app.database.db
    .insert(organizationMembers)
    .values({ organizationId: orgId, userId: recruiter.id, memberRole: 'RECRUITER' });
  forgetSessions({ userId: recruiter.id });
});
afterAll(() => app.cleanup());

const applied = (locale: 'en' | 'ko' = 'ko') => applyTo(app, company, orgId, { locale, lastName: 'Kim' });
const offer = (
  appId: number,
  candidateId: number,
  terms: Record<string, unknown> = {},
  user: User = company,
  oid = orgId,
) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/organizations/${oid}/job-applications/${appId}/offers`,
    headers: { ...user.auth, 'accept-language': 'ko' },
    payload: { candidateId, content: '함께하고 싶습니다.', emailNotiFlag: true, ...offerTerms(terms) },
  });
const orgPost = (path: string, payload: unknown, user: User = company, oid = orgId) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/organizations/${oid}/job-applications/${path}`,
    headers: user.auth,
    payload: payload as Record<string, unknown>,
  });
const setApproval = (value: boolean, user: User = company, oid = orgId) =>
  app.inject({
    method: 'PUT',
    url: `/api/v1/organizations/${oid}/offer-settings`,
    headers: user.auth,
    payload: { offersNeedApproval: value },
  });
const talentRead = (t: User, appId: number) =>
  app.inject({ method: 'GET', url: `/api/v1/users/${t.id}/applications/${appId}`, headers: t.auth });
const mailsTo = (email: string, kind: string) =>
  app.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, kind)));
const noticesOf = (userId: number, type: string) =>
  app.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type as 'OFFER_EXPIRED')));

describe('offer terms are validated, each field on its own', () => {
  const hours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
  it.each([
    [
      'a zero amount',
      { salary: { amount: 0, currency: 'KRW', period: 'YEAR' } },
      'salary.amount',
      'validation.numberRange',
    ],
    [
      'a fractional amount',
      { salary: { amount: 1.5, currency: 'USD', period: 'HOUR' } },
      'salary.amount',
      'validation.numberRange',
    ],
    [
      'a missing zero',
      { salary: { amount: 6_000_000, currency: 'KRW', period: 'YEAR' } },
      'salary.amount',
      'validation.offerSalaryImplausible',
    ],
    [
      'an unknown currency',
      { salary: { amount: 60_000, currency: 'EUR', period: 'YEAR' } },
      'salary.currency',
      'validation.invalid',
    ],
    [
      'an unknown period',
      { salary: { amount: 60_000_000, currency: 'KRW', period: 'WEEK' } },
      'salary.period',
      'validation.invalid',
    ],
    ['a start date in the past', { startDate: inDays(-3) }, 'startDate', 'validation.offerStartPast'],
    ['a start date two years ahead', { startDate: inDays(800) }, 'startDate', 'validation.offerStartTooFar'],
    ['a start date that is no date', { startDate: '2027-02-30' }, 'startDate', 'validation.invalid'],
    ['an expiry in the past', { expiresAt: hours(-1) }, 'expiresAt', 'validation.offerExpiryPast'],
    ['an expiry 40 days ahead', { expiresAt: hours(40 * 24) }, 'expiresAt', 'validation.offerExpiryTooFar'],
    ['an expiry that is no time', { expiresAt: 'tomorrow' }, 'expiresAt', 'validation.invalid'],
  ])('refuses %s (400, in the caller’s language, nothing written)', async (_label, terms, path, key) => {
    const { appId, talent } = await applied();
    const res = await offer(appId, talent.id, terms);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errorCode).toBe('VALIDATION_FAILED');
    expect(body.fields).toEqual([expect.objectContaining({ path, key })]);
    expect(body.fields[0].message).toMatch(/[가-힣]/);
    expect(await app.database.db.select().from(jobOffers).where(eq(jobOffers.applicationId, appId))).toEqual([]);
  });

  it('refuses unknown fields and a missing message', async () => {
    const { appId, talent } = await applied();
    expect((await offer(appId, talent.id, { bonus: 1 })).statusCode).toBe(400);
    const res = await orgPost(`${appId}/offers`, { candidateId: talent.id, ...offerTerms() });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([expect.objectContaining({ path: 'content', key: 'validation.required' })]);
  });
});

describe('an offer without approval', () => {
  it('is sent at once; the talent reads the terms, accepts before expiry, and the company is told', async () => {
    const { appId, talent } = await applied('en');
    const res = await offer(appId, talent.id, { salary: { amount: 45, currency: 'USD', period: 'HOUR' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'OFFERED',
      offer: { status: 'SENT', salary: { amount: 45, currency: 'USD', period: 'HOUR' }, message: '함께하고 싶습니다.' },
    });
    const seen = (await talentRead(talent, appId)).json().data;
    expect(seen.offer).toMatchObject({ status: 'SENT', startDate: inDays(30), returnNote: null });
    const [mail] = await mailsTo(talent.email, 'APPLICATION_OFFERED');
    expect(mail).toMatchObject({ locale: 'en', subject: '누리소프트 made you a job offer' });
    expect(mail?.textBody).toContain('Salary: US$45 an hour');
    expect(mail?.textBody).toContain(`Start date: ${inDays(30)}`);
    expect(mail?.textBody).toContain('Answer by:');

    const accepted = await talentPost(app, talent, appId, 'offer/accept', { message: 'Happy to join' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ status: 'OFFER_ACCEPTED', offer: { status: 'ACCEPTED' } });
    expect((await noticesOf(company.id, 'OFFER_ACCEPTED')).length).toBeGreaterThan(0);
  });

  it('is declined by the talent; a second offer while one is open is refused', async () => {
    const { appId, talent } = await applied();
    expect((await offer(appId, talent.id)).statusCode).toBe(200);
    expect((await offer(appId, talent.id)).statusCode).toBe(409);
    const declined = await talentPost(app, talent, appId, 'offer/decline', {});
    expect(declined.json().data).toMatchObject({ status: 'OFFER_DECLINED', offer: { status: 'DECLINED' } });
  });

  it('is another organization’s to nobody: 404 for its applications and its settings', async () => {
    const { appId, talent } = await applied();
    expect((await offer(appId, talent.id, {}, other, otherOrgId)).statusCode).toBe(404);
    expect((await offer(appId, talent.id, {}, other, orgId)).statusCode).toBe(404);
    expect((await setApproval(true, other, orgId)).statusCode).toBe(404);
    expect((await orgPost(`${appId}/offer/approve`, undefined, other, otherOrgId)).statusCode).toBe(404);
  });
});

describe('offers that need the owner’s approval', () => {
  beforeAll(async () => {
    expect((await setApproval(true, recruiter)).statusCode).toBe(403);
    const res = await setApproval(true);
    expect(res.json().data).toEqual({ offersNeedApproval: true, isOwner: true });
  });
  afterAll(async () => {
    await setApproval(false);
  });

  it('holds a member’s offer; only the owner approves or returns it; returned, resent, approved, sent', async () => {
    const { appId, talent } = await applied();
    const settings = await app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${orgId}/offer-settings`,
      headers: recruiter.auth,
    });
    expect(settings.json().data).toEqual({ offersNeedApproval: true, isOwner: false });

    const held = await offer(appId, talent.id, {}, recruiter);
    expect(held.statusCode).toBe(200);
    expect(held.json().data).toMatchObject({ status: 'APPLIED', offer: { status: 'PENDING_APPROVAL', sentAt: null } });
    // The talent sees nothing yet; the owner is asked in the app and by mail (in Korean).
    expect((await talentRead(talent, appId)).json().data.offer).toBeNull();
    expect(await mailsTo(talent.email, 'APPLICATION_OFFERED')).toEqual([]);
    expect((await noticesOf(company.id, 'OFFER_APPROVAL_REQUESTED')).map((n) => n.params)).toContainEqual(
      expect.objectContaining({ applicationId: appId }),
    );
    const [ask] = await mailsTo(company.email, 'OFFER_APPROVAL_REQUESTED');
    expect(ask?.subject).toContain('승인이 필요합니다');
    expect(await mailsTo(recruiter.email, 'OFFER_APPROVAL_REQUESTED')).toEqual([]);

    // Members who are not owners cannot decide.
    expect((await orgPost(`${appId}/offer/approve`, undefined, recruiter)).statusCode).toBe(403);
    expect((await orgPost(`${appId}/offer/return`, { note: 'x' }, recruiter)).statusCode).toBe(403);
    expect((await offer(appId, talent.id, {}, recruiter)).json().errorCode).toBe('OFFER_ALREADY_OPEN');

    const returned = await orgPost(`${appId}/offer/return`, { note: '연봉을 다시 검토해 주세요.' });
    expect(returned.statusCode).toBe(200);
    expect(returned.json().data.offer).toMatchObject({ status: 'RETURNED', returnNote: '연봉을 다시 검토해 주세요.' });
    expect((await noticesOf(recruiter.id, 'OFFER_RETURNED')).length).toBe(1);
    expect((await orgPost(`${appId}/offer/approve`, undefined)).json().errorCode).toBe('OFFER_NOT_AWAITING_APPROVAL');

    expect(
      (await offer(appId, talent.id, { salary: { amount: 65_000_000, currency: 'KRW', period: 'YEAR' } }, recruiter))
        .statusCode,
    ).toBe(200);
    const approved = await orgPost(`${appId}/offer/approve`, undefined);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({
      status: 'OFFERED',
      offer: { status: 'SENT', salary: { amount: 65_000_000 } },
    });
    const [sent] = await mailsTo(talent.email, 'APPLICATION_OFFERED');
    expect(sent?.textBody).toContain('급여: 연 ₩65,000,000');
    const seen = (await talentRead(talent, appId)).json().data;
    expect(seen.offer).toMatchObject({ status: 'SENT', returnNote: null });
    expect(seen.history.at(-1)).toMatchObject({ action: 'OFFER', actorRole: 'COMPANY' });
  });

  it('sends an owner’s own offer at once', async () => {
    const { appId, talent } = await applied();
    expect((await offer(appId, talent.id)).json().data.offer.status).toBe('SENT');
  });

  it('ends a waiting offer when the application is rejected', async () => {
    const { appId, talent } = await applied();
    await offer(appId, talent.id, {}, recruiter);
    expect((await orgPost(`${appId}/reject`, { content: '죄송합니다', emailNotiFlag: false })).statusCode).toBe(200);
    const [row] = await app.database.db.select().from(jobOffers).where(eq(jobOffers.applicationId, appId));
    expect(row?.status).toBe('CANCELLED');
    expect((await orgPost(`${appId}/offer/approve`, undefined)).json().errorCode).toBe('OFFER_NOT_AWAITING_APPROVAL');
  });
});

describe('an offer that expires', () => {
  it('cannot be answered after its expiry and closes by itself; both sides are told in their language', async () => {
    const { appId, talent } = await applied('en');
    expect((await offer(appId, talent.id)).statusCode).toBe(200);
    // The clock moves past the expiry: the talent's answer is refused before the sweeper runs.
    await app.database.db.execute(
      sql`update job_offers set expires_at = now() - interval '1 minute' where application_id = ${appId}`,
    );
    const late = await talentPost(app, talent, appId, 'offer/accept', {});
    expect(late.statusCode).toBe(409);
    expect(late.json().errorCode).toBe('OFFER_EXPIRED');

    const swept = await expireDueOffers(app.deps, new Date());
    expect(swept.expired).toBeGreaterThanOrEqual(1);
    const detail = (await talentRead(talent, appId)).json().data;
    expect(detail).toMatchObject({ status: 'OFFER_DECLINED', offer: { status: 'EXPIRED' } });
    expect(detail.history.at(-1)).toMatchObject({
      action: 'EXPIRE_OFFER',
      actorRole: 'SYSTEM',
      actorUserId: null,
      fromStatus: 'OFFERED',
      toStatus: 'OFFER_DECLINED',
    });
    expect((await noticesOf(talent.id, 'APPLICATION_OFFER_EXPIRED')).length).toBe(1);
    expect((await noticesOf(company.id, 'OFFER_EXPIRED')).length).toBe(1);
    expect((await noticesOf(recruiter.id, 'OFFER_EXPIRED')).length).toBe(1);
    const [toTalent] = await mailsTo(talent.email, 'APPLICATION_OFFER_EXPIRED');
    expect(toTalent).toMatchObject({ locale: 'en', subject: 'The job offer from 누리소프트 has expired' });
    const [toOwner] = await mailsTo(company.email, 'OFFER_EXPIRED');
    expect(toOwner).toMatchObject({ locale: 'ko' });
    expect(toOwner?.subject).toContain('만료되었습니다');

    // A second run finds nothing more to do.
    expect((await expireDueOffers(app.deps, new Date())).expired).toBe(0);
  });

  it('waits for its time under a controlled clock', async () => {
    const { appId, talent } = await applied();
    await offer(appId, talent.id, { expiresAt: new Date(Date.now() + 2 * 86_400_000).toISOString() });
    expect((await expireDueOffers(app.deps, new Date(Date.now() + 86_400_000))).expired).toBe(0);
    expect((await expireDueOffers(app.deps, new Date(Date.now() + 3 * 86_400_000))).expired).toBe(1);
    expect((await talentRead(talent, appId)).json().data.status).toBe('OFFER_DECLINED');
  });
});

describe('stage counts of one posting', () => {
  it('counts each stage in one grouped query, withdrawn left out; another company gets 404', async () => {
    const a = await applied();
    const b = await applyTo(app, company, orgId, { postingId: a.postingId });
    await applyTo(app, company, orgId, { postingId: a.postingId });
    await orgPost(`${b.appId}/open`, undefined);
    const w = await applyTo(app, company, orgId, { postingId: a.postingId });
    await app.inject({ method: 'POST', url: `/api/v1/jobs/${a.postingId}/cancel-application`, headers: w.talent.auth });
    const url = `/api/v1/organizations/${orgId}/job-postings/${a.postingId}/stage-counts`;
    const res = await app.inject({ method: 'GET', url, headers: company.auth });
    expect(res.json().data).toEqual({ total: 3, counts: { APPLIED: 2, DOCUMENT_REVIEW: 1 } });
    expect((await app.inject({ method: 'GET', url, headers: other.auth })).statusCode).toBe(404);
    const otherUrl = `/api/v1/organizations/${otherOrgId}/job-postings/${a.postingId}/stage-counts`;
    expect((await app.inject({ method: 'GET', url: otherUrl, headers: other.auth })).statusCode).toBe(404);
  });
});
