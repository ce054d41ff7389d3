import type { CurrencyCode } from '@app/contract/rules/money';
import { type OfferPeriod, offerIssues } from '@app/contract/rules/offer';
import type { OfferRequest } from '@app/contract/schemas/offer';

/** The offer form as typed: amounts and dates as text, the expiry as a calendar day in the viewer's zone. */
export type OfferValues = {
  amount: string;
  currency: CurrencyCode;
  period: OfferPeriod;
  startDate: string;
  expiryDate: string;
  content: string;
  emailNotiFlag: boolean;
};

const localDay = (at: Date) => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
};
const inDays = (now: Date, days: number) => localDay(new Date(now.getTime() + days * 86_400_000));

/** A start in a month and a week to answer: what most offers say. */
export function offerDefaults(now = new Date()): OfferValues {
  return {
    amount: '',
    currency: 'KRW',
    period: 'YEAR',
    startDate: inDays(now, 30),
    expiryDate: inDays(now, 7),
    content: '',
    emailNotiFlag: true,
  };
}

/** The offer lapses at the end of its expiry day in the viewer's time zone (23:59). */
export function expiryInstant(expiryDate: string): string {
  const at = new Date(`${expiryDate}T23:59:00`);
  return Number.isNaN(at.getTime()) ? expiryDate : at.toISOString();
}

export function toOfferRequest(values: OfferValues, candidateId: number): OfferRequest {
  return {
    candidateId,
    content: values.content.trim(),
    emailNotiFlag: values.emailNotiFlag,
    salary: { amount: Number(values.amount.replaceAll(',', '')), currency: values.currency, period: values.period },
    startDate: values.startDate,
    expiresAt: expiryInstant(values.expiryDate),
  };
}

/** The server's field paths on this form. */
const FORM_PATHS: Record<string, keyof OfferValues> = {
  'salary.amount': 'amount',
  'salary.currency': 'currency',
  'salary.period': 'period',
  startDate: 'startDate',
  expiresAt: 'expiryDate',
  content: 'content',
};
export const toOfferFormPath = (serverPath: string) => FORM_PATHS[serverPath] ?? null;

/** The contract's rules on the typed values (the server checks them again): each field's key, none when valid. */
export function offerFormIssues(values: OfferValues, now = new Date()): { field: keyof OfferValues; key: string }[] {
  const issues: { field: keyof OfferValues; key: string }[] = [];
  if (values.content.trim() === '') issues.push({ field: 'content', key: 'validation.required' });
  if (!/^\d[\d,]*$/.test(values.amount.trim())) {
    issues.push({ field: 'amount', key: values.amount.trim() === '' ? 'validation.required' : 'validation.invalid' });
  }
  const request = toOfferRequest(values, 1);
  for (const issue of offerIssues(request, now)) {
    const field = toOfferFormPath(issue.path);
    if (field && !issues.some((i) => i.field === field)) issues.push({ field, key: issue.key });
  }
  return issues;
}
