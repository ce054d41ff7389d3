import { nextApplicationStatus } from '@app/contract/rules/application-state';
import { applicationBlocker } from '@app/contract/rules/posting-progress';
import type { ApplicationListQuery, ApplyResponse, TalentApplication } from '@app/contract/schemas/application';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/auth';
import { findLatestInterviewSummaries, insertApplicationEvent } from '../hiring/hiring.queries';
import { presentInterviewSummary } from '../hiring/interview-summary';
import { notifyUsers } from '../notifications/notifications.service';
import { findMembers } from '../organizations/organizations.queries';
import { pageOfRows } from '../postings/postings.presenter';
import { addToApplicantCount, findPostingForUpdate, findPostingWithOrganization } from '../postings/postings.queries';
import { findProfileBundle } from '../profiles/profiles.queries';
import {
  findApplication,
  findTalentApplicationPage,
  insertApplication,
  type TalentApplicationRow,
  updateApplication,
} from './applications.queries';

type Missing = { path: string; key: string };

/**
 * What a talent must add before applying: a profile, a representative job role and at least one tech stack.
 * Empty when complete.
 */
export async function missingProfileParts(db: DbOrTx, userId: number): Promise<Missing[]> {
  const bundle = await findProfileBundle(db, userId);
  const missing: Missing[] = [];
  if (!bundle.profile) missing.push({ path: 'profile', key: 'validation.profileMissing' });
  if (!bundle.jobRoles.some((r) => r.isRepresentative)) {
    missing.push({ path: 'jobRoles', key: 'validation.representativeRoleMissing' });
  }
  if (bundle.techStacks.length === 0) missing.push({ path: 'techStacks', key: 'validation.techStackMissing' });
  return missing;
}

/**
 * Applies to an open posting in one step. Hidden, unapproved and not-yet-started postings are 404 (talents do not see
 * them); closed and ended ones 409 POSTING_CLOSED; a second application 409 ALREADY_APPLIED; an incomplete profile
 * 409 PROFILE_INCOMPLETE listing what is missing. A withdrawn application is re-used. The applicant count and the
 * company members' notifications are written in the same transaction.
 */
export async function applyToPosting(deps: Deps, auth: AuthContext, postingId: number): Promise<ApplyResponse> {
  const now = new Date();
  return deps.db.transaction(async (tx) => {
    const row = await findPostingWithOrganization(tx, postingId);
    if (!row) throw notFound();
    // Serializes applications to one posting, so the count and the one-per-talent rule hold under concurrency.
    const posting = await findPostingForUpdate(tx, postingId);
    if (!posting) throw notFound();
    const blocker = applicationBlocker({ ...posting, isOrganizationApproved: row.org.status === 'APPROVED' }, now);
    if (blocker === 'NOT_VISIBLE') throw notFound();
    if (blocker === 'POSTING_CLOSED') throw new AppError('POSTING_CLOSED', 409);
    const existing = await findApplication(tx, postingId, auth.userId);
    if (existing && nextApplicationStatus(existing.status, 'REAPPLY') === null) {
      throw new AppError('ALREADY_APPLIED', 409);
    }
    const missing = await missingProfileParts(tx, auth.userId);
    if (missing.length > 0) throw new AppError('PROFILE_INCOMPLETE', 409, missing);
    const application = existing
      ? await updateApplication(tx, existing.id, {
          status: 'APPLIED',
          appliedAt: now,
          withdrawnAt: null,
          openedAt: null,
        })
      : await insertApplication(tx, postingId, auth.userId, now);
    await insertApplicationEvent(tx, {
      applicationId: application.id,
      fromStatus: existing?.status ?? null,
      toStatus: 'APPLIED',
      action: existing ? 'REAPPLY' : 'APPLY',
      actorUserId: auth.userId,
      actorRole: 'TALENT',
      createdAt: now,
    });
    const applicantCount = await addToApplicantCount(tx, postingId, 1);
    const members = (await findMembers(tx, posting.organizationId)).filter((m) => m.status === 'ACTIVE');
    await notifyUsers(
      tx,
      members.map((m) => m.id),
      'NEW_APPLICANT',
      { jobPostingId: postingId, title: posting.title, applicationId: application.id },
    );
    return {
      applicationId: application.id,
      jobPostingId: postingId,
      status: application.status,
      appliedAt: application.appliedAt.toISOString(),
      applicantCount,
    };
  });
}

/** Withdraws the caller's application before a decision (409 APPLICATION_DECIDED after one; 404 when none). */
export async function cancelApplication(deps: Deps, auth: AuthContext, postingId: number) {
  return deps.db.transaction(async (tx) => {
    const posting = await findPostingForUpdate(tx, postingId);
    if (!posting) throw notFound();
    const existing = await findApplication(tx, postingId, auth.userId);
    if (!existing || existing.status === 'WITHDRAWN') throw notFound();
    if (nextApplicationStatus(existing.status, 'WITHDRAW') === null) throw new AppError('APPLICATION_DECIDED', 409);
    const updated = await updateApplication(tx, existing.id, { status: 'WITHDRAWN', withdrawnAt: new Date() });
    await insertApplicationEvent(tx, {
      applicationId: existing.id,
      fromStatus: existing.status,
      toStatus: 'WITHDRAWN',
      action: 'WITHDRAW',
      actorUserId: auth.userId,
      actorRole: 'TALENT',
    });
    const applicantCount = await addToApplicantCount(tx, postingId, -1);
    return {
      applicationId: updated.id,
      jobPostingId: postingId,
      status: updated.status,
      appliedAt: updated.appliedAt.toISOString(),
      applicantCount,
    };
  });
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

function presentTalentApplication(
  { application: a, posting: p, org }: TalentApplicationRow,
  interview: TalentApplication['interview'] = null,
): TalentApplication {
  const employmentTypes = p.employmentTypes as TalentApplication['employmentTypes'];
  return {
    id: a.id,
    userId: a.userId,
    jobPostingId: p.id,
    status: a.status,
    title: p.title,
    employmentType: employmentTypes[0] ?? 'FULL_TIME',
    employmentTypes,
    country: p.country,
    city: p.city,
    companyId: org.id,
    companyName: org.name,
    logoImageUrl: org.logoUrl,
    salary: { min: p.salaryMin, max: p.salaryMax, currencyCode: p.currencyCode, salaryType: p.salaryType },
    datePosted: p.startedAt.toISOString(),
    deadline: p.endedAt.toISOString(),
    appliedAt: a.appliedAt.toISOString(),
    openedAt: iso(a.openedAt),
    dateViewed: iso(a.openedAt),
    dateApplied: a.appliedAt.toISOString(),
    dateOffered: iso(a.offeredAt),
    dateAccepted: iso(a.acceptedAt),
    dateConfirmed: iso(a.hiredAt),
    locationOffline: null,
    interviews: interview ? [interview] : [],
    interview,
  };
}

/** The talent's own applications; `{id}` must be the caller (404 otherwise). */
export async function listTalentApplications(
  deps: Deps,
  auth: AuthContext,
  userId: number,
  query: ApplicationListQuery,
) {
  if (auth.userId !== userId) throw notFound();
  const { rows, total } = await findTalentApplicationPage(deps.db, userId, {
    statuses: query.status,
    sort: query.sort,
    direction: query.direction,
    page: query.page,
    size: query.size,
  });
  // One query for the page's interviews (no N+1).
  const interviews = await findLatestInterviewSummaries(
    deps.db,
    rows.map((r) => r.application.id),
  );
  return pageOfRows(
    rows.map((r) => presentTalentApplication(r, presentInterviewSummary(interviews.get(r.application.id)))),
    query.page,
    query.size,
    total,
  );
}
