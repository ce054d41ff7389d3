import { type ApplicationStatus, nextApplicationStatus } from '@app/contract/rules/application-state';
import type { TrackLevel } from '@app/contract/schemas/assessment-track';
import type { Deps } from '../../deps';
import { assertMemberOf } from '../../http/access';
import { AppError, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/auth';
import { findCompanyApplication, transitionApplication } from '../applications/application-lifecycle.service';
import { createAssessmentRequest } from '../assessments/assessments.requests.service';
import { loadDetail } from './hiring.candidates.service';
import { endInterviewWith } from './hiring.invitations.service';
import type { TalentMailKind } from './hiring.mails';
import { mailTalentAbout } from './hiring.notify';
import { cancelOpenOffers } from './hiring.offers.service';

/*
 * The company's decisions on applications: reject, cancel, hire (one or many), and additional assessments. Offers have
 * terms and their own use case (hiring.offers.service.ts).
 */

const DECISIONS = {
  reject: { action: 'REJECT', mail: 'APPLICATION_REJECTED' },
  cancel: { action: 'CANCEL', mail: 'APPLICATION_CANCELLED' },
  hired: { action: 'HIRE', mail: 'APPLICATION_HIRED' },
} as const satisfies Record<string, { action: string; mail: TalentMailKind }>;
export type CompanyDecision = keyof typeof DECISIONS;

const companyActor = (auth: AuthContext) => ({ userId: auth.userId, role: 'COMPANY' as const });

/**
 * A company's move on one application: reject, cancel or hired (an open offer ends with a rejection or cancellation). The row is locked, the rule checked (409),
 * the history written, the talent told in the app and, when `emailNotiFlag`, by mail, all in one transaction.
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
    const { application, context } = await findCompanyApplication(tx, organizationId, applicationId);
    if (input.candidateId !== undefined && input.candidateId !== application.userId) throw notFound();
    const { action, mail } = DECISIONS[decision];
    const moved = await transitionApplication(tx, {
      application,
      talentId: application.userId,
      context,
      action,
      actor: companyActor(auth),
      message: input.content,
    });
    if (decision !== 'hired') await cancelOpenOffers(tx, application.id);
    if (input.emailNotiFlag) {
      mailed = await mailTalentAbout(deps, tx, moved.application, context, mail, { content: input.content });
    }
    mailed = (await endInterviewWith(deps, tx, moved.application, context)) || mailed;
    return loadDetail(tx, moved.application, context);
  });
  if (mailed) deps.kickOutbox();
  return result;
}

type BulkResult = { applicationId: number; ok: boolean; status: ApplicationStatus | null; errorCode: string | null };

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
    const out: BulkResult[] = [];
    for (const id of ids) {
      const found = await findCompanyApplication(tx, organizationId, id).catch((error: unknown) => {
        if (error instanceof AppError && error.status === 404) return null;
        throw error;
      });
      if (!found) {
        out.push({ applicationId: id, ok: false, status: null, errorCode: 'NOT_FOUND' });
        continue;
      }
      const { application, context } = found;
      // A refused move is reported, not thrown: the transaction goes on with the other ids.
      if (nextApplicationStatus(application.status, 'REJECT') === null) {
        out.push({
          applicationId: id,
          ok: false,
          status: application.status,
          errorCode: 'INVALID_APPLICATION_TRANSITION',
        });
        continue;
      }
      const moved = await transitionApplication(tx, {
        application,
        talentId: application.userId,
        context,
        action: 'REJECT',
        actor: companyActor(auth),
        message: input.content,
      });
      await cancelOpenOffers(tx, application.id);
      if (input.emailNotiFlag) {
        const queued = await mailTalentAbout(deps, tx, moved.application, context, 'APPLICATION_REJECTED', {
          content: input.content,
        });
        mailed ||= queued;
      }
      mailed = (await endInterviewWith(deps, tx, moved.application, context)) || mailed;
      out.push({ applicationId: id, ok: true, status: moved.application.status, errorCode: null });
    }
    return out;
  });
  if (mailed) deps.kickOutbox();
  return { results };
}

/**
 * Asks the candidate to take an additional assessment (the assessments area's request), noted in the history without
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
    const { application, context } = await findCompanyApplication(tx, organizationId, applicationId);
    await transitionApplication(tx, {
      application,
      talentId: application.userId,
      context,
      action: 'ADDITIONAL_ASSESSMENT',
      actor: companyActor(auth),
      message: input.message,
      notice: { track: input.track, level: input.level },
    });
    const request = await createAssessmentRequest(tx, {
      organizationId,
      talentUserId: application.userId,
      track: input.track,
      level: input.level as TrackLevel['level'],
      message: input.message,
      jobApplicationId: application.id,
    });
    return { requestId: request.id };
  });
}
