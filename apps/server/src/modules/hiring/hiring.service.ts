import {
  type ApplicationAction,
  type ApplicationStatus,
  jobOfferStatusOf,
  nextApplicationStatus,
} from '@app/contract/rules/application-state';
import {
  type InterviewSlotInput,
  type InterviewSlotProblem,
  resolveInterviewSlots,
} from '@app/contract/rules/interview-time';
import { formatName } from '@app/contract/rules/names';
import type { TrackLevel } from '@app/contract/schemas/assessment-track';
import type {
  ApplicationDetail,
  CandidateCard,
  CandidateListQuery,
  InterviewProposalRequest,
} from '@app/contract/schemas/hiring';
import type { NotificationType } from '@app/contract/schemas/notification';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/auth';
import { type ApplicationRow, updateApplication } from '../applications/applications.queries';
import { countedAssessmentsOf, createAssessmentRequest } from '../assessments/assessments.service';
import { notifyUsers } from '../notifications/notifications.service';
import { assertMemberOf } from '../organizations/organizations.access';
import { findMembers } from '../organizations/organizations.queries';
import { pageOfRows } from '../postings/postings.presenter';
import { findPostingWithOrganization } from '../postings/postings.queries';
import { findTagsOf } from '../talent-notes/talent-notes.queries';
import { confirmedSlot, icsAttachment, interviewIcsOf } from './hiring.calendar';
import {
  type CompanyMailKind,
  type HiringMailValues,
  mailCompany,
  mailTalent,
  type TalentMailKind,
} from './hiring.mails';
import {
  type ApplicationEventRow,
  cancelOpenInterviewProposals,
  findApplicationById,
  findApplicationContext,
  findApplicationEvents,
  findCandidatePage,
  findLatestInterviewProposal,
  findLatestInterviewSummaries,
  findProposalApplicationIds,
  findRecipient,
  findRecruitmentCounts,
  findUserSummaries,
  insertApplicationEvent,
  insertInterviewProposal,
  lockApplication,
  lockApplicationOf,
  type UserSummaryRow,
  updateInterviewProposal,
} from './hiring.queries';
import { presentInterviewSummary } from './interview-summary';

type Context = NonNullable<Awaited<ReturnType<typeof findApplicationContext>>>;
type Actor = { userId: number; role: 'TALENT' | 'COMPANY' };

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The dates each state sets when it is reached. */
function datesFor(to: ApplicationStatus, now: Date): Partial<ApplicationRow> {
  switch (to) {
    case 'DOCUMENT_REVIEW':
      return {};
    case 'OFFERED':
      return { offeredAt: now };
    case 'OFFER_ACCEPTED':
      return { acceptedAt: now };
    case 'HIRED':
      return { hiredAt: now, decidedAt: now };
    case 'OFFER_DECLINED':
    case 'REJECTED':
    case 'CANCELLED':
      return { decidedAt: now };
    default:
      return {};
  }
}

/**
 * Moves a locked application by `action` (409 INVALID_APPLICATION_TRANSITION when the rule refuses it), sets the
 * state's dates and records the move in the history. Call inside the transaction that locked the row.
 */
export async function moveApplication(
  tx: DbOrTx,
  application: ApplicationRow,
  action: ApplicationAction,
  actor: Actor,
  message: string | null,
  now = new Date(),
) {
  const to = nextApplicationStatus(application.status, action);
  if (to === null) throw new AppError('INVALID_APPLICATION_TRANSITION', 409);
  const updated = await updateApplication(tx, application.id, { status: to, ...datesFor(to, now) });
  await insertApplicationEvent(tx, {
    applicationId: application.id,
    fromStatus: application.status,
    toStatus: to,
    action,
    actorUserId: actor.userId,
    actorRole: actor.role,
    message,
    createdAt: now,
  });
  return updated;
}

/** Locks the application of a posting of `organizationId` (404 for another organization's or a withdrawn one). */
async function lockCompanyApplication(tx: DbOrTx, organizationId: number, applicationId: number) {
  const application = await lockApplication(tx, applicationId);
  if (!application || application.status === 'WITHDRAWN') throw notFound();
  const context = await findApplicationContext(tx, application.postingId);
  if (!context || context.posting.organizationId !== organizationId) throw notFound();
  return { application, context };
}

/** Locks the caller's own application (404 for anyone else's). */
async function lockTalentApplication(
  tx: DbOrTx,
  auth: AuthContext,
  userId: number,
  applicationId: number,
  lock = true,
) {
  if (auth.userId !== userId) throw notFound();
  const application = lock ? await lockApplication(tx, applicationId) : await findApplicationById(tx, applicationId);
  if (!application || application.userId !== userId) throw notFound();
  const context = await findApplicationContext(tx, application.postingId);
  if (!context) throw notFound();
  return { application, context };
}

function presentEvent(e: ApplicationEventRow) {
  return {
    id: e.id,
    fromStatus: e.fromStatus,
    toStatus: e.toStatus,
    action: e.action,
    actorRole: e.actorRole,
    actorUserId: e.actorUserId,
    message: e.message,
    createdAt: e.createdAt.toISOString(),
  };
}

async function presentDetail(db: DbOrTx, a: ApplicationRow, context: Context): Promise<ApplicationDetail> {
  return {
    id: a.id,
    userId: a.userId,
    jobPostingId: a.postingId,
    title: context.posting.title,
    companyId: context.org.id,
    companyName: context.org.name,
    status: a.status,
    jobOfferStatus: jobOfferStatusOf(a.status),
    appliedAt: a.appliedAt.toISOString(),
    openedAt: iso(a.openedAt),
    offeredAt: iso(a.offeredAt),
    acceptedAt: iso(a.acceptedAt),
    hiredAt: iso(a.hiredAt),
    decidedAt: iso(a.decidedAt),
    withdrawnAt: iso(a.withdrawnAt),
    history: (await findApplicationEvents(db, a.id)).map(presentEvent),
    interviewProposal: presentInterviewProposal(await findLatestInterviewProposal(db, a.id)),
  };
}

function presentInterviewProposal(latest: Awaited<ReturnType<typeof findLatestInterviewProposal>>) {
  if (!latest) return null;
  const { proposal: p, slots } = latest;
  return {
    id: p.id,
    applicationId: p.applicationId,
    type: p.type,
    meetingUrl: p.meetingUrl,
    location: p.location,
    timeZone: p.timeZone,
    status: p.status,
    message: p.message,
    proposedAt: p.proposedAt.toISOString(),
    respondedAt: iso(p.respondedAt),
    chosenSlotId: p.chosenSlotId,
    slots: slots.map((s) => ({ id: s.id, startsAt: s.startsAt.toISOString() })),
  };
}

/**
 * A card's interview: the latest proposal's status and type, when it was proposed and answered, the chosen slot
 * (`scheduledAt`, null until the talent picks one) and where: the offline location or the online meeting link.
 */
const emptySummary = (id: number): UserSummaryRow => ({
  id,
  firstName: '',
  lastName: '',
  jobPosition: null,
  image: null,
  country: null,
  jobSeekingStatus: null,
});

/* ---------- company: candidates ---------- */

/** The candidates of one of the organization's postings, as cards (spec §3). */
export async function listCandidates(
  deps: Deps,
  auth: AuthContext,
  organizationId: number,
  postingId: number,
  query: CandidateListQuery,
) {
  assertMemberOf(auth, organizationId);
  const context = await findPostingWithOrganization(deps.db, postingId);
  if (!context || context.posting.organizationId !== organizationId) throw notFound();
  const { posting, org } = context;
  const { rows, total } = await findCandidatePage(deps.db, postingId, {
    statuses: query.statuses,
    includeJobOffer: query.includeJobOffer,
    keyword: query.keyword || undefined,
    sort: query.sort,
    direction: query.direction,
    page: query.page,
    size: query.size,
  });
  const userIds = rows.map((r) => r.userId);
  const applicationIds = rows.map((r) => r.id);
  const [summaries, assessments, tags, interviews, fromProposals] = await Promise.all([
    findUserSummaries(deps.db, userIds),
    countedAssessmentsOf(deps.db, userIds, { publicOnly: true }),
    findTagsOf(deps.db, organizationId, userIds),
    findLatestInterviewSummaries(deps.db, applicationIds),
    findProposalApplicationIds(deps.db, postingId, applicationIds),
  ]);
  const required = posting.requiredAssessments as TrackLevel[];
  const cards: CandidateCard[] = rows.map((a) => {
    const results = assessments.get(a.userId) ?? [];
    return {
      applicationId: a.id,
      status: a.status,
      userSummaryDTO: summaries.get(a.userId) ?? emptySummary(a.userId),
      isJobOfferReceived: a.offeredAt !== null,
      jobOfferStatus: jobOfferStatusOf(a.status),
      userAssessmentDto: results.map((r) => ({
        track: r.track,
        level: r.level,
        obtainedScore: r.obtainedScore,
        totalScore: r.totalScore,
        passed: r.passed,
        endedAt: r.endedAt.toISOString(),
        reportUrl: r.reportUrl,
      })),
      isQualified: required.every((req) =>
        results.some((r) => r.passed && r.track === req.track && r.level === req.level),
      ),
      tags: tags.get(a.userId) ?? [],
      jobPostingId: posting.id,
      employmentTypes: posting.employmentTypes as CandidateCard['employmentTypes'],
      country: posting.country,
      salary: {
        min: posting.salaryMin,
        max: posting.salaryMax,
        currencyCode: posting.currencyCode,
        salaryType: posting.salaryType,
      } as CandidateCard['salary'],
      companyName: org.name,
      logoImageUrl: org.logoUrl,
      appliedAt: a.appliedAt.toISOString(),
      openedAt: iso(a.openedAt),
      interview: presentInterviewSummary(interviews.get(a.id)),
      fromProposal: fromProposals.has(a.id),
    };
  });
  return pageOfRows(cards, query.page, query.size, total);
}

/**
 * Opens an application: the first time, sets `openedAt` and moves APPLIED to DOCUMENT_REVIEW (the talent sees the
 * document as reviewed, and is notified in the app: APPLICATION_VIEWED). Returns the detail with history and the
 * candidate's summary.
 */
export async function openApplication(deps: Deps, auth: AuthContext, organizationId: number, applicationId: number) {
  assertMemberOf(auth, organizationId);
  return deps.db.transaction(async (tx) => {
    let { application, context } = await lockCompanyApplication(tx, organizationId, applicationId);
    const now = new Date();
    if (application.openedAt === null) {
      application = await updateApplication(tx, application.id, { openedAt: now });
    }
    if (application.status === 'APPLIED') {
      application = await moveApplication(
        tx,
        application,
        'REVIEW',
        { userId: auth.userId, role: 'COMPANY' },
        null,
        now,
      );
      // The talent's open pages learn it live (in the app only: no mail for a view).
      await notifyUsers(tx, [application.userId], 'APPLICATION_VIEWED', {
        applicationId: application.id,
        jobPostingId: context.posting.id,
        title: context.posting.title,
        companyName: context.org.name,
      });
    }
    const summaries = await findUserSummaries(tx, [application.userId]);
    return {
      ...(await presentDetail(tx, application, context)),
      candidate: summaries.get(application.userId) ?? emptySummary(application.userId),
    };
  });
}

/** In-app notification and (when both the action's and the talent's flags allow) a mail to the talent. */
async function tellTalent(
  deps: Deps,
  tx: DbOrTx,
  application: ApplicationRow,
  context: Context,
  kind: TalentMailKind,
  content: string,
  emailNotiFlag: boolean,
) {
  const params = {
    applicationId: application.id,
    jobPostingId: context.posting.id,
    title: context.posting.title,
    companyName: context.org.name,
  };
  await notifyUsers(tx, [application.userId], kind as NotificationType, params);
  if (!emailNotiFlag) return false;
  // Decisions (reject, cancel, hired) also follow the talent's "job results" flag (hiring.mails.ts).
  return mailTalent(tx, deps.config, kind, application.userId, {
    companyName: context.org.name,
    title: context.posting.title,
    postingId: context.posting.id,
    content,
  });
}

const COMPANY_ACTIONS = {
  offer: { action: 'OFFER', kind: 'APPLICATION_OFFERED' },
  reject: { action: 'REJECT', kind: 'APPLICATION_REJECTED' },
  cancel: { action: 'CANCEL', kind: 'APPLICATION_CANCELLED' },
  hired: { action: 'HIRE', kind: 'APPLICATION_HIRED' },
} as const satisfies Record<string, { action: ApplicationAction; kind: TalentMailKind }>;
export type CompanyDecision = keyof typeof COMPANY_ACTIONS;

/**
 * A company's move on one application: offer, reject, cancel or hired. The row is locked, the rule checked (409),
 * the history written, the talent notified and mailed, all in one transaction.
 */
export async function decideApplication(
  deps: Deps,
  auth: AuthContext,
  organizationId: number,
  applicationId: number,
  decision: CompanyDecision,
  input: { content: string; emailNotiFlag: boolean; candidateId?: number },
) {
  assertMemberOf(auth, organizationId);
  let mailed = false;
  const result = await deps.db.transaction(async (tx) => {
    const { application, context } = await lockCompanyApplication(tx, organizationId, applicationId);
    if (input.candidateId !== undefined && input.candidateId !== application.userId) throw notFound();
    const { action, kind } = COMPANY_ACTIONS[decision];
    const moved = await moveApplication(
      tx,
      application,
      action,
      { userId: auth.userId, role: 'COMPANY' },
      input.content,
    );
    mailed = await tellTalent(deps, tx, moved, context, kind, input.content, input.emailNotiFlag);
    return presentDetail(tx, moved, context);
  });
  if (mailed) deps.kickOutbox();
  return result;
}

/**
 * Rejects many applications with one message in one transaction. Each id is checked on its own (another
 * organization's → NOT_FOUND, an illegal move → INVALID_APPLICATION_TRANSITION) and reported; the others proceed.
 * Rows are locked in id order so two bulk actions cannot deadlock.
 */
export async function bulkReject(
  deps: Deps,
  auth: AuthContext,
  organizationId: number,
  input: { applicationIds: number[]; content: string; emailNotiFlag: boolean },
) {
  assertMemberOf(auth, organizationId);
  const ids = [...new Set(input.applicationIds)].sort((a, b) => a - b);
  let mailed = false;
  const results = await deps.db.transaction(async (tx) => {
    const out: { applicationId: number; ok: boolean; status: ApplicationStatus | null; errorCode: string | null }[] =
      [];
    for (const id of ids) {
      const application = await lockApplication(tx, id);
      const context = application ? await findApplicationContext(tx, application.postingId) : null;
      if (!application || application.status === 'WITHDRAWN' || context?.posting.organizationId !== organizationId) {
        out.push({ applicationId: id, ok: false, status: null, errorCode: 'NOT_FOUND' });
        continue;
      }
      if (nextApplicationStatus(application.status, 'REJECT') === null) {
        out.push({
          applicationId: id,
          ok: false,
          status: application.status,
          errorCode: 'INVALID_APPLICATION_TRANSITION',
        });
        continue;
      }
      const moved = await moveApplication(
        tx,
        application,
        'REJECT',
        { userId: auth.userId, role: 'COMPANY' },
        input.content,
      );
      if (await tellTalent(deps, tx, moved, context, 'APPLICATION_REJECTED', input.content, input.emailNotiFlag)) {
        mailed = true;
      }
      out.push({ applicationId: id, ok: true, status: moved.status, errorCode: null });
    }
    return out;
  });
  if (mailed) deps.kickOutbox();
  return { results };
}

/**
 * Asks the candidate to take an additional assessment (assessments module's request), noted in the history without
 * changing the state. Only while the application is open (409 once it is final).
 */
export async function requestAdditionalAssessment(
  deps: Deps,
  auth: AuthContext,
  organizationId: number,
  applicationId: number,
  input: { message: string; track: TrackLevel['track']; level: number },
) {
  assertMemberOf(auth, organizationId);
  return deps.db.transaction(async (tx) => {
    const { application, context } = await lockCompanyApplication(tx, organizationId, applicationId);
    // Open means the company could still reject it.
    if (nextApplicationStatus(application.status, 'REJECT') === null) {
      throw new AppError('INVALID_APPLICATION_TRANSITION', 409);
    }
    const request = await createAssessmentRequest(tx, {
      organizationId,
      talentUserId: application.userId,
      track: input.track,
      level: input.level as TrackLevel['level'],
      message: input.message,
      jobApplicationId: application.id,
    });
    await insertApplicationEvent(tx, {
      applicationId: application.id,
      fromStatus: application.status,
      toStatus: application.status,
      action: 'ADDITIONAL_ASSESSMENT',
      actorUserId: auth.userId,
      actorRole: 'COMPANY',
      message: input.message,
    });
    await notifyUsers(tx, [application.userId], 'ADDITIONAL_ASSESSMENT_REQUESTED', {
      applicationId: application.id,
      jobPostingId: context.posting.id,
      title: context.posting.title,
      companyName: context.org.name,
      track: input.track,
      level: input.level,
    });
    return { requestId: request.id };
  });
}

/** Counts per stage of each of the organization's postings. */
export async function recruitmentSummary(deps: Deps, auth: AuthContext, organizationId: number) {
  assertMemberOf(auth, organizationId);
  const { postings, counts } = await findRecruitmentCounts(deps.db, organizationId);
  return postings.map((p) => {
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

/* ---------- talent ---------- */

/** The caller's own application with its full history (404 for anyone else's). */
export async function getTalentApplication(deps: Deps, auth: AuthContext, userId: number, applicationId: number) {
  const { application, context } = await lockTalentApplication(deps.db, auth, userId, applicationId, false);
  return presentDetail(deps.db, application, context);
}

/** The talent accepts or declines the offer on their own application; the company's members are notified. */
export async function answerOffer(
  deps: Deps,
  auth: AuthContext,
  userId: number,
  applicationId: number,
  accept: boolean,
  message: string | undefined,
) {
  let mailed = 0;
  const result = await deps.db.transaction(async (tx) => {
    const { application, context } = await lockTalentApplication(tx, auth, userId, applicationId);
    const moved = await moveApplication(
      tx,
      application,
      accept ? 'ACCEPT_OFFER' : 'DECLINE_OFFER',
      { userId: auth.userId, role: 'TALENT' },
      message || null,
    );
    mailed = await tellCompany(deps, tx, application, context, accept ? 'OFFER_ACCEPTED' : 'OFFER_DECLINED', {
      content: message || null,
    });
    return presentDetail(tx, moved, context);
  });
  if (mailed > 0) deps.kickOutbox();
  return result;
}

/* ---------- interviews ---------- */

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
 * Notifies the active members of the application's organization, naming the talent, and mails those whose
 * settings allow it (e-mail and "job decisions"). Returns how many mails were queued.
 */
async function tellCompany(
  deps: Deps,
  tx: DbOrTx,
  application: ApplicationRow,
  context: Context,
  type: CompanyMailKind,
  mail: Pick<HiringMailValues, 'content' | 'interview' | 'attachments'> = {},
) {
  const talent = await findRecipient(tx, application.userId);
  const talentName = talent ? formatName(talent.firstName, talent.lastName) : '';
  const members = (await findMembers(tx, context.posting.organizationId)).filter((m) => m.status === 'ACTIVE');
  await notifyUsers(
    tx,
    members.map((m) => m.id),
    type,
    {
      applicationId: application.id,
      jobPostingId: context.posting.id,
      title: context.posting.title,
      talentName,
    },
  );
  return mailCompany(tx, deps.config, type, context.posting.organizationId, {
    companyName: context.org.name,
    title: context.posting.title,
    postingId: context.posting.id,
    talentName,
    ...mail,
  });
}

/**
 * The company proposes an interview to the talent `candidateId` on its posting `postingId`: the live application is
 * locked, the slots resolved to UTC (400), the application moved to INTERVIEW_PROPOSED (409 when illegal), any open
 * older proposal cancelled, and the talent notified.
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
    const context = await findApplicationContext(tx, postingId);
    if (!context || context.posting.organizationId !== organizationId) throw notFound();
    const application = await lockApplicationOf(tx, postingId, candidateId);
    if (!application) throw notFound();
    const now = new Date();
    const instants = slotsOrThrow(input.datesList, input.timeZone, now);
    const message = input.message || null;
    const moved = await moveApplication(
      tx,
      application,
      'PROPOSE_INTERVIEW',
      { userId: auth.userId, role: 'COMPANY' },
      message,
      now,
    );
    await cancelOpenInterviewProposals(tx, application.id, now);
    await insertInterviewProposal(
      tx,
      {
        applicationId: application.id,
        organizationId,
        type: input.type,
        meetingUrl: input.type === 'ONLINE' ? (input.meetingUrl ?? null) : null,
        location: input.type === 'OFFLINE' ? (input.location ?? null) : null,
        timeZone: input.timeZone,
        status: 'PROPOSED',
        proposedAt: now,
        message,
      },
      instants,
    );
    await notifyUsers(tx, [application.userId], 'INTERVIEW_PROPOSED', {
      applicationId: application.id,
      jobPostingId: context.posting.id,
      title: context.posting.title,
      companyName: context.org.name,
    });
    if (input.emailNotiFlag) {
      mailed = await mailTalent(tx, deps.config, 'INTERVIEW_PROPOSED', application.userId, {
        companyName: context.org.name,
        title: context.posting.title,
        postingId: context.posting.id,
        content: message,
        interview: {
          type: input.type,
          meetingUrl: input.type === 'ONLINE' ? (input.meetingUrl ?? null) : null,
          location: input.type === 'OFFLINE' ? (input.location ?? null) : null,
          timeZone: input.timeZone,
          starts: [...instants].sort((a, b) => a.getTime() - b.getTime()),
        },
      });
    }
    return presentDetail(tx, moved, context);
  });
  if (mailed) deps.kickOutbox();
  return result;
}

/** The open proposal of the caller's locked application (404 without one; 409 once it was answered). */
async function lockOpenProposal(tx: DbOrTx, auth: AuthContext, userId: number, applicationId: number) {
  const locked = await lockTalentApplication(tx, auth, userId, applicationId);
  const latest = await findLatestInterviewProposal(tx, applicationId);
  if (!latest) throw notFound();
  return { ...locked, latest };
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
    const { application, context, latest } = await lockOpenProposal(tx, auth, userId, applicationId);
    const slot = latest.slots.find((s) => s.id === slotId);
    if (!slot) throw notFound();
    if (latest.proposal.status !== 'PROPOSED') throw new AppError('INVALID_APPLICATION_TRANSITION', 409);
    const now = new Date();
    const moved = await moveApplication(
      tx,
      application,
      'SCHEDULE_INTERVIEW',
      { userId: auth.userId, role: 'TALENT' },
      null,
      now,
    );
    await updateInterviewProposal(tx, latest.proposal.id, {
      status: 'SCHEDULED',
      respondedAt: now,
      chosenSlotId: slot.id,
    });
    // Both sides get the same event (same UID) as an .ics attachment.
    const proposal = { ...latest.proposal, status: 'SCHEDULED' as const, respondedAt: now, chosenSlotId: slot.id };
    const mail = {
      content: null,
      interview: { ...proposal, starts: [slot.startsAt] },
      attachments: [
        icsAttachment(interviewIcsOf(proposal, slot, { title: context.posting.title, companyName: context.org.name })),
      ],
    };
    const toTalent = await mailTalent(tx, deps.config, 'INTERVIEW_SCHEDULED', application.userId, {
      companyName: context.org.name,
      title: context.posting.title,
      postingId: context.posting.id,
      ...mail,
    });
    const toCompany = await tellCompany(deps, tx, application, context, 'INTERVIEW_CHOSEN', mail);
    mailed = toTalent || toCompany > 0;
    return presentDetail(tx, moved, context);
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
    const { application, context, latest } = await lockOpenProposal(tx, auth, userId, applicationId);
    if (latest.proposal.status !== 'PROPOSED') throw new AppError('INVALID_APPLICATION_TRANSITION', 409);
    const now = new Date();
    const moved = await moveApplication(
      tx,
      application,
      'DECLINE_INTERVIEW',
      { userId: auth.userId, role: 'TALENT' },
      message || null,
      now,
    );
    await updateInterviewProposal(tx, latest.proposal.id, { status: 'DECLINED', respondedAt: now });
    mailed = await tellCompany(deps, tx, application, context, 'INTERVIEW_DECLINED', { content: message || null });
    return presentDetail(tx, moved, context);
  });
  if (mailed > 0) deps.kickOutbox();
  return result;
}

/** The confirmed interview of the caller's application as an iCalendar file (404 until a slot is chosen). */
export async function interviewIcs(deps: Deps, auth: AuthContext, userId: number, applicationId: number) {
  const { context } = await lockTalentApplication(deps.db, auth, userId, applicationId, false);
  const confirmed = confirmedSlot(await findLatestInterviewProposal(deps.db, applicationId));
  if (!confirmed) throw notFound();
  return interviewIcsOf(confirmed.proposal, confirmed.slot, {
    title: context.posting.title,
    companyName: context.org.name,
  });
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
  const application = await findApplicationById(deps.db, applicationId);
  if (!application || application.status === 'WITHDRAWN') throw notFound();
  const context = await findApplicationContext(deps.db, application.postingId);
  if (!context || context.posting.organizationId !== organizationId) throw notFound();
  const confirmed = confirmedSlot(await findLatestInterviewProposal(deps.db, applicationId));
  if (!confirmed) throw notFound();
  return interviewIcsOf(confirmed.proposal, confirmed.slot, {
    title: context.posting.title,
    companyName: context.org.name,
  });
}
