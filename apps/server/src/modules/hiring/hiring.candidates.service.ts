import { type ApplicationStatus, countsAsApplicant } from '@app/contract/rules/application-state';
import type { CandidateListQuery } from '@app/contract/schemas/hiring';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../deps';
import { assertMemberOf } from '../../http/access';
import { notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/auth';
import { pageOfRows } from '../../http/page';
import {
  type ApplicationContext,
  type ApplicationRow,
  findApplicationContext,
  findCompanyApplication,
  findHistory,
  markOpened,
  transitionApplication,
} from '../applications/application-lifecycle.service';
import { assertSeesPosting, postingsSeenBy } from '../team/team.scope.service';
import { findPostingStageCounts } from './hiring.board.queries';
import { findCandidatePage } from './hiring.candidates.queries';
import { presentOffer } from './hiring.offers.presenter';
import { findLatestOffer } from './hiring.offers.queries';
import { findPanels } from './hiring.panel.queries';
import { emptySummary, presentCandidateCard, presentDetail } from './hiring.presenter';
import { findLatestInterviewProposal, findRecruitmentCounts, findUserSummaries } from './hiring.queries';

/* The company's view of its candidates: lists, counts per stage, and one application (read, or opened). */

/**
 * The application with its history, latest interview proposal and latest offer. The talent (the default: the safe
 * side) sees only offers that were sent; the company also those waiting for approval or returned.
 */
export async function loadDetail(
  db: DbOrTx,
  application: ApplicationRow,
  context: ApplicationContext,
  audience: 'TALENT' | 'COMPANY' = 'TALENT',
) {
  // One after the other: `db` may be a transaction.
  const history = await findHistory(db, application.id);
  const latest = await findLatestInterviewProposal(db, application.id);
  const panel = latest ? ((await findPanels(db, [latest.proposal.id])).get(latest.proposal.id) ?? []) : [];
  const offer = await findLatestOffer(db, application.id, audience === 'TALENT');
  return presentDetail(application, context, history, latest, panel, offer && presentOffer(offer, audience));
}

/** The candidates of one of the organization's postings, as cards (spec §3). */
export async function listCandidates(
  deps: Deps,
  auth: AuthContext,
  organizationId: number,
  postingId: number,
  query: CandidateListQuery,
) {
  assertMemberOf(auth, organizationId);
  // The posting comes with the page: nothing of the page leaves before it is known to be the organization's and the
  // member's.
  const { posting, rows, total, isCapped } = await findCandidatePage(deps.db, organizationId, postingId, {
    statuses: query.statuses,
    includeJobOffer: query.includeJobOffer,
    keyword: query.keyword || undefined,
    sort: query.sort,
    direction: query.direction,
    page: query.page,
    size: query.size,
  });
  if (!posting || posting.organizationId !== organizationId) throw notFound();
  await assertSeesPosting(deps.db, auth, postingId);
  const cards = rows.map((a) => presentCandidateCard(a, posting));
  return { ...pageOfRows(cards, query.page, query.size, total), totalIsCapped: isCapped };
}

/** Counts per stage of each of the organization's postings (an interviewer's: their assigned postings). */
export async function recruitmentSummary(deps: Deps, auth: AuthContext, organizationId: number) {
  assertMemberOf(auth, organizationId);
  const { postings, counts } = await findRecruitmentCounts(deps.db, organizationId);
  const seen = await postingsSeenBy(deps.db, auth);
  return postings
    .filter((p) => seen === null || seen.includes(p.id))
    .map((p) => {
      const mine = counts.filter((c) => c.postingId === p.id);
      const byStatus: Partial<Record<ApplicationStatus, number>> = {};
      for (const c of mine) byStatus[c.status] = Number(c.n);
      return {
        jobPostingId: p.id,
        title: p.title,
        postingStatus: p.status,
        total: mine.filter((c) => c.status !== 'WITHDRAWN').reduce((sum, c) => sum + Number(c.n), 0),
        counts: byStatus,
      };
    });
}

/** `GET …/job-postings/{jobId}/stage-counts`: the posting's applications per stage; withdrawn ones are not candidates. */
export async function postingStageCounts(deps: Deps, auth: AuthContext, organizationId: number, postingId: number) {
  assertMemberOf(auth, organizationId);
  const context = await findApplicationContext(deps.db, postingId);
  if (!context || context.posting.organizationId !== organizationId) throw notFound();
  await assertSeesPosting(deps.db, auth, postingId);
  const counts: Partial<Record<ApplicationStatus, number>> = {};
  let total = 0;
  for (const row of await findPostingStageCounts(deps.db, postingId)) {
    if (!countsAsApplicant(row.status)) continue;
    counts[row.status] = Number(row.n);
    total += Number(row.n);
  }
  return { total, counts };
}

/** The detail with the candidate's summary and the names of the members who acted (who did what, decision 034). */
async function withCandidate(db: DbOrTx, application: ApplicationRow, context: ApplicationContext) {
  const detail = await loadDetail(db, application, context, 'COMPANY');
  const memberIds = detail.history.flatMap((e) =>
    e.actorRole === 'COMPANY' && e.actorUserId !== null ? [e.actorUserId] : [],
  );
  const summaries = await findUserSummaries(db, [application.userId, ...new Set(memberIds)]);
  const actors = [...new Set(memberIds)].flatMap((id) => {
    const s = summaries.get(id);
    return s ? [{ id, firstName: s.firstName, lastName: s.lastName }] : [];
  });
  return { ...detail, candidate: summaries.get(application.userId) ?? emptySummary(application.userId), actors };
}

/** `GET …/job-applications/{appId}`: the application with its history and the candidate's summary; changes nothing. */
export async function getCompanyApplication(
  deps: Deps,
  auth: AuthContext,
  organizationId: number,
  applicationId: number,
) {
  assertMemberOf(auth, organizationId);
  const { application, context } = await findCompanyApplication(deps.db, organizationId, applicationId, false);
  await assertSeesPosting(deps.db, auth, application.postingId);
  return withCandidate(deps.db, application, context);
}

/**
 * `POST …/job-applications/{appId}/open`: the company opens the application. The first time, an APPLIED one moves to
 * DOCUMENT_REVIEW (the talent sees it as reviewed and is told live: APPLICATION_VIEWED) and `openedAt` is set;
 * opening again changes nothing. Returns what the GET returns.
 */
export async function openApplication(deps: Deps, auth: AuthContext, organizationId: number, applicationId: number) {
  assertMemberOf(auth, organizationId);
  return deps.db.transaction(async (tx) => {
    let { application, context } = await findCompanyApplication(tx, organizationId, applicationId);
    if (application.status === 'APPLIED') {
      ({ application } = await transitionApplication(tx, {
        application,
        talentId: application.userId,
        context,
        action: 'REVIEW',
        actor: { userId: auth.userId, role: 'COMPANY' },
      }));
    } else {
      application = await markOpened(tx, application);
    }
    return withCandidate(tx, application, context);
  });
}
