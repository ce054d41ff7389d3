import { formatMoneyRange, formatNumber } from '@app/contract/rules/money';
import type { Salary } from '@app/contract/schemas/posting';

/**
 * The salary's amounts as shown (`US$1,234 – US$2,000`, `₩3,000,000+`), or null for a negotiable salary or one
 * without amounts; the type ("per month", "negotiable") is shown next to it by the caller.
 */
export function salaryAmountText(salary: Salary): string | null {
  if (salary.salaryType === 'NEGOTIABLE') return null;
  return formatMoneyRange(salary.min, salary.max, salary.currencyCode);
}

/** Counts with thousands separators (`12,345`). */
export const formatCount = (value: number) => formatNumber(value);

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A date in the page language (`Mar 5, 2026` / `2026. 3. 5.`). */
export function formatDate(iso: string, lang: string): string {
  let format = dateFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === 'ko' ? 'ko-KR' : 'en-US', { dateStyle: 'medium' });
    dateFormats.set(lang, format);
  }
  return format.format(new Date(iso));
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `now` until `iso` (0 on the last day, negative once it has passed). */
export function daysUntil(iso: string, now = new Date()): number {
  return Math.floor((new Date(iso).getTime() - now.getTime()) / DAY_MS);
}
