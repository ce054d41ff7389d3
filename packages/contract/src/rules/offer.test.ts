import { describe, expect, it } from 'vitest';
import {
  formatOfferPay,
  isOfferExpired,
  OFFER_EXPIRY_MAX_DAYS,
  type OfferTermsInput,
  offerIssues,
  offerStatusOnSubmit,
} from './offer';

const now = new Date('2026-11-27T09:00:00Z');
const hours = (h: number) => new Date(now.getTime() + h * 3_600_000).toISOString();
const valid: OfferTermsInput = {
  salary: { amount: 60_000_000, currency: 'KRW', period: 'YEAR' },
  startDate: '2027-01-04',
  expiresAt: hours(24 * 7),
};
const withTerms = (patch: Partial<OfferTermsInput>) => offerIssues({ ...valid, ...patch }, now);
const withSalary = (patch: Partial<OfferTermsInput['salary']>) => withTerms({ salary: { ...valid.salary, ...patch } });

describe('offerIssues', () => {
  it('accepts sensible terms in each period and currency', () => {
    expect(offerIssues(valid, now)).toEqual([]);
    expect(withSalary({ amount: 4_000_000, period: 'MONTH' })).toEqual([]);
    expect(withSalary({ amount: 45, currency: 'USD', period: 'HOUR' })).toEqual([]);
  });

  it.each([0, -5, 1.5, 10_000_000_001])('refuses the amount %s', (amount) => {
    expect(withSalary({ amount })).toEqual([{ path: 'salary.amount', key: 'validation.numberRange' }]);
  });

  it('refuses amounts implausible for the period (a missing zero, the wrong period)', () => {
    expect(withSalary({ amount: 6_000 })).toEqual([
      { path: 'salary.amount', key: 'validation.offerSalaryImplausible' },
    ]);
    expect(withSalary({ amount: 60_000_000, period: 'HOUR' })).toEqual([
      { path: 'salary.amount', key: 'validation.offerSalaryImplausible' },
    ]);
  });

  it('takes a start date from yesterday up to a year ahead, and only real dates', () => {
    expect(withTerms({ startDate: '2026-11-26' })).toEqual([]);
    expect(withTerms({ startDate: '2026-11-25' })).toEqual([{ path: 'startDate', key: 'validation.offerStartPast' }]);
    expect(withTerms({ startDate: '2027-11-29' })).toEqual([{ path: 'startDate', key: 'validation.offerStartTooFar' }]);
    expect(withTerms({ startDate: '2027-02-30' })).toEqual([{ path: 'startDate', key: 'validation.invalid' }]);
    expect(withTerms({ startDate: '04/01/2027' })).toEqual([{ path: 'startDate', key: 'validation.invalid' }]);
  });

  it('wants an expiry between an hour and 30 days ahead', () => {
    expect(withTerms({ expiresAt: hours(1) })).toEqual([]);
    expect(withTerms({ expiresAt: hours(24 * OFFER_EXPIRY_MAX_DAYS) })).toEqual([]);
    expect(withTerms({ expiresAt: hours(0.5) })).toEqual([{ path: 'expiresAt', key: 'validation.offerExpiryPast' }]);
    expect(withTerms({ expiresAt: hours(-24) })).toEqual([{ path: 'expiresAt', key: 'validation.offerExpiryPast' }]);
    expect(withTerms({ expiresAt: hours(24 * OFFER_EXPIRY_MAX_DAYS + 1) })).toEqual([
      { path: 'expiresAt', key: 'validation.offerExpiryTooFar' },
    ]);
    expect(withTerms({ expiresAt: 'soon' })).toEqual([{ path: 'expiresAt', key: 'validation.invalid' }]);
  });

  it('reports every broken field at once', () => {
    expect(
      offerIssues({ salary: { ...valid.salary, amount: 0 }, startDate: 'x', expiresAt: hours(-1) }, now).map(
        (i) => i.path,
      ),
    ).toEqual(['salary.amount', 'startDate', 'expiresAt']);
  });
});

describe('isOfferExpired and offerStatusOnSubmit', () => {
  it('expires only sent offers whose time has come', () => {
    expect(isOfferExpired({ status: 'SENT', expiresAt: hours(0) }, now)).toBe(true);
    expect(isOfferExpired({ status: 'SENT', expiresAt: hours(1) }, now)).toBe(false);
    expect(isOfferExpired({ status: 'PENDING_APPROVAL', expiresAt: hours(-1) }, now)).toBe(false);
    expect(isOfferExpired({ status: 'ACCEPTED', expiresAt: hours(-1) }, now)).toBe(false);
  });

  it('holds a non-owner’s offer for approval only when the organization asks for it', () => {
    expect(offerStatusOnSubmit(false, false)).toBe('SENT');
    expect(offerStatusOnSubmit(true, true)).toBe('SENT');
    expect(offerStatusOnSubmit(true, false)).toBe('PENDING_APPROVAL');
  });
});

describe('formatOfferPay', () => {
  it('reads naturally in each language', () => {
    expect(formatOfferPay(60_000_000, 'KRW', 'YEAR', 'en')).toBe('₩60,000,000 a year');
    expect(formatOfferPay(60_000_000, 'KRW', 'YEAR', 'ko')).toBe('연 ₩60,000,000');
    expect(formatOfferPay(45, 'USD', 'HOUR', 'ko')).toBe('시급 US$45');
  });
});
