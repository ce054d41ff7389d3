import type { Offer } from '@app/contract/schemas/offer';
import type { OfferRow } from './hiring.offers.queries';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** An offer for its reader: the owner's return note is the company's own (null for the talent). */
export function presentOffer(row: OfferRow, audience: 'TALENT' | 'COMPANY'): Offer {
  return {
    id: row.id,
    status: row.status,
    salary: { amount: row.salaryAmount, currency: row.currency, period: row.period },
    startDate: row.startDate,
    expiresAt: row.expiresAt.toISOString(),
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    sentAt: iso(row.sentAt),
    answeredAt: iso(row.answeredAt),
    returnNote: audience === 'COMPANY' ? row.returnNote : null,
    returnedAt: audience === 'COMPANY' ? iso(row.returnedAt) : null,
  };
}
