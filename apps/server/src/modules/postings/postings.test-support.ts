import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/helpers';
import { organizations } from '../../db/schema/organizations';
import { jobPostings } from '../../db/schema/postings';
import { profileJobRoles, profileTechStacks, talentProfiles } from '../../db/schema/profiles';
import { forgetSessions } from '../../http/auth';

const DAY = 86_400_000;
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** A valid posting body, open from yesterday for 30 days. */
export function postingBody(overrides: Record<string, unknown> = {}) {
  return {
    title: '백엔드 개발자 (Kotlin)',
    employmentTypes: ['FULL_TIME'],
    country: 'KR',
    city: '서울',
    workModes: ['HYBRID'],
    startedAt: daysFromNow(-1),
    endedAt: daysFromNow(30),
    currencyCode: 'KRW',
    salaryMin: 4_000_000,
    salaryMax: 6_000_000,
    salaryType: 'MONTHLY',
    businessOverview: '누리소프트는 중소기업을 위한 클라우드 협업 도구를 만듭니다.',
    requiredQualification: 'Kotlin 또는 Java 서버 개발 경험 3년 이상',
    preferredQualification: 'PostgreSQL 운영 경험',
    otherDetails: null,
    useAiSummary: false,
    jobRoleCategoryIds: [1],
    skillCategoryIds: [1, 3],
    requiredAssessments: [],
    optionalAssessments: [{ track: 'BACKEND', level: 2 }],
    ...overrides,
  };
}

export async function setOrganizationStatus(
  app: TestApp,
  organizationId: number,
  status: 'NOT_APPLIED' | 'PENDING' | 'REJECTED' | 'APPROVED',
) {
  await app.database.db
    .update(organizations)
    .set({ verificationStatus: status })
    .where(eq(organizations.id, organizationId));
  // As an administrator's decision does: the members' cached sessions carry the verification (decision 059).
  forgetSessions({ organizationId });
}

/** Moves a posting's dates directly (the API refuses nothing here, but tests need past and future postings fast). */
export async function setPostingDates(app: TestApp, postingId: number, startedAt: string, endedAt: string) {
  await app.database.db
    .update(jobPostings)
    .set({ startedAt: new Date(startedAt), endedAt: new Date(endedAt) })
    .where(eq(jobPostings.id, postingId));
}

/** A complete talent profile (profile row, representative job role, one tech stack), written directly. */
export async function completeProfile(
  app: TestApp,
  userId: number,
  opts: { roleCategoryId?: number; skillCategoryId?: number } = {},
) {
  const db = app.database.db;
  await db.insert(talentProfiles).values({ userId, jobSeekingStatus: 'ACTIVELY_SEEKING', country: 'KR', city: '서울' });
  await db.insert(profileJobRoles).values({
    userId,
    position: 0,
    categoryId: opts.roleCategoryId ?? 1,
    jobRole: 'Backend Developer',
    experienceYears: 4,
    isRepresentative: true,
  });
  await db
    .insert(profileTechStacks)
    .values({ userId, position: 0, categoryId: opts.skillCategoryId ?? 3, skill: 'Kotlin', experienceYears: 4 });
}

type Auth = Record<string, string>;

/** Creates a posting through the API and returns its id. */
export async function createPosting(app: TestApp, auth: Auth, orgId: number, overrides: Record<string, unknown> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/organizations/${orgId}/job-posting`,
    headers: auth,
    payload: postingBody(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.body}`);
  return res.json().data.id as number;
}

export async function setStatus(app: TestApp, auth: Auth, orgId: number, id: number, status: string) {
  return app.inject({
    method: 'PATCH',
    url: `/api/v1/organizations/${orgId}/job-postings/${id}?jobPostingStatus=${status}`,
    headers: auth,
  });
}

/** Creates a posting and makes it VISIBLE (the organization must be approved). */
export async function publishPosting(app: TestApp, auth: Auth, orgId: number, overrides: Record<string, unknown> = {}) {
  const id = await createPosting(app, auth, orgId, overrides);
  const res = await setStatus(app, auth, orgId, id, 'VISIBLE');
  if (res.statusCode !== 200) throw new Error(`publish failed: ${res.body}`);
  return id;
}
