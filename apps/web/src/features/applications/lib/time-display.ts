/**
 * Instants shown in a chosen time zone: the talent sees interview slots (stored as UTC) in their own zone, with the
 * company's zone for reference. Only `Intl`, so any IANA zone the browser knows works.
 */
import { formatDateTime, getDateTimeFormat } from '../../../shared/format/dates';

const format = (lang: string, timeZone: string, options: Intl.DateTimeFormatOptions) =>
  getDateTimeFormat(lang, { ...options, timeZone });

/** The calendar day (YYYY-MM-DD) an instant falls on in `timeZone`. */
export function localDayKey(iso: string, timeZone: string): string {
  const parts = format('en', timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
    new Date(iso),
  );
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** A day key (YYYY-MM-DD) as a heading: `Tuesday, March 10, 2026` / `2026년 3월 10일 화요일`. */
export function formatDayHeading(day: string, lang: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return format(lang, 'UTC', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

/** The wall-clock time of an instant in `timeZone`: `6:00 PM` / `오후 6:00`. */
export function formatTime(iso: string, lang: string, timeZone: string): string {
  return format(lang, timeZone, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}

/** Whether two zones show the same wall-clock time at every one of `instants` (then one zone is enough). */
export function sameWallClock(a: string, b: string, instants: readonly string[]): boolean {
  if (a === b) return true;
  return instants.every(
    (iso) =>
      formatDateTime(iso, 'en', { timeZone: a, withWeekday: true }) ===
      formatDateTime(iso, 'en', { timeZone: b, withWeekday: true }),
  );
}

export type DayGroup<T> = { day: string; items: T[] };

/** Items with a UTC `startsAt`, earliest first, grouped by the calendar day they fall on in `timeZone`. */
export function groupByLocalDay<T extends { startsAt: string }>(items: readonly T[], timeZone: string): DayGroup<T>[] {
  const sorted = [...items].sort((x, y) => Date.parse(x.startsAt) - Date.parse(y.startsAt));
  const groups: DayGroup<T>[] = [];
  for (const item of sorted) {
    const day = localDayKey(item.startsAt, timeZone);
    const last = groups.at(-1);
    if (last && last.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}
