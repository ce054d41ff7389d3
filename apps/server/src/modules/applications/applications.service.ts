import { nextApplicationStatus } from '@app/contract/rules/application-state';
import { applicationBlocker } from '@app/contract/rules/posting-progress';
import type { ApplyResponse } from '@app/contract/schemas/application';
import type { Locale } from '@app/contract/schemas/common';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/auth';
import { tellApplicants } from '../fair-hiring/fair-hiring.notices.service';
import { findPosting, lockPosting } from '../postings/postings.lookup.service';
import { missingProfileParts } from '../profiles/profiles.service';
import {
  type ApplyChoice,
  attachFilesToApplication,
  prepareApplicationSnapshot,
} from '../resumes/application-snapshot.service';
import { transitionApplication } from './application-lifecycle.service';
import { findApplication, lockApplicationOf, updateApplication } from './applications.queries';

/** Applying without a body (or through an accepted proposal): the default résumé, no files, no letter. */
const DEFAULT_CHOICE: ApplyChoice = { resumeId: null, fileIds: [], coverLetter: null };

/* The talent's side of an application's start and end: apply (again) and withdraw. */

const TALENT = (auth: AuthContext) => ({ userId: auth.userId, role: 'TALENT' as const });

/**
 * Applies inside the caller's transaction (accepting a proposal applies too). Hidden, unapproved and not-yet-started
 * postings are 404 (talents do not see them); closed and ended ones 409 POSTING_CLOSED; a second application 409
 * ALREADY_APPLIED; an incomplete profile 409 PROFILE_INCOMPLETE listing what is missing. A withdrawn application is
 * re-used. The résumé, files and cover letter sent are stored on the application in the same transaction, so the
 * company sees them as sent whatever the talent changes later.
 */
export async function applyInTransaction(
  tx: DbOrTx,
  auth: AuthContext,
  postingId: number,
  config: Deps['config'],
  choice: ApplyChoice = DEFAULT_CHOICE,
  locale: Locale = 'en',
): Promise<ApplyResponse> {
  const now = new Date();
  const row = await findPosting(tx, postingId);
  if (!row) throw notFound();
  // Serializes applications to one posting, so the count and the one-per-talent rule hold under concurrency.
  const posting = await lockPosting(tx, postingId);
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
  const sent = await prepareApplicationSnapshot(tx, auth.userId, choice, locale, now);
  const moved = await transitionApplication(tx, {
    application: existing,
    talentId: auth.userId,
    context: { posting, org: row.org },
    action: existing ? 'REAPPLY' : 'APPLY',
    actor: TALENT(auth),
    now,
  });
  const application = await updateApplication(tx, moved.application.id, {
    resumeSnapshot: sent.snapshot,
    coverLetter: choice.coverLetter,
  });
  await attachFilesToApplication(tx, application.id, sent.attachments);
  const { applicantCount } = moved;
  // Fair Hiring Procedure Act Art. 7: the receipt, with the stated process and dates (the caller kicks the outbox).
  await tellApplicants(tx, config, 'APPLICATION_RECEIVED', posting, row.org.name, [
    { applicationId: application.id, userId: auth.userId },
  ]);
  return {
    applicationId: application.id,
    jobPostingId: postingId,
    status: application.status,
    appliedAt: application.appliedAt.toISOString(),
    applicantCount: applicantCount ?? posting.applicantCount,
  };
}

/** `POST /api/v1/jobs/{id}/apply`: applies in one transaction (count and the company's notifications included). */
export async function applyToPosting(
  deps: Deps,
  auth: AuthContext,
  postingId: number,
  choice: ApplyChoice | null | undefined,
  locale: Locale,
) {
  const applied = await deps.db.transaction((tx) =>
    applyInTransaction(tx, auth, postingId, deps.config, choice ?? DEFAULT_CHOICE, locale),
  );
  deps.kickOutbox();
  return applied;
}

/** Withdraws the caller's application before a decision (409 APPLICATION_DECIDED after one; 404 when none). */
export async function cancelApplication(deps: Deps, auth: AuthContext, postingId: number) {
  let mailed = false;
  const result = await deps.db.transaction(async (tx) => {
    const row = await findPosting(tx, postingId);
    const posting = await lockPosting(tx, postingId);
    if (!row || !posting) throw notFound();
    // Locked too: a company's decision on it waits for the withdrawal, or the withdrawal for the decision.
    const existing = await lockApplicationOf(tx, postingId, auth.userId);
    if (!existing) throw notFound();
    if (nextApplicationStatus(existing.status, 'WITHDRAW') === null) throw new AppError('APPLICATION_DECIDED', 409);
    const { application, applicantCount } = await transitionApplication(tx, {
      application: existing,
      talentId: auth.userId,
      context: { posting, org: row.org },
      action: 'WITHDRAW',
      actor: TALENT(auth),
    });
    // A confirmed interview still ahead is cancelled in every participant's calendar.
    if (await deps.applications.onEnded(tx, application, { posting, org: row.org })) mailed = true;
    return {
      applicationId: application.id,
      jobPostingId: postingId,
      status: application.status,
      appliedAt: application.appliedAt.toISOString(),
      applicantCount: applicantCount ?? posting.applicantCount,
    };
  });
  if (mailed) deps.kickOutbox();
  return result;
}
