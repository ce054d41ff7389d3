import { criterionLabel, scorecardCriteriaOf, visibleScorecards } from '@app/contract/rules/scorecard';
import type { Locale } from '@app/contract/schemas/common';
import type { ApplicationScorecards, ScorecardRequest } from '@app/contract/schemas/scorecard';
import type { Deps } from '../../deps';
import { assertMemberOf } from '../../http/access';
import { AppError, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/auth';
import { findApplicationContext, findCompanyApplication } from '../applications/application-lifecycle.service';
import { assertSeesPosting } from '../team/team.scope.service';
import {
  findOrganizationInterview,
  findOrganizationInterviewers,
  findPanels,
  findPostingCriteria,
  findScheduledInterviews,
  findScorecards,
  isOnPanel,
  type ScorecardRow,
  savePostingCriteria,
  upsertScorecard,
} from './hiring.panel.queries';

/* Panels and scorecards (decision 036): the organization's alone; the visibility rule is the contract's. */

/** The organization's members who may sit on a panel (the proposal form's picker). */
export async function listInterviewers(deps: Deps, auth: AuthContext, organizationId: number) {
  assertMemberOf(auth, organizationId);
  return findOrganizationInterviewers(deps.db, organizationId);
}

/** The posting of the organization, or 404. */
async function ownPosting(deps: Deps, organizationId: number, postingId: number) {
  const context = await findApplicationContext(deps.db, postingId);
  if (!context || context.posting.organizationId !== organizationId || context.posting.status === 'DELETED') {
    throw notFound();
  }
  return context;
}

const presentCriteria = (stored: string[] | null, locale: Locale) => ({
  criteria: scorecardCriteriaOf(stored).map((key) => ({ key, label: criterionLabel(key, locale) })),
  isDefault: !stored || stored.length === 0,
});

export async function getPostingCriteria(
  deps: Deps,
  auth: AuthContext,
  organizationId: number,
  postingId: number,
  locale: Locale,
) {
  assertMemberOf(auth, organizationId);
  await ownPosting(deps, organizationId, postingId);
  await assertSeesPosting(deps.db, auth, postingId);
  return presentCriteria(await findPostingCriteria(deps.db, postingId), locale);
}

export async function setPostingCriteria(
  deps: Deps,
  auth: AuthContext,
  organizationId: number,
  postingId: number,
  criteria: string[],
  locale: Locale,
) {
  assertMemberOf(auth, organizationId);
  await ownPosting(deps, organizationId, postingId);
  await savePostingCriteria(deps.db, postingId, criteria, new Date());
  return presentCriteria(criteria, locale);
}

function presentScorecard(row: ScorecardRow, locale: Locale) {
  return {
    id: row.id,
    interviewId: row.proposalId,
    interviewer: { userId: row.interviewerUserId, firstName: row.firstName, lastName: row.lastName },
    recommendation: row.recommendation,
    ratings: row.ratings.map((r) => ({ ...r, label: criterionLabel(r.criterion, locale) })),
    notes: row.notes,
    submittedAt: row.submittedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The application's confirmed interviews, each with its panel and the scorecards the caller may read: all of them,
 * except for a panel interviewer who has not submitted their own yet (only theirs, none).
 */
export async function getApplicationScorecards(
  deps: Deps,
  auth: AuthContext,
  organizationId: number,
  applicationId: number,
  locale: Locale,
): Promise<ApplicationScorecards> {
  assertMemberOf(auth, organizationId);
  const { application, context } = await findCompanyApplication(deps.db, organizationId, applicationId, false);
  await assertSeesPosting(deps.db, auth, application.postingId);
  const interviews = await findScheduledInterviews(deps.db, application.id);
  const panels = await findPanels(
    deps.db,
    interviews.map((i) => i.id),
  );
  const cards = await findScorecards(deps.db, application.id);
  const stored = await findPostingCriteria(deps.db, context.posting.id);
  return {
    criteria: presentCriteria(stored, locale).criteria,
    interviews: interviews.map((interview) => {
      const panel = panels.get(interview.id) ?? [];
      const panelIds = panel.map((p) => p.userId);
      const ofInterview = cards.filter((c) => c.proposalId === interview.id);
      const visible = visibleScorecards(auth.userId, panelIds, ofInterview);
      const mine = ofInterview.find((c) => c.interviewerUserId === auth.userId);
      return {
        interviewId: interview.id,
        startsAt: interview.startsAt?.toISOString() ?? null,
        status: interview.status,
        panel,
        canSubmit: panelIds.includes(auth.userId),
        othersHidden: visible.length < ofInterview.length,
        submittedCount: ofInterview.length,
        mine: mine ? presentScorecard(mine, locale) : null,
        scorecards: visible.map((c) => presentScorecard(c, locale)),
      };
    }),
  };
}

/**
 * A panel interviewer writes (or rewrites) their scorecard of a confirmed interview: 404 for another organization's
 * interview, 403 when the caller is not on its panel, 409 before the time is confirmed, 400 unless every criterion of
 * the posting is rated once.
 */
export async function submitScorecard(
  deps: Deps,
  auth: AuthContext,
  organizationId: number,
  interviewId: number,
  input: ScorecardRequest,
  locale: Locale,
) {
  assertMemberOf(auth, organizationId);
  const interview = await findOrganizationInterview(deps.db, organizationId, interviewId);
  if (!interview) throw notFound();
  const { application, context } = await findCompanyApplication(
    deps.db,
    organizationId,
    interview.applicationId,
    false,
  );
  if (!(await isOnPanel(deps.db, interview.id, auth.userId))) throw new AppError('NOT_ON_INTERVIEW_PANEL', 403);
  if (interview.status !== 'SCHEDULED') throw new AppError('INTERVIEW_NOT_CONFIRMED', 409);
  const criteria = scorecardCriteriaOf(await findPostingCriteria(deps.db, context.posting.id));
  const given = input.ratings.map((r) => r.criterion);
  const missing = criteria.findIndex((c) => !given.includes(c));
  const unknown = given.findIndex((c, i) => !criteria.includes(c) || given.indexOf(c) !== i);
  if (missing >= 0 || unknown >= 0) {
    throw new AppError('VALIDATION_FAILED', 400, [
      { path: unknown >= 0 ? `ratings.${unknown}` : 'ratings', key: 'validation.scorecardRatings' },
    ]);
  }
  await upsertScorecard(
    deps.db,
    {
      proposalId: interview.id,
      applicationId: application.id,
      interviewerUserId: auth.userId,
      recommendation: input.recommendation,
      ratings: input.ratings.map((r) => ({ criterion: r.criterion, rating: r.rating })),
      notes: input.notes || null,
    },
    new Date(),
  );
  return getApplicationScorecards(deps, auth, organizationId, application.id, locale);
}
