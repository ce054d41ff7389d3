import {
  type ApplicationStatus,
  countsAsApplicant,
  type HistoryAction,
  nextApplicationStatus,
} from '@app/contract/rules/application-state';
import { formatName } from '@app/contract/rules/names';
import type { NotificationType } from '@app/contract/schemas/notification';
import type { DbOrTx } from '../../db/client';
import type { PostingWithoutSearch } from '../../db/posting-card-columns';
import { AppError, notFound } from '../../http/app-error';
import { notifyUsers } from '../notifications/notifications.service';
import { findActiveMemberIds } from '../organizations/organizations.lookup.service';
import { adjustApplicantCount, findPosting } from '../postings/postings.lookup.service';
import { furthestAfter, recordStageChange } from './application-stage-times';
import {
  type ApplicationRow,
  findApplicationById,
  findApplicationEvents,
  findUserName,
  insertApplication,
  insertApplicationEvent,
  lockApplication,
  lockApplicationOf,
  updateApplication,
} from './applications.queries';

/*
 * The one owner of an application's state. Every move (apply, withdraw, open, decide, interview moves, offer answers,
 * and the note-only assessment request) goes through `transitionApplication`, which checks the contract's state rule,
 * writes the status, its dates, the history and the stage times analytics reads, keeps the posting's applicant count,
 * and tells the other side in the app. Use cases add what only they know (mails with their own content, interview rows, responses).
 */

export type { ApplicationRow };
export type ApplicationContext = {
  posting: PostingWithoutSearch;
  org: { id: number; name: string; logoUrl: string | null };
};
/** Who moved it; the system (an expired offer) has no user. */
export type Actor = { userId: number; role: 'TALENT' | 'COMPANY' } | { userId: null; role: 'SYSTEM' };

type Notice = { audience: 'TALENT' | 'COMPANY'; type: NotificationType };

/** Who is told in the app of each move, and how; a withdrawal tells nobody. */
const NOTICES: Partial<Record<HistoryAction, Notice>> = {
  APPLY: { audience: 'COMPANY', type: 'NEW_APPLICANT' },
  REAPPLY: { audience: 'COMPANY', type: 'NEW_APPLICANT' },
  REVIEW: { audience: 'TALENT', type: 'APPLICATION_VIEWED' },
  PROPOSE_INTERVIEW: { audience: 'TALENT', type: 'INTERVIEW_PROPOSED' },
  SCHEDULE_INTERVIEW: { audience: 'COMPANY', type: 'INTERVIEW_CHOSEN' },
  DECLINE_INTERVIEW: { audience: 'COMPANY', type: 'INTERVIEW_DECLINED' },
  OFFER: { audience: 'TALENT', type: 'APPLICATION_OFFERED' },
  ACCEPT_OFFER: { audience: 'COMPANY', type: 'OFFER_ACCEPTED' },
  DECLINE_OFFER: { audience: 'COMPANY', type: 'OFFER_DECLINED' },
  // The company is told of an expiry by the offers use case, with its own wording.
  EXPIRE_OFFER: { audience: 'TALENT', type: 'APPLICATION_OFFER_EXPIRED' },
  HIRE: { audience: 'TALENT', type: 'APPLICATION_HIRED' },
  REJECT: { audience: 'TALENT', type: 'APPLICATION_REJECTED' },
  CANCEL: { audience: 'TALENT', type: 'APPLICATION_CANCELLED' },
  ADDITIONAL_ASSESSMENT: { audience: 'TALENT', type: 'ADDITIONAL_ASSESSMENT_REQUESTED' },
};

export type Move = {
  /** The locked application; null only for a first application. */
  application: ApplicationRow | null;
  /** The applicant (used when `application` is null). */
  talentId: number;
  context: ApplicationContext;
  action: HistoryAction;
  actor: Actor;
  message?: string | null;
  now?: Date;
  /** Extra values for the in-app notification (e.g. the requested assessment). */
  notice?: Record<string, string | number>;
};

/** The state after the move, or 409 INVALID_APPLICATION_TRANSITION when the rule refuses it. */
function targetOf(from: ApplicationStatus | null, action: HistoryAction): ApplicationStatus {
  if (action === 'APPLY') {
    if (from === null) return 'APPLIED';
  } else if (from !== null) {
    // A note-only event: allowed while the company could still decide (the state stays).
    if (action === 'ADDITIONAL_ASSESSMENT') {
      if (nextApplicationStatus(from, 'REJECT') !== null) return from;
    } else {
      const to = nextApplicationStatus(from, action);
      if (to !== null) return to;
    }
  }
  throw new AppError('INVALID_APPLICATION_TRANSITION', 409);
}

/** The dates a move sets. */
function datesFor(
  action: HistoryAction,
  to: ApplicationStatus,
  row: ApplicationRow,
  now: Date,
): Partial<ApplicationRow> {
  if (action === 'REAPPLY') return { appliedAt: now, withdrawnAt: null, openedAt: null };
  if (action === 'REVIEW') return { openedAt: row.openedAt ?? now };
  switch (to) {
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
    case 'WITHDRAWN':
      return { withdrawnAt: now };
    default:
      return {};
  }
}

async function tellOtherSide(tx: DbOrTx, move: Move, application: ApplicationRow, now: Date) {
  const notice = NOTICES[move.action];
  if (!notice) return;
  const { posting, org } = move.context;
  const base = { applicationId: application.id, jobPostingId: posting.id, title: posting.title, ...move.notice };
  if (notice.audience === 'TALENT') {
    await notifyUsers(tx, [application.userId], notice.type, { ...base, companyName: org.name }, now);
    return;
  }
  const talent = await findUserName(tx, application.userId);
  const talentName = talent ? formatName(talent.firstName, talent.lastName) : '';
  const members = await findActiveMemberIds(tx, posting.organizationId);
  await notifyUsers(tx, members, notice.type, { ...base, talentName }, now);
}

/**
 * Moves an application by `action` inside the caller's transaction (which must hold the row's lock, or the posting's
 * for a first application). Returns the row as it now is and the posting's applicant count when it changed.
 */
export async function transitionApplication(tx: DbOrTx, move: Move) {
  const now = move.now ?? new Date();
  const from = move.application?.status ?? null;
  const to = targetOf(from, move.action);
  const postingId = move.context.posting.id;
  let application: ApplicationRow;
  if (move.application === null) application = await insertApplication(tx, postingId, move.talentId, now);
  else if (to === from) application = move.application;
  else {
    const dates = datesFor(move.action, to, move.application, now);
    const furthestStage = furthestAfter(move.application.furthestStage, to);
    application = await updateApplication(tx, move.application.id, {
      status: to,
      ...dates,
      ...(furthestStage && { furthestStage }),
      updatedAt: now,
    });
  }
  if (to !== from) await recordStageChange(tx, application, move.context.posting.organizationId, from, now);
  await insertApplicationEvent(tx, {
    applicationId: application.id,
    fromStatus: from,
    toStatus: to,
    action: move.action,
    actorUserId: move.actor.userId,
    actorRole: move.actor.role,
    message: move.message ?? null,
    createdAt: now,
  });
  const delta = Number(countsAsApplicant(to)) - Number(from !== null && countsAsApplicant(from));
  const applicantCount = delta === 0 ? null : await adjustApplicantCount(tx, postingId, delta);
  await tellOtherSide(tx, move, application, now);
  return { application, applicantCount };
}

/** The application's posting and organization. */
export async function findApplicationContext(db: DbOrTx, postingId: number): Promise<ApplicationContext | null> {
  return findPosting(db, postingId);
}

/**
 * The application of one of the organization's postings, with its posting, locked when `lock` (404 for another
 * organization's application or a withdrawn one).
 */
export async function findCompanyApplication(db: DbOrTx, organizationId: number, applicationId: number, lock = true) {
  const application = lock ? await lockApplication(db, applicationId) : await findApplicationById(db, applicationId);
  // An anonymous one (retention window over, decision 039) is no longer the company's to open.
  if (!application || application.status === 'WITHDRAWN' || application.anonymizedAt) throw notFound();
  const context = await findApplicationContext(db, application.postingId);
  if (!context || context.posting.organizationId !== organizationId) throw notFound();
  return { application, context };
}

/** The live application of `talentId` to one of the organization's postings, locked (404 otherwise). */
export async function lockCandidateApplication(
  db: DbOrTx,
  organizationId: number,
  postingId: number,
  talentId: number,
) {
  const context = await findApplicationContext(db, postingId);
  if (!context || context.posting.organizationId !== organizationId) throw notFound();
  const application = await lockApplicationOf(db, postingId, talentId);
  if (!application || application.anonymizedAt) throw notFound();
  return { application, context };
}

/** The talent's own application, locked when `lock` (404 for anyone else's). */
export async function findTalentApplication(db: DbOrTx, talentId: number, applicationId: number, lock = true) {
  const application = lock ? await lockApplication(db, applicationId) : await findApplicationById(db, applicationId);
  if (!application || application.userId !== talentId) throw notFound();
  const context = await findApplicationContext(db, application.postingId);
  if (!context) throw notFound();
  return { application, context };
}

/** The history of an application, oldest first. */
export function findHistory(db: DbOrTx, applicationId: number) {
  return findApplicationEvents(db, applicationId);
}

/**
 * Records that the company opened an application whose state the opening does not move (e.g. decided from the list
 * without opening it); an APPLIED one is opened by the REVIEW move instead.
 */
export async function markOpened(tx: DbOrTx, application: ApplicationRow, now = new Date()) {
  if (application.openedAt !== null) return application;
  return updateApplication(tx, application.id, { openedAt: now });
}
