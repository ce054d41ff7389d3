import {
  addDays,
  DOCUMENT_REQUEST_ANSWER_DAYS,
  type DocumentRequestKind,
  documentRequestProblem,
  isUnsuccessful,
  overdueStage,
  retentionEndsAt,
} from '@app/contract/rules/fair-hiring';
import { formatName } from '@app/contract/rules/names';
import type { Locale } from '@app/contract/schemas/common';
import type { FairHiringAlerts, FairHiringSettings, TalentFairHiring } from '@app/contract/schemas/fair-hiring';
import type { Deps } from '../../deps';
import { assertMemberOf } from '../../http/access';
import { AppError, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/auth';
import { notifyUsers } from '../notifications/notifications.service';
import { findActiveMemberIds } from '../organizations/organizations.lookup.service';
import { anonymizeApplication } from './fair-hiring.anonymize';
import { KIND_WORDS, mailMembers, mailTalents } from './fair-hiring.mails';
import { scheduleOf } from './fair-hiring.notices.service';
import { presentDocumentRequest } from './fair-hiring.presenter';
import {
  confirmDocumentRequest,
  findApplicantId,
  findDelayGraceDays,
  findDocumentRequest,
  findOpenDocumentRequests,
  findOverdueOfOrganization,
  insertDocumentRequest,
  lockDocumentRequest,
  updateDelayGraceDays,
} from './fair-hiring.queries';

/* The talent's and the company's sides of the Fair Hiring Procedure Act duties (decision 039). */

/** How many overdue applications and open requests the dashboard lists (the totals say how many more). */
export const ALERTS_LIMIT = 50;

const kindParams = (kind: DocumentRequestKind) => ({ kindEn: KIND_WORDS.en[kind], kindKo: KIND_WORDS.ko[kind] });

/** `GET …/applications/{appId}/fair-hiring`: the stated schedule, the result's window and any documents request. */
export async function getTalentFairHiring(
  deps: Deps,
  auth: AuthContext,
  userId: number,
  applicationId: number,
  now = new Date(),
): Promise<TalentFairHiring> {
  if (auth.userId !== userId) throw notFound();
  const { application, context } = await deps.applications.findTalentApplication(deps.db, userId, applicationId, false);
  const p = context.posting;
  const request = await findDocumentRequest(deps.db, application.id);
  const decided = application.decidedAt;
  return {
    applicationId: application.id,
    status: application.status,
    hiringProcess: p.hiringProcess,
    ...scheduleOf(p),
    documentRetentionDays: p.documentRetentionDays,
    appliedAt: application.appliedAt.toISOString(),
    decidedAt: decided?.toISOString() ?? null,
    retentionEndsAt:
      decided && isUnsuccessful(application.status)
        ? retentionEndsAt(decided, p.documentRetentionDays).toISOString()
        : null,
    overdue: overdueStage(application.status, p, now),
    documentRequest: request ? presentDocumentRequest(request) : null,
    canRequestDocuments: request === null && documentRequestProblem(application, p.documentRetentionDays, now) === null,
    isAnonymized: application.anonymizedAt !== null,
  };
}

/**
 * A rejected (or cancelled) talent asks, within the retention window, for their documents to be returned or deleted
 * from the company's view (Art. 11). The company's members are told in the app and by mail; they confirm within 14
 * days. One request per application (409 DOCUMENT_REQUEST_EXISTS).
 */
export async function requestDocuments(
  deps: Deps,
  auth: AuthContext,
  userId: number,
  applicationId: number,
  kind: DocumentRequestKind,
  now = new Date(),
) {
  if (auth.userId !== userId) throw notFound();
  const result = await deps.db.transaction(async (tx) => {
    const { application, context } = await deps.applications.findTalentApplication(tx, userId, applicationId);
    const problem = documentRequestProblem(application, context.posting.documentRetentionDays, now);
    if (problem) throw new AppError(problem, 409);
    const dueAt = addDays(now, DOCUMENT_REQUEST_ANSWER_DAYS);
    const row = await insertDocumentRequest(tx, {
      applicationId,
      organizationId: context.posting.organizationId,
      kind,
      requestedAt: now,
      dueAt,
    });
    if (!row) throw new AppError('DOCUMENT_REQUEST_EXISTS', 409);
    const talentName = formatName(application.applicantFirstName, application.applicantLastName);
    const values = { title: context.posting.title, jobPostingId: context.posting.id, applicationId, talentName };
    const members = await findActiveMemberIds(tx, context.posting.organizationId);
    const dueDate = dueAt.toISOString().slice(0, 10);
    await notifyUsers(
      tx,
      members,
      'DOCUMENT_REQUESTED',
      { ...values, ...kindParams(kind), requestId: row.id, dueDate },
      now,
    );
    await mailMembers(tx, deps.config, 'DOCUMENT_REQUESTED', context.posting.organizationId, {
      companyName: context.org.name,
      title: context.posting.title,
      postingId: context.posting.id,
      applicationId,
      talentName,
      kind,
      dueAt,
    });
    return presentDocumentRequest(row);
  });
  deps.kickOutbox();
  return result;
}

/**
 * The company confirms it returned or deleted the documents: the application's personal content is removed at once
 * (fair-hiring.anonymize.ts) and the talent is told in the app and by mail. Confirming twice is a no-op.
 */
export async function confirmDocuments(
  deps: Deps,
  auth: AuthContext,
  organizationId: number,
  requestId: number,
  now = new Date(),
) {
  assertMemberOf(auth, organizationId);
  const result = await deps.db.transaction(async (tx) => {
    const request = await lockDocumentRequest(tx, organizationId, requestId);
    if (!request) throw notFound();
    if (request.confirmedAt) return { row: request, mailed: 0 };
    const talentId = await findApplicantId(tx, request.applicationId);
    if (talentId === null) throw notFound();
    const { application, context } = await deps.applications.findTalentApplication(tx, talentId, request.applicationId);
    const row = await confirmDocumentRequest(tx, request.id, auth.userId, now);
    await anonymizeApplication(tx, application.id, now);
    await notifyUsers(
      tx,
      [application.userId],
      'DOCUMENT_REQUEST_CONFIRMED',
      {
        applicationId: application.id,
        jobPostingId: context.posting.id,
        title: context.posting.title,
        companyName: context.org.name,
        ...kindParams(request.kind),
      },
      now,
    );
    const mailed = await mailTalents(tx, deps.config, 'DOCUMENT_REQUEST_CONFIRMED', [
      {
        userId: application.userId,
        values: {
          companyName: context.org.name,
          title: context.posting.title,
          postingId: context.posting.id,
          applicationId: application.id,
          kind: request.kind,
        },
      },
    ]);
    return { row, mailed };
  });
  if (result.mailed > 0) deps.kickOutbox();
  return presentDocumentRequest(result.row);
}

/** `GET …/fair-hiring/alerts`: applications past a stated date and open documents requests, for the dashboard. */
export async function getAlerts(
  deps: Deps,
  auth: AuthContext,
  organizationId: number,
  /** The reader's language: an erased talent reads as "Deleted user" or "탈퇴한 사용자". */
  lang: Locale,
  now = new Date(),
): Promise<FairHiringAlerts> {
  assertMemberOf(auth, organizationId);
  const overdue = await findOverdueOfOrganization(deps.db, organizationId, now, ALERTS_LIMIT);
  const requests = await findOpenDocumentRequests(deps.db, organizationId, ALERTS_LIMIT);
  return {
    overdue: overdue.rows.flatMap(({ application: a, posting }) => {
      const late = overdueStage(a.status, posting, now);
      return late
        ? [
            {
              applicationId: a.id,
              postingId: posting.id,
              title: posting.title,
              talentName: formatName(a.applicantFirstName, a.applicantLastName, lang),
              status: a.status,
              stage: late.stage,
              date: late.date,
              isTalentNotified: a.delayNotifiedFor === late.date,
            },
          ]
        : [];
    }),
    overdueTotal: overdue.total,
    documentRequests: requests.rows.map((r) => ({
      ...presentDocumentRequest(r.request),
      postingId: r.postingId,
      title: r.title,
      talentName: formatName(r.firstName, r.lastName, lang),
      isOverdue: r.request.dueAt < now,
    })),
    documentRequestTotal: requests.total,
  };
}

export async function getSettings(deps: Deps, auth: AuthContext, organizationId: number): Promise<FairHiringSettings> {
  assertMemberOf(auth, organizationId);
  const delayGraceDays = await findDelayGraceDays(deps.db, organizationId);
  if (delayGraceDays === null) throw notFound();
  return { delayGraceDays };
}

export async function saveSettings(
  deps: Deps,
  auth: AuthContext,
  organizationId: number,
  input: FairHiringSettings,
): Promise<FairHiringSettings> {
  assertMemberOf(auth, organizationId);
  await updateDelayGraceDays(deps.db, organizationId, input.delayGraceDays);
  return getSettings(deps, auth, organizationId);
}
