import type { AnalyticsBucket } from '@app/contract/rules/recruiting-analytics';
import type { TFunction } from 'i18next';
import { getDateTimeFormat } from '../../../shared/format/dates';

/** Counts with the language's separators (`1,234`). */
export const formatCount = (value: number, lang: string) => new Intl.NumberFormat(lang).format(value);

/** A share as a percentage with at most one decimal (`42.5%`), or a dash when there is nothing to divide. */
export const formatShare = (value: number | null, lang: string) =>
  value === null ? '—' : new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }).format(value);

/** A bucket's first day as its label: `Nov 3` for days and weeks, `Nov 2026` for months (`11월 3일`, `2026년 11월`). */
export function formatBucket(date: string, bucket: AnalyticsBucket, lang: string) {
  const options: Intl.DateTimeFormatOptions =
    bucket === 'month' ? { year: 'numeric', month: 'short' } : { month: 'short', day: 'numeric' };
  return getDateTimeFormat(lang, { ...options, timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}

/** A calendar date of the period (`Nov 3, 2026`, `2026. 11. 3.`). */
export const formatDay = (date: string, lang: string) =>
  getDateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));

/** A median time: under an hour, in hours up to two days, in days beyond. */
export function formatDuration(hours: number, t: TFunction<'hiring'>) {
  if (hours < 1) return t('analytics.underHour');
  if (hours < 48) return t('analytics.hours', { count: Math.round(hours * 10) / 10 });
  return t('analytics.days', { count: Math.round((hours / 24) * 10) / 10 });
}
