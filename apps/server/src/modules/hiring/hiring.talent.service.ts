import type { ApplicationListQuery } from '@app/contract/schemas/application';
import type { Deps } from '../../deps';
import { notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/auth';
import { pageOfRows } from '../../http/page';
import { findTalentApplication, transitionApplication } from '../applications/application-lifecycle.service';
import { loadDetail } from './hiring.candidates.service';
import { mailCompanyAbout } from './hiring.notify';
import { recordOfferAnswer } from './hiring.offers.service';
import { presentTalentApplication } from './hiring.presenter';
import { findTalentApplicationPage } from './hiring.talent-page.queries';

/* The talent's side of hiring: their applications, one with its history, and their answer to an offer. */

/** The talent's own applications; `{id}` must be the caller (404 otherwise). */
export async function listTalentApplications(
  deps: Deps,
  auth: AuthContext,
  userId: number,
  query: ApplicationListQuery,
) {
  if (auth.userId !== userId) throw notFound();
  const { rows, total } = await findTalentApplicationPage(deps.db, userId, {
    statuses: query.status,
    sort: query.sort,
    direction: query.direction,
    page: query.page,
    size: query.size,
  });
  return pageOfRows(
    rows.map((r) => presentTalentApplication(r)),
    query.page,
    query.size,
    total,
  );
}

/** The caller's own application with its full history (404 for anyone else's). */
export async function getTalentApplication(deps: Deps, auth: AuthContext, userId: number, applicationId: number) {
  if (auth.userId !== userId) throw notFound();
  const { application, context } = await findTalentApplication(deps.db, userId, applicationId, false);
  return loadDetail(deps.db, application, context);
}

/**
 * The talent accepts or declines the offer on their own application before it expires; the company's members are told.
 */
export async function answerOffer(
  deps: Deps,
  auth: AuthContext,
  userId: number,
  applicationId: number,
  accept: boolean,
  message: string | undefined,
) {
  if (auth.userId !== userId) throw notFound();
  let mailed = 0;
  const result = await deps.db.transaction(async (tx) => {
    const { application, context } = await findTalentApplication(tx, userId, applicationId);
    const now = new Date();
    // The state rule refuses first (409 INVALID_APPLICATION_TRANSITION); then a lapsed offer (409 OFFER_EXPIRED).
    if (application.status === 'OFFERED') await recordOfferAnswer(tx, application.id, accept, now);
    const moved = await transitionApplication(tx, {
      application,
      talentId: userId,
      context,
      action: accept ? 'ACCEPT_OFFER' : 'DECLINE_OFFER',
      actor: { userId: auth.userId, role: 'TALENT' },
      message: message || null,
      now,
    });
    mailed = await mailCompanyAbout(deps, tx, application, context, accept ? 'OFFER_ACCEPTED' : 'OFFER_DECLINED', {
      content: message || null,
    });
    return loadDetail(tx, moved.application, context);
  });
  if (mailed > 0) deps.kickOutbox();
  return result;
}
