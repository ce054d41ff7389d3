import { nextApplicationStatus } from '@app/contract/rules/application-state';
import { formatName } from '@app/contract/rules/names';
import { isOfferExpired, offerIssues, offerStatusOnSubmit } from '@app/contract/rules/offer';
import type { OfferRequest } from '@app/contract/schemas/offer';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../deps';
import { assertMemberOf } from '../../http/access';
import { AppError, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/auth';
import {
  type ApplicationContext,
  type ApplicationRow,
  findCompanyApplication,
  transitionApplication,
} from '../applications/application-lifecycle.service';
import { notifyUsers } from '../notifications/notifications.service';
import {
  assertOrganizationOwner,
  findOfferApproverIds,
  isOrganizationOwner,
  offersNeedApproval,
} from '../organizations/organizations.offer-settings.service';
import { loadDetail } from './hiring.candidates.service';
import { mailOffer, type OfferMailValues } from './hiring.offers.mails';
import { closeOpenOffers, findOpenOffer, insertOffer, type OfferRow, updateOffer } from './hiring.offers.queries';
import { findRecipient } from './hiring.queries';

/*
 * Structured offers (decision 037). A company member makes an offer with terms; it is sent at once, or, when the
 * organization wants approval and the maker is not an owner, it waits for an owner who approves (sent) or returns it
 * with a note. Sending is the application's OFFER move; the talent's answer and the clock's expiry end it.
 */

type Outcome = { queuedMail: number };

async function mailValues(
  tx: DbOrTx,
  application: ApplicationRow,
  context: ApplicationContext,
): Promise<OfferMailValues> {
  const talent = await findRecipient(tx, application.userId);
  return {
    companyName: context.org.name,
    title: context.posting.title,
    postingId: context.posting.id,
    talentName: talent ? formatName(talent.firstName, talent.lastName) : '',
  };
}

/** The OFFER move with the offer's message, and the terms mailed to the talent when the maker asked for it. */
async function send(
  deps: Deps,
  tx: DbOrTx,
  offer: OfferRow,
  application: ApplicationRow,
  context: ApplicationContext,
  actorId: number,
  now: Date,
  out: Outcome,
) {
  const moved = await transitionApplication(tx, {
    application,
    talentId: application.userId,
    context,
    action: 'OFFER',
    actor: { userId: actorId, role: 'COMPANY' },
    message: offer.message,
    now,
  });
  const sent = await updateOffer(tx, offer.id, { status: 'SENT', sentAt: now, updatedAt: now });
  if (offer.emailNotiFlag) {
    out.queuedMail += await mailOffer(
      tx,
      deps.config,
      'APPLICATION_OFFERED',
      [application.userId],
      sent,
      await mailValues(tx, application, context),
    );
  }
  return moved.application;
}

function assertValidTerms(input: OfferRequest, now: Date) {
  const issues = offerIssues(input, now);
  if (issues.length > 0) throw new AppError('VALIDATION_FAILED', 400, issues);
}

/**
 * `POST …/job-applications/{appId}/offers`: checks the terms against the clock (400 with each bad field), the move
 * (409 INVALID_APPLICATION_TRANSITION) and that no other offer is open (409 OFFER_ALREADY_OPEN), then sends the offer
 * or holds it for approval, telling the owners.
 */
export async function submitOffer(
  deps: Deps,
  auth: AuthContext,
  organizationId: number,
  applicationId: number,
  input: OfferRequest,
) {
  assertMemberOf(auth, organizationId);
  const out: Outcome = { queuedMail: 0 };
  const result = await deps.db.transaction(async (tx) => {
    const now = new Date();
    let { application, context } = await findCompanyApplication(tx, organizationId, applicationId);
    if (input.candidateId !== application.userId) throw notFound();
    assertValidTerms(input, now);
    if (nextApplicationStatus(application.status, 'OFFER') === null) {
      throw new AppError('INVALID_APPLICATION_TRANSITION', 409);
    }
    if (await findOpenOffer(tx, application.id)) throw new AppError('OFFER_ALREADY_OPEN', 409);
    const status = offerStatusOnSubmit(
      await offersNeedApproval(tx, organizationId),
      await isOrganizationOwner(tx, organizationId, auth.userId),
    );
    const offer = await insertOffer(tx, {
      applicationId: application.id,
      organizationId,
      status: 'PENDING_APPROVAL',
      salaryAmount: input.salary.amount,
      currency: input.salary.currency,
      period: input.salary.period,
      startDate: input.startDate,
      expiresAt: new Date(input.expiresAt),
      message: input.content,
      emailNotiFlag: input.emailNotiFlag ?? true,
      createdBy: auth.userId,
      createdAt: now,
      updatedAt: now,
    });
    if (status === 'SENT') {
      application = await send(deps, tx, offer, application, context, auth.userId, now, out);
    } else {
      const owners = await findOfferApproverIds(tx, organizationId);
      const values = await mailValues(tx, application, context);
      const params = {
        applicationId: application.id,
        jobPostingId: context.posting.id,
        title: context.posting.title,
        talentName: values.talentName,
      };
      await notifyUsers(tx, owners, 'OFFER_APPROVAL_REQUESTED', params, now);
      out.queuedMail += await mailOffer(tx, deps.config, 'OFFER_APPROVAL_REQUESTED', owners, offer, values);
    }
    return loadDetail(tx, application, context, 'COMPANY');
  });
  if (out.queuedMail > 0) deps.kickOutbox();
  return result;
}

/** The offer waiting for approval on one of the organization's applications, with the application locked. */
async function lockPendingOffer(tx: DbOrTx, organizationId: number, applicationId: number) {
  const { application, context } = await findCompanyApplication(tx, organizationId, applicationId);
  const offer = await findOpenOffer(tx, application.id);
  if (offer?.status !== 'PENDING_APPROVAL') throw new AppError('OFFER_NOT_AWAITING_APPROVAL', 409);
  return { application, context, offer };
}

/**
 * `POST …/offer/approve`: an owner (403 for other members) sends the waiting offer. 409 OFFER_EXPIRED when its expiry
 * passed while it waited (return it instead), 409 INVALID_APPLICATION_TRANSITION when the application moved on.
 */
export async function approveOffer(deps: Deps, auth: AuthContext, organizationId: number, applicationId: number) {
  await assertOrganizationOwner(deps.db, auth, organizationId);
  const out: Outcome = { queuedMail: 0 };
  const result = await deps.db.transaction(async (tx) => {
    const now = new Date();
    let { application, context, offer } = await lockPendingOffer(tx, organizationId, applicationId);
    if (offer.expiresAt.getTime() <= now.getTime()) throw new AppError('OFFER_EXPIRED', 409);
    if (nextApplicationStatus(application.status, 'OFFER') === null) {
      throw new AppError('INVALID_APPLICATION_TRANSITION', 409);
    }
    offer = await updateOffer(tx, offer.id, { decidedBy: auth.userId, updatedAt: now });
    application = await send(deps, tx, offer, application, context, auth.userId, now, out);
    return loadDetail(tx, application, context, 'COMPANY');
  });
  if (out.queuedMail > 0) deps.kickOutbox();
  return result;
}

/** `POST …/offer/return`: an owner sends the waiting offer back to its maker with a note (told in the app). */
export async function returnOffer(
  deps: Deps,
  auth: AuthContext,
  organizationId: number,
  applicationId: number,
  note: string,
) {
  await assertOrganizationOwner(deps.db, auth, organizationId);
  return deps.db.transaction(async (tx) => {
    const now = new Date();
    const { application, context, offer } = await lockPendingOffer(tx, organizationId, applicationId);
    await updateOffer(tx, offer.id, {
      status: 'RETURNED',
      returnNote: note,
      returnedAt: now,
      decidedBy: auth.userId,
      updatedAt: now,
    });
    if (offer.createdBy !== null && offer.createdBy !== auth.userId) {
      const { talentName } = await mailValues(tx, application, context);
      await notifyUsers(
        tx,
        [offer.createdBy],
        'OFFER_RETURNED',
        { applicationId: application.id, jobPostingId: context.posting.id, title: context.posting.title, talentName },
        now,
      );
    }
    return loadDetail(tx, application, context, 'COMPANY');
  });
}

/**
 * The talent's answer, inside their transaction (the application locked): the sent offer is marked accepted or
 * declined; 409 OFFER_EXPIRED once its expiry has passed, even before the sweeper has closed it. Offers made before
 * structured offers existed have no row and are answered as before.
 */
export async function recordOfferAnswer(tx: DbOrTx, applicationId: number, accept: boolean, now: Date) {
  const offer = await findOpenOffer(tx, applicationId);
  if (offer?.status !== 'SENT') return;
  if (isOfferExpired(offer, now)) throw new AppError('OFFER_EXPIRED', 409);
  await updateOffer(tx, offer.id, { status: accept ? 'ACCEPTED' : 'DECLINED', answeredAt: now, updatedAt: now });
}

/** The company rejected or cancelled the application: any offer still open ends with it. */
export async function cancelOpenOffers(tx: DbOrTx, applicationId: number, now = new Date()) {
  await closeOpenOffers(tx, applicationId, 'CANCELLED', now);
}
