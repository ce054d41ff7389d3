import { describe, expect, it } from 'vitest';
import { expiryInstant, offerDefaults, offerFormIssues, toOfferRequest } from './offer-form';

const now = new Date('2026-11-27T09:00:00');

describe('the offer form', () => {
  it('starts valid once an amount and a message are written', () => {
    const values = { ...offerDefaults(now), amount: '60,000,000', content: '함께해요' };
    expect(offerFormIssues(values, now)).toEqual([]);
    expect(toOfferRequest(values, 7)).toMatchObject({
      candidateId: 7,
      salary: { amount: 60_000_000, currency: 'KRW', period: 'YEAR' },
      startDate: '2026-12-27',
      expiresAt: new Date('2026-12-04T23:59:00').toISOString(),
    });
  });

  it('names each field the contract refuses', () => {
    const issues = offerFormIssues(
      { ...offerDefaults(now), amount: '6000', content: '', startDate: '2026-01-01', expiryDate: '2027-03-01' },
      now,
    );
    expect(issues).toEqual([
      { field: 'content', key: 'validation.required' },
      { field: 'amount', key: 'validation.offerSalaryImplausible' },
      { field: 'startDate', key: 'validation.offerStartPast' },
      { field: 'expiryDate', key: 'validation.offerExpiryTooFar' },
    ]);
    expect(offerFormIssues({ ...offerDefaults(now), amount: 'abc', content: 'x' }, now)[0]).toEqual({
      field: 'amount',
      key: 'validation.invalid',
    });
  });

  it('ends the offer at the end of its local day', () => {
    expect(expiryInstant('2026-12-04')).toBe(new Date('2026-12-04T23:59:00').toISOString());
  });
});
