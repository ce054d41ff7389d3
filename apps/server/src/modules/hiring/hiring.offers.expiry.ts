import { formatName } from '@app/contract/rules/names';
import { isOfferExpired } from '@app/contract/rules/offer';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { findCompanyApplication, transitionApplication } from '../applications/application-lifecycle.service';
import { notifyUsers } from '../notifications/notifications.service';
import { findActiveMemberIds } from '../organizations/organizations.lookup.service';
import { mailOffer } from './hiring.offers.mails';
import { findDueOffers, findOpenOffer, updateOffer } from './hiring.offers.queries';
import { findRecipient } from './hiring.queries';

/*
 * Offers whose expiry passed close by themselves (decision 037): the application moves OFFERED → OFFER_DECLINED by
 * the system's EXPIRE_OFFER (its history says so), the offer becomes EXPIRED, and both sides are told in the app and,
 * as their settings allow, by mail. Each offer is its own transaction, locking the application first like every other
 * offer move; one that was answered in the meantime is left alone.
 */

const BATCH = 100;

/** Closes the offers due at `now` (the clock is a parameter so tests can move it); returns how many, and mails queued. */
export async function expireDueOffers(deps: { db: Db; config: Config }, now = new Date()) {
  let expired = 0;
  let mailed = 0;
  for (const due of await findDueOffers(deps.db, now, BATCH)) {
    const { applicationId } = due;
    await deps.db.transaction(async (tx) => {
      // Locks the application; a withdrawn one (404) still has its offer closed below.
      const found = await findCompanyApplication(tx, due.organizationId, applicationId).catch((error: unknown) => {
        if (error instanceof AppError && error.status === 404) return null;
        throw error;
      });
      const offer = await findOpenOffer(tx, applicationId);
      if (!offer || !isOfferExpired(offer, now)) return;
      const { application, context } = found ?? { application: null, context: null };
      const closed = await updateOffer(tx, offer.id, { status: 'EXPIRED', answeredAt: now, updatedAt: now });
      expired += 1;
      // An offer outlives its move only through data written by hand; close the offer and leave the state.
      if (application?.status !== 'OFFERED' || !context) return;
      await transitionApplication(tx, {
        application,
        talentId: application.userId,
        context,
        action: 'EXPIRE_OFFER',
        actor: { userId: null, role: 'SYSTEM' },
        now,
      });
      const talent = await findRecipient(tx, application.userId);
      const values = {
        companyName: context.org.name,
        title: context.posting.title,
        postingId: context.posting.id,
        talentName: talent ? formatName(talent.firstName, talent.lastName) : '',
      };
      const members = await findActiveMemberIds(tx, context.posting.organizationId);
      await notifyUsers(
        tx,
        members,
        'OFFER_EXPIRED',
        { applicationId, jobPostingId: values.postingId, title: values.title, talentName: values.talentName },
        now,
      );
      mailed += await mailOffer(tx, deps.config, 'APPLICATION_OFFER_EXPIRED', [application.userId], closed, values);
      mailed += await mailOffer(tx, deps.config, 'OFFER_EXPIRED', members, closed, values);
    });
  }
  return { expired, mailed };
}
