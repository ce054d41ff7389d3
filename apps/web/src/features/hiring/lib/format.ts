import { getDateTimeFormat } from '../../../shared/format/dates';

/** A calendar date (YYYY-MM-DD) as a grid column heading: weekday and day (`Mon 3/9`, `3/9 (월)`). */
export function formatGridDay(date: string, lang: string): { weekday: string; day: string } {
  const value = new Date(`${date}T12:00:00Z`);
  return {
    weekday: getDateTimeFormat(lang, { weekday: 'short', timeZone: 'UTC' }).format(value),
    day: getDateTimeFormat(lang, { month: 'numeric', day: 'numeric', timeZone: 'UTC' }).format(value),
  };
}

/** A calendar date (YYYY-MM-DD) with its weekday, written out (`Monday, March 9, 2026`). */
export function formatLongDate(date: string, lang: string): string {
  return getDateTimeFormat(lang, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}

/** A wall-clock hour (`9:00`, `19:00`). */
export function formatHour(hour: number, minute = 0): string {
  return `${hour}:${String(minute).padStart(2, '0')}`;
}

/** A week's range as a heading (`Mar 9 – 15, 2026`). */
export function formatWeekRange(start: string, end: string, lang: string): string {
  const format = getDateTimeFormat(lang, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
  return format.formatRange(new Date(`${start}T12:00:00Z`), new Date(`${end}T12:00:00Z`));
}
