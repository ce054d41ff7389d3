import type { TestApp } from '../../../test/helpers';
import { createVerifiedUser } from '../../../test/helpers';
import { assessmentAttempts } from '../../db/schema/assessments';
import { setOrganizationStatus } from '../postings/postings.test-support';

type Role = { categoryId: number; jobRole: string; experienceYears: number };
type Stack = { categoryId: number; skill: string; experienceYears: number };

export type TalentOpts = {
  firstName?: string;
  jobSeekingStatus?: 'ACTIVELY_SEEKING' | 'OPEN_TO_OFFERS' | 'NOT_SEEKING';
  isJobOffersAcceptable?: boolean;
  country?: string;
  introduction?: string;
  city?: string;
  roles?: Role[];
  stacks?: Stack[];
};

/** A verified talent whose profile is saved through the API (so the search document is built as in production). */
export async function createTalent(app: TestApp, opts: TalentOpts = {}) {
  const user = await createVerifiedUser(app, { role: 'NORMAL', firstName: opts.firstName });
  await saveProfile(app, user, opts);
  return user;
}

export async function saveProfile(app: TestApp, user: { id: number; auth: Record<string, string> }, opts: TalentOpts) {
  const roles = opts.roles ?? [{ categoryId: 1, jobRole: 'Backend Developer', experienceYears: 3 }];
  const res = await app.inject({
    method: 'PUT',
    url: `/api/v1/users/${user.id}/profile`,
    headers: user.auth,
    payload: {
      profile: {
        jobSeekingStatus: opts.jobSeekingStatus ?? 'ACTIVELY_SEEKING',
        country: opts.country ?? 'KR',
        city: opts.city ?? 'Seoul',
        introduction: opts.introduction ?? 'Hello',
        isJobOffersAcceptable: opts.isJobOffersAcceptable ?? true,
      },
      jobRoles: roles.map((r, i) => ({ ...r, isRepresentative: i === 0 })),
      techStacks: opts.stacks ?? [{ categoryId: 3, skill: 'Kotlin', experienceYears: 3 }],
    },
  });
  if (res.statusCode !== 200) throw new Error(`profile failed: ${res.body}`);
}

/** A finished assessment attempt written directly (the assessment flow itself is tested in its module). */
export async function addAttempt(
  app: TestApp,
  userId: number,
  a: { track: 'FRONTEND' | 'BACKEND' | 'DATA'; level: number; score: number; isPublic?: boolean; endedAt?: Date },
) {
  const endedAt = a.endedAt ?? new Date();
  await app.database.db.insert(assessmentAttempts).values({
    userId,
    track: a.track,
    level: a.level,
    status: 'SUBMITTED',
    seed: 1,
    startedAt: new Date(endedAt.getTime() - 600_000),
    deadlineAt: endedAt,
    endedAt,
    obtainedScore: a.score,
    passed: a.score >= 70,
    isPublic: a.isPublic ?? true,
  });
}

/** A company whose organization is not verified yet (NOT_APPLIED, as after sign-up): kept away from talent data. */
export const unverifiedCompanyOf = async (app: TestApp, name = 'Discovery Co') => {
  const company = await createVerifiedUser(app, { role: 'ORGANIZATION', companyName: name });
  return { ...company, orgId: company.companyId as number };
};

/** A company whose organization is APPROVED: only verified companies search and read talents. */
export const companyOf = async (app: TestApp, name = 'Discovery Co') => {
  const company = await unverifiedCompanyOf(app, name);
  await setOrganizationStatus(app, company.orgId, 'APPROVED');
  return company;
};
