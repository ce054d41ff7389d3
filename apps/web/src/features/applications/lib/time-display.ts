/**
 * Instants shown in a chosen time zone: the talent sees interview slots (stored as UTC) in their own zone, with the
 * company's zone for reference. Only `Intl`, so any IANA zone the browser knows works.
 */

const localeOf = (lang: string) => (lang === 'ko' ? 'ko-KR' : 'en-US');

const formats = new Map<string, Intl.DateTimeFormat>();

function format(lang: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}|${timeZone}|${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(localeOf(lang), { ...options, timeZone });
    formats.set(key, f);
  }
  return f;
}

/** The browser's IANA zone (e.g. America/Los_Angeles); UTC when the runtime does not say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

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

/** Date and time of an instant in `timeZone`: `Tue, Mar 10, 2026, 6:00 PM` / `2026년 3월 10일 (화) 오후 6:00`. */
export function formatDateTime(iso: string, lang: string, timeZone: string): string {
  return format(lang, timeZone, {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}

/**
 * A zone as people read it, with its IANA id: `Pacific Daylight Time (America/Los_Angeles)`. The name depends on
 * the date (summer or winter time), so it is taken at `at`.
 */
export function timeZoneLabel(timeZone: string, lang: string, at: string | Date = new Date()): string {
  const name = format(lang, timeZone, { timeZoneName: 'long' })
    .formatToParts(new Date(at))
    .find((p) => p.type === 'timeZoneName')?.value;
  return name && name !== timeZone ? `${name} (${timeZone})` : timeZone;
}

/** Whether two zones show the same wall-clock time at every one of `instants` (then one zone is enough). */
export function sameWallClock(a: string, b: string, instants: readonly string[]): boolean {
  if (a === b) return true;
  return instants.every((iso) => formatDateTime(iso, 'en', a) === formatDateTime(iso, 'en', b));
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
