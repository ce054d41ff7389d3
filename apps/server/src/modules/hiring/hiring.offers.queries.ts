import { type OfferStatus, OPEN_OFFER_STATUSES } from '@app/contract/rules/offer';
import { and, asc, desc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobOffers } from '../../db/schema/offers';

export type OfferRow = typeof jobOffers.$inferSelect;
export type NewOffer = typeof jobOffers.$inferInsert;

export async function insertOffer(db: DbOrTx, values: NewOffer) {
  const [row] = await db.insert(jobOffers).values(values).returning();
  if (!row) throw new Error('offer insert returned nothing');
  return row;
}

export async function updateOffer(db: DbOrTx, id: number, values: Partial<NewOffer>) {
  const [row] = await db.update(jobOffers).set(values).where(eq(jobOffers.id, id)).returning();
  if (!row) throw new Error(`offer ${id} vanished`);
  return row;
}

/** The application's open offer (waiting for approval or for the talent), if any; the caller holds the row lock. */
export async function findOpenOffer(db: DbOrTx, applicationId: number) {
  const [row] = await db
    .select()
    .from(jobOffers)
    .where(and(eq(jobOffers.applicationId, applicationId), inArray(jobOffers.status, [...OPEN_OFFER_STATUSES])))
    .limit(1);
  return row ?? null;
}

/** The latest offer of the application; for the talent only one that was sent (`sentOnly`). */
export async function findLatestOffer(db: DbOrTx, applicationId: number, sentOnly: boolean) {
  const [row] = await db
    .select()
    .from(jobOffers)
    .where(and(eq(jobOffers.applicationId, applicationId), sentOnly ? isNotNull(jobOffers.sentAt) : undefined))
    .orderBy(desc(jobOffers.id))
    .limit(1);
  return row ?? null;
}

/** Ends every open offer of the application with `status` (the company rejected or cancelled it). */
export async function closeOpenOffers(db: DbOrTx, applicationId: number, status: OfferStatus, now: Date) {
  await db
    .update(jobOffers)
    .set({ status, answeredAt: now, updatedAt: now })
    .where(and(eq(jobOffers.applicationId, applicationId), inArray(jobOffers.status, [...OPEN_OFFER_STATUSES])));
}

/**
 * The applications of sent offers whose expiry has passed, oldest first (the partial index job_offers_due_idx finds
 * them). Not locked: the sweeper locks each application first, as every other offer move does, then looks again.
 */
export async function findDueOffers(db: DbOrTx, now: Date, limit: number) {
  const rows = await db
    .select({ applicationId: jobOffers.applicationId, organizationId: jobOffers.organizationId })
    .from(jobOffers)
    .where(and(eq(jobOffers.status, 'SENT'), lte(jobOffers.expiresAt, now)))
    .orderBy(asc(jobOffers.expiresAt))
    .limit(limit);
  return rows;
}
