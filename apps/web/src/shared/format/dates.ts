/**
 * Dates and times in the page language. Moments show in the viewer's own time zone unless one is given; calendar
 * dates (YYYY-MM-DD) are read in UTC so they never shift a day.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The viewer's zone where it is not the process's own: the server renders a signed-in page in the zone the browser
 * reported (its `tz` cookie, decision 049), so the client's first render shows the same times. Unset in the browser.
 */
let viewerTimeZone: string | undefined;
export function setViewerTimeZone(zone: string | undefined) {
  viewerTimeZone = zone;
}

/** A cached `Intl.DateTimeFormat` for the page language (building one costs far more than using it). */
export function getDateTimeFormat(lang: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const zoned = options.timeZone || !viewerTimeZone ? options : { ...options, timeZone: viewerTimeZone };
  const key = `${lang}|${JSON.stringify(zoned)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === 'ko' ? 'ko-KR' : 'en-US', zoned);
    formats.set(key, format);
  }
  return format;
}

/** The instant, or null when the text is not a date (shown as '' rather than failing the whole screen). */
function toDate(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A date (`Mar 5, 2026` / `2026. 3. 5.`), in the viewer's zone unless `timeZone` is given. */
export function formatDate(iso: string, lang: string, timeZone?: string): string {
  const date = toDate(iso);
  return date ? getDateTimeFormat(lang, { dateStyle: 'medium', timeZone }).format(date) : '';
}

export type DateTimeLook = {
  /** Show the moment in this IANA zone instead of the viewer's. */
  timeZone?: string;
  /** Lead with the weekday (`Tue, Mar 10, 2026, 6:00 PM`), as interview slots do. */
  withWeekday?: boolean;
  /** End with the zone's short name (`Mar 2, 2025, 8:30 AM GMT+9`), so a printed report says which clock it used. */
  withZoneName?: boolean;
};

/** A moment with date and time (`Mar 5, 2026, 9:00 AM` / `2026. 3. 5. 오전 9:00`). */
export function formatDateTime(iso: string, lang: string, look: DateTimeLook = {}): string {
  const date = toDate(iso);
  if (!date) return '';
  const { timeZone, withWeekday = false, withZoneName = false } = look;
  // `dateStyle` cannot be combined with a weekday or a zone name, so those looks name each part.
  const options: Intl.DateTimeFormatOptions =
    withWeekday || withZoneName
      ? {
          ...(withWeekday ? { weekday: 'short' } : {}),
          year: 'numeric',
          month: 'short',
          day: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
          ...(withZoneName ? { timeZoneName: 'short' } : {}),
          timeZone,
        }
      : { dateStyle: 'medium', timeStyle: 'short', timeZone };
  return getDateTimeFormat(lang, options).format(date);
}

/** `2024-03-01` → "Mar 2024" / "2024년 3월" (the stored day is always the 1st; read it in UTC). */
export function formatMonth(date: string, lang: string): string {
  const match = /^(\d{4})-(\d{2})/.exec(date);
  if (!match) return date;
  const value = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return getDateTimeFormat(lang, { year: 'numeric', month: 'short', timeZone: 'UTC' }).format(value);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `now` until `iso` (0 on the last day, negative once it has passed). */
export function countDaysUntil(iso: string, now = new Date()): number {
  return Math.floor((new Date(iso).getTime() - now.getTime()) / DAY_MS);
}
