import { CURRENCY_CODES, type CurrencyCode, formatMoney } from './money';
import { SALARY_AMOUNT_MAX, type SalaryType, salaryPlausibility } from './salary';

/*
 * A structured job offer: pay, start date and an expiry, and (when the organization asks for it) the owner's approval
 * before the talent sees it. The application's state rule (application-state.ts) still owns OFFERED and its answers;
 * these rules only say what a valid offer is and how the offer itself moves.
 */

export const OFFER_PERIODS = ['YEAR', 'MONTH', 'HOUR'] as const;
export type OfferPeriod = (typeof OFFER_PERIODS)[number];
export { CURRENCY_CODES as OFFER_CURRENCIES };

/** PENDING_APPROVAL → SENT (approved) or RETURNED (with a note); SENT → ACCEPTED, DECLINED, EXPIRED or CANCELLED. */
export const OFFER_STATUSES = [
  'PENDING_APPROVAL',
  'RETURNED',
  'SENT',
  'ACCEPTED',
  'DECLINED',
  'EXPIRED',
  'CANCELLED',
] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** An offer may stay open at most this long: long enough to decide, short enough that terms stay current. */
export const OFFER_EXPIRY_MAX_DAYS = 30;
/** …and at least this long, so the talent has time to read it. */
export const OFFER_EXPIRY_MIN_MINUTES = 60;
/** The start date may be at most this far ahead. */
export const OFFER_START_MAX_DAYS = 366;

const DAY_MS = 86_400_000;

/** The posting salary period each offer period is checked against (same plausible ranges). */
const PERIOD_AS_SALARY_TYPE: Record<OfferPeriod, Exclude<SalaryType, 'NEGOTIABLE'>> = {
  YEAR: 'ANNUAL',
  MONTH: 'MONTHLY',
  HOUR: 'HOURLY',
};

export type OfferTermsInput = {
  salary: { amount: number; currency: CurrencyCode; period: OfferPeriod };
  /** A calendar date, YYYY-MM-DD. */
  startDate: string;
  /** An instant, ISO 8601. */
  expiresAt: string;
};

export type OfferIssue = { path: string; key: string };

function parseDate(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const at = Date.parse(`${value}T00:00:00Z`);
  // 2026-02-30 parses to March: refuse dates that do not round-trip.
  return Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== value ? null : at;
}

/**
 * Every broken rule of an offer's terms at `now`, with the field it belongs to (empty when valid): a whole positive
 * amount no larger than salaries allow and plausible for its period (₩6,000 a year is a missing zero), a start date
 * from yesterday (the talent may be a day behind UTC) up to a year ahead, and an expiry between an hour and 30 days
 * from now.
 */
export function offerIssues(input: OfferTermsInput, now: Date): OfferIssue[] {
  const issues: OfferIssue[] = [];
  const { amount, currency, period } = input.salary;
  if (!Number.isInteger(amount) || amount <= 0 || amount > SALARY_AMOUNT_MAX) {
    issues.push({ path: 'salary.amount', key: 'validation.numberRange' });
  } else if (
    salaryPlausibility({ currencyCode: currency, salaryType: PERIOD_AS_SALARY_TYPE[period], salaryMin: amount }) !==
    null
  ) {
    issues.push({ path: 'salary.amount', key: 'validation.offerSalaryImplausible' });
  }
  const start = parseDate(input.startDate);
  const today = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  if (start === null) issues.push({ path: 'startDate', key: 'validation.invalid' });
  else if (start < today - DAY_MS) issues.push({ path: 'startDate', key: 'validation.offerStartPast' });
  else if (start > today + OFFER_START_MAX_DAYS * DAY_MS) {
    issues.push({ path: 'startDate', key: 'validation.offerStartTooFar' });
  }
  const expires = Date.parse(input.expiresAt);
  if (Number.isNaN(expires)) issues.push({ path: 'expiresAt', key: 'validation.invalid' });
  else if (expires < now.getTime() + OFFER_EXPIRY_MIN_MINUTES * 60_000) {
    issues.push({ path: 'expiresAt', key: 'validation.offerExpiryPast' });
  } else if (expires > now.getTime() + OFFER_EXPIRY_MAX_DAYS * DAY_MS) {
    issues.push({ path: 'expiresAt', key: 'validation.offerExpiryTooFar' });
  }
  return issues;
}

/** Whether a sent offer can no longer be answered. */
export function isOfferExpired(offer: { status: OfferStatus; expiresAt: Date | string }, now: Date): boolean {
  return offer.status === 'SENT' && new Date(offer.expiresAt).getTime() <= now.getTime();
}

/** A new offer goes straight to the talent unless the organization wants approval and its maker is not an owner. */
export function offerStatusOnSubmit(needsApproval: boolean, isOwner: boolean): 'PENDING_APPROVAL' | 'SENT' {
  return needsApproval && !isOwner ? 'PENDING_APPROVAL' : 'SENT';
}

/** An offer that still holds the application (waiting for approval or for the talent): one per application. */
export const OPEN_OFFER_STATUSES = ['PENDING_APPROVAL', 'SENT'] as const satisfies readonly OfferStatus[];

/** Pay as both sides read it: `₩60,000,000 a year` / `연 ₩60,000,000`. */
export function formatOfferPay(amount: number, currency: CurrencyCode, period: OfferPeriod, locale: 'en' | 'ko') {
  const money = formatMoney(amount, currency);
  if (locale === 'ko') return `${{ YEAR: '연', MONTH: '월', HOUR: '시급' }[period]} ${money}`;
  return `${money} ${{ YEAR: 'a year', MONTH: 'a month', HOUR: 'an hour' }[period]}`;
}
