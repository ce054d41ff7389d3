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
  findCompanyApplication,
  findTalentApplication,
  lockCandidateApplication,
  transitionApplication,
} from '../applications/application-lifecycle.service';
import { assertSeesPosting } from '../team/team.scope.service';
import { confirmedSlot, icsAttachment, interviewIcsOf } from './hiring.calendar';
import { loadDetail } from './hiring.candidates.service';
import { mailCompanyAbout, mailTalentAbout } from './hiring.notify';
import {
  cancelOpenInterviewProposals,
  findLatestInterviewProposal,
  insertInterviewProposal,
  updateInterviewProposal,
} from './hiring.queries';

/* Interviews: the company proposes slots, the talent picks one or answers that none fits; both get the calendar file. */

const SLOT_PROBLEM_FIELDS: Record<InterviewSlotProblem, string> = {
  TOO_FEW: 'validation.interviewSlots',
  TOO_MANY: 'validation.interviewSlots',
  INVALID_TIME_ZONE: 'validation.timeZone',
  INVALID: 'validation.invalid',
  PAST: 'validation.interviewPast',
  DUPLICATE: 'validation.duplicate',
};

/** The UTC instants of the proposed slots, or 400 naming the first bad one. */
function slotsOrThrow(slots: InterviewSlotInput[], timeZone: string, now: Date) {
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
    const message = input.message || null;
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
    await cancelOpenInterviewProposals(tx, application.id, now);
    await insertInterviewProposal(
      tx,
      { applicationId: application.id, organizationId, ...place, status: 'PROPOSED', proposedAt: now, message },
      instants,
    );
    if (input.emailNotiFlag) {
      mailed = await mailTalentAbout(deps, tx, application, context, 'INTERVIEW_PROPOSED', {
        content: message,
        interview: { ...place, starts: [...instants].sort((a, b) => a.getTime() - b.getTime()) },
      });
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
    // Both sides get the same event (same UID) as an .ics attachment.
    const proposal = { ...latest.proposal, ...chosen };
    const names = { title: context.posting.title, companyName: context.org.name };
    const mail = {
      content: null,
      interview: { ...proposal, starts: [slot.startsAt] },
      attachments: [icsAttachment(interviewIcsOf(proposal, slot, names))],
    };
    const toTalent = await mailTalentAbout(deps, tx, application, context, 'INTERVIEW_SCHEDULED', mail);
    const toCompany = await mailCompanyAbout(deps, tx, application, context, 'INTERVIEW_CHOSEN', mail);
    mailed = toTalent || toCompany > 0;
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

async function confirmedIcs(db: DbOrTx, applicationId: number, names: { title: string; companyName: string }) {
  const confirmed = confirmedSlot(await findLatestInterviewProposal(db, applicationId));
  if (!confirmed) throw notFound();
  return interviewIcsOf(confirmed.proposal, confirmed.slot, names);
}

/** The confirmed interview of the caller's application as an iCalendar file (404 until a slot is chosen). */
export async function interviewIcs(deps: Deps, auth: AuthContext, userId: number, applicationId: number) {
  if (auth.userId !== userId) throw notFound();
  const { context } = await findTalentApplication(deps.db, userId, applicationId, false);
  return confirmedIcs(deps.db, applicationId, { title: context.posting.title, companyName: context.org.name });
}

/**
 * The same file for the company: the confirmed interview of an application to one of the organization's postings
 * (404 for another organization's application, a withdrawn one, or until a slot is chosen).
 */
export async function companyInterviewIcs(
  deps: Deps,
  auth: AuthContext,
  organizationId: number,
  applicationId: number,
) {
  assertMemberOf(auth, organizationId);
  const { application, context } = await findCompanyApplication(deps.db, organizationId, applicationId, false);
  await assertSeesPosting(deps.db, auth, application.postingId);
  return confirmedIcs(deps.db, applicationId, { title: context.posting.title, companyName: context.org.name });
}
