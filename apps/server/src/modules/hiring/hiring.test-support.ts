import { createTestApp, createVerifiedUser, type TestApp } from '../../../test/helpers';
import { completeProfile, publishPosting, setOrganizationStatus } from '../postings/postings.test-support';

export type User = Awaited<ReturnType<typeof createVerifiedUser>>;

/** A test app with two approved organizations: the company under test (누리소프트) and another one. */
export interface HiringWorld {
  app: TestApp;
  company: User;
  other: User;
  orgId: number;
  otherOrgId: number;
}

export async function createHiringWorld(companyOpts: { locale?: 'en' | 'ko' } = {}): Promise<HiringWorld> {
  const app = await createTestApp();
  const company = await createVerifiedUser(app, { role: 'ORGANIZATION', companyName: '누리소프트', ...companyOpts });
  const other = await createVerifiedUser(app, { role: 'ORGANIZATION', companyName: 'Other Co' });
  const orgId = company.companyId as number;
  const otherOrgId = other.companyId as number;
  await setOrganizationStatus(app, orgId, 'APPROVED');
  await setOrganizationStatus(app, otherOrgId, 'APPROVED');
  return { app, company, other, orgId, otherOrgId };
}

type TalentOptions = { firstName?: string; lastName?: string; locale?: 'en' | 'ko' };

/** A verified talent (first name 민지 unless given) with a complete profile, so they can apply. */
export async function newTalent(app: TestApp, opts: TalentOptions = {}) {
  const talent = await createVerifiedUser(app, { role: 'NORMAL', firstName: '민지', ...opts });
  await completeProfile(app, talent.id);
  return talent;
}

export type ApplyOptions = TalentOptions & { title?: string; postingId?: number; talent?: User };

/** A posting of `owner`'s organization (or `postingId`) and an application of a fresh talent (or `talent`) to it. */
export async function applied(app: TestApp, owner: User, oid: number, opts: ApplyOptions = {}) {
  const { title, postingId: existing, talent: given, ...talentOpts } = opts;
  const postingId = existing ?? (await publishPosting(app, owner.auth, oid, { title: title ?? '서버 개발자' }));
  const talent = given ?? (await newTalent(app, talentOpts));
  const res = await app.inject({ method: 'POST', url: `/api/v1/jobs/${postingId}/apply`, headers: talent.auth });
  if (res.statusCode !== 201) throw new Error(res.body);
  return { postingId, talent, appId: res.json().data.applicationId as number };
}

export type Applied = Awaited<ReturnType<typeof applied>>;

/** A calendar date `days` from now (UTC), far enough to be in the future in any zone. */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A valid online interview proposal with two slots (in 10 and 11 days). */
export const onlineProposal = (overrides: Record<string, unknown> = {}) => ({
  type: 'ONLINE',
  meetingUrl: 'https://meet.example.com/abc',
  timeZone: 'Asia/Seoul',
  datesList: [
    { date: inDays(10), hour: 10, minute: 0 },
    { date: inDays(11), hour: 14, minute: 30 },
  ],
  message: '편하신 시간을 골라 주세요',
  ...overrides,
});

/** POST …/organizations/{oid}/jobs/{postingId}/candidates/{candidateId}/interview-proposal as `user`. */
export const propose = (
  app: TestApp,
  user: User,
  oid: number,
  postingId: number,
  candidateId: number,
  payload: unknown,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/organizations/${oid}/jobs/${postingId}/candidates/${candidateId}/interview-proposal`,
    headers: { ...user.auth, ...headers },
    payload: payload as Record<string, unknown>,
  });

/** POST /users/{uid}/applications/{appId}/{path} as the talent `t` (uid defaults to theirs). */
export const talentPost = (app: TestApp, t: User, appId: number, path: string, payload: unknown = {}, uid = t.id) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/users/${uid}/applications/${appId}/${path}`,
    headers: t.auth,
    payload: payload as Record<string, unknown>,
  });

/** Valid structured offer terms (₩60,000,000 a year, starting in 30 days, open for 7), with `overrides`. */
export const offerTerms = (overrides: Record<string, unknown> = {}) => ({
  salary: { amount: 60_000_000, currency: 'KRW', period: 'YEAR' },
  startDate: inDays(30),
  expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  ...overrides,
});
