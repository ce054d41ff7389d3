import {
  type InterviewSlotInput,
  type InterviewSlotProblem,
  resolveInterviewSlots,
} from '@app/contract/rules/interview-time';
import type { InterviewProposalRequest } from '@app/contract/schemas/hiring';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../deps';
import { assertMemberOf } from '../../http/access';
import { AppError, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/auth';
import {
  findTalentApplication,
  lockCandidateApplication,
  transitionApplication,
} from '../applications/application-lifecycle.service';
import { notifyUsers } from '../notifications/notifications.service';
import { loadDetail } from './hiring.candidates.service';
import { cancelInterviewOf, sendInterviewCalendar, talentZone } from './hiring.invitations.service';
import { mailCompanyAbout, mailTalentAbout } from './hiring.notify';
import { findMemberIds, insertPanel } from './hiring.panel.queries';
import {
  cancelOpenInterviewProposals,
  findLatestInterviewProposal,
  insertInterviewProposal,
  updateInterviewProposal,
} from './hiring.queries';

/*
 * Interviews: the company proposes slots with a panel of its members, the talent picks one or answers that none fits;
 * every participant then gets the calendar invitation (hiring.invitations.ts).
 */

const SLOT_PROBLEM_FIELDS: Record<InterviewSlotProblem, string> = {
  TOO_FEW: 'validation.interviewSlots',
  TOO_MANY: 'validation.interviewSlots',
  INVALID_TIME_ZONE: 'validation.timeZone',
  INVALID: 'validation.invalid',
  PAST: 'validation.interviewPast',
  DUPLICATE: 'validation.duplicate',
};

/** The UTC instants of the proposed slots, or 400 naming the first bad one. */
export function slotsOrThrow(slots: InterviewSlotInput[], timeZone: string, now: Date) {
  const result = resolveInterviewSlots(slots, timeZone, now);
  if (result.ok) return result.instants;
  const path =
    result.problem === 'INVALID_TIME_ZONE'
      ? 'timeZone'
      : result.index === null
        ? 'datesList'
        : `datesList.${result.index}`;
  throw new AppError('VALIDATION_FAILED', 400, [{ path, key: SLOT_PROBLEM_FIELDS[result.problem] }]);
}

/** The panel: distinct active members of the organization, or 400 INTERVIEWER_NOT_MEMBER naming the first other. */
async function panelOrThrow(tx: DbOrTx, organizationId: number, interviewerIds: number[]) {
  const ids = [...new Set(interviewerIds)];
  const members = await findMemberIds(tx, organizationId, ids);
  const index = interviewerIds.findIndex((id) => !members.has(id));
  if (index >= 0) {
    throw new AppError('INTERVIEWER_NOT_MEMBER', 400, [
      { path: `interviewerIds.${index}`, key: 'validation.interviewerNotMember' },
    ]);
  }
  return ids;
}

/**
 * The company proposes an interview to the talent `candidateId` on its posting `postingId`: the live application is
 * locked, the slots resolved to UTC (400), the application moved to INTERVIEW_PROPOSED (409 when illegal), any open
 * older proposal cancelled, and the talent told (mailed too when `emailNotiFlag`).
 */
export async function proposeInterview(
  deps: Deps,
  auth: AuthContext,
  organizationId: number,
  postingId: number,
  candidateId: number,
  input: InterviewProposalRequest,
) {
  assertMemberOf(auth, organizationId);
  let mailed = false;
  const result = await deps.db.transaction(async (tx) => {
    const { application, context } = await lockCandidateApplication(tx, organizationId, postingId, candidateId);
    const now = new Date();
    const instants = slotsOrThrow(input.datesList, input.timeZone, now);
    const panel = await panelOrThrow(tx, organizationId, input.interviewerIds);
    const message = input.message || null;
    const latest = await findLatestInterviewProposal(tx, application.id);
    const moved = await transitionApplication(tx, {
      application,
      talentId: application.userId,
      context,
      action: 'PROPOSE_INTERVIEW',
      actor: { userId: auth.userId, role: 'COMPANY' },
      message,
      now,
    });
    const place = {
      type: input.type,
      meetingUrl: input.type === 'ONLINE' ? (input.meetingUrl ?? null) : null,
      location: input.type === 'OFFLINE' ? (input.location ?? null) : null,
      timeZone: input.timeZone,
    };
    // A confirmed interview still ahead is rescheduled away: its participants get the CANCEL.
    mailed = await cancelInterviewOf(deps, tx, { application, context, latest, now });
    await cancelOpenInterviewProposals(tx, application.id, now);
    const proposal = await insertInterviewProposal(
      tx,
      { applicationId: application.id, organizationId, ...place, status: 'PROPOSED', proposedAt: now, message },
      instants,
    );
    await insertPanel(tx, { proposalId: proposal.id, postingId: context.posting.id, assignedBy: auth.userId }, panel);
    await notifyUsers(
      tx,
      panel,
      'INTERVIEW_PANEL_ASSIGNED',
      { title: context.posting.title, jobPostingId: context.posting.id, applicationId: application.id },
      now,
    );
    if (input.emailNotiFlag) {
      const timeZone = await talentZone(tx, application.userId, input.timeZone);
      const toTalent = await mailTalentAbout(deps, tx, application, context, 'INTERVIEW_PROPOSED', {
        content: message,
        interview: { ...place, timeZone, starts: [...instants].sort((a, b) => a.getTime() - b.getTime()) },
      });
      mailed ||= toTalent;
    }
    return loadDetail(tx, moved.application, context);
  });
  if (mailed) deps.kickOutbox();
  return result;
}

/** The latest proposal of the caller's locked application (404 without one). */
async function lockLatestProposal(tx: DbOrTx, auth: AuthContext, userId: number, applicationId: number) {
  if (auth.userId !== userId) throw notFound();
  const locked = await findTalentApplication(tx, userId, applicationId);
  const latest = await findLatestInterviewProposal(tx, applicationId);
  if (!latest) throw notFound();
  return { ...locked, latest };
}

/** Only an open proposal can be answered (409 once it was). */
function assertOpen(proposal: { status: string }) {
  if (proposal.status !== 'PROPOSED') throw new AppError('INVALID_APPLICATION_TRANSITION', 409);
}

/** The talent picks one slot of the open proposal: proposal SCHEDULED, application INTERVIEW_SCHEDULED. */
export async function chooseInterviewSlot(
  deps: Deps,
  auth: AuthContext,
  userId: number,
  applicationId: number,
  slotId: number,
) {
  let mailed = false;
  const result = await deps.db.transaction(async (tx) => {
    const { application, context, latest } = await lockLatestProposal(tx, auth, userId, applicationId);
    const slot = latest.slots.find((s) => s.id === slotId);
    if (!slot) throw notFound();
    assertOpen(latest.proposal);
    const now = new Date();
    const moved = await transitionApplication(tx, {
      application,
      talentId: userId,
      context,
      action: 'SCHEDULE_INTERVIEW',
      actor: { userId: auth.userId, role: 'TALENT' },
      now,
    });
    const chosen = { status: 'SCHEDULED' as const, respondedAt: now, chosenSlotId: slot.id };
    await updateInterviewProposal(tx, latest.proposal.id, chosen);
    // Every participant gets the same event (same UID) as a REQUEST; the other members a notice.
    const proposal = { ...latest.proposal, ...chosen };
    const invited = await sendInterviewCalendar(deps, tx, {
      application,
      context,
      proposal,
      startsAt: slot.startsAt,
      change: 'SCHEDULED',
    });
    const toCompany = await mailCompanyAbout(deps, tx, application, context, 'INTERVIEW_CHOSEN', {
      content: null,
      interview: { ...proposal, starts: [slot.startsAt] },
    });
    mailed = invited || toCompany > 0;
    return loadDetail(tx, moved.application, context);
  });
  if (mailed) deps.kickOutbox();
  return result;
}

/** None of the slots fits: proposal DECLINED, application back to DOCUMENT_REVIEW (the company may propose again). */
export async function declineInterview(
  deps: Deps,
  auth: AuthContext,
  userId: number,
  applicationId: number,
  message: string | undefined,
) {
  let mailed = 0;
  const result = await deps.db.transaction(async (tx) => {
    const { application, context, latest } = await lockLatestProposal(tx, auth, userId, applicationId);
    assertOpen(latest.proposal);
    const now = new Date();
    const moved = await transitionApplication(tx, {
      application,
      talentId: userId,
      context,
      action: 'DECLINE_INTERVIEW',
      actor: { userId: auth.userId, role: 'TALENT' },
      message: message || null,
      now,
    });
    await updateInterviewProposal(tx, latest.proposal.id, { status: 'DECLINED', respondedAt: now });
    mailed = await mailCompanyAbout(deps, tx, application, context, 'INTERVIEW_DECLINED', { content: message || null });
    return loadDetail(tx, moved.application, context);
  });
  if (mailed > 0) deps.kickOutbox();
  return result;
}
