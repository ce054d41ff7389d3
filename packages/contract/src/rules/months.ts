/** The earliest and latest years a month input may name. */
export const MONTH_YEAR_MIN = 1900;
export const MONTH_YEAR_MAX = 2100;

export type MonthProblem = 'validation.date' | 'validation.month';
export type MonthResult = { ok: true; value: string } | { ok: false; key: MonthProblem };

const MONTH_INPUT = /^(\d{4})[-./](\d{1,2})(?:[-./](\d{1,2}))?$/;

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Normalises a month input (`2024-3`, `2024-03`, `2024.03`, `2024-03-17`) to the first day of its month,
 * `2024-03-01`. A month outside 1 to 12 gives `validation.month`; anything else unreadable `validation.date`.
 */
export function normalizeMonth(input: string): MonthResult {
  const match = MONTH_INPUT.exec(input.trim());
  if (!match) return { ok: false, key: 'validation.date' };
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (month < 1 || month > 12) return { ok: false, key: 'validation.month' };
  if (year < MONTH_YEAR_MIN || year > MONTH_YEAR_MAX) return { ok: false, key: 'validation.date' };
  if (match[3] !== undefined) {
    const day = Number(match[3]);
    if (day < 1 || day > daysIn(year, month)) return { ok: false, key: 'validation.date' };
  }
  return { ok: true, value: `${year}-${String(month).padStart(2, '0')}-01` };
}

const DAY_INPUT = /^(\d{4})\s*[-./]\s*(\d{1,2})\s*[-./]\s*(\d{1,2})\.?$|^(\d{4})(\d{2})(\d{2})$/;

/**
 * Normalises a typed calendar day (`2026-3-5`, `2026.03.05`, `2026/3/5`, `20260305`) to `2026-03-05`, or `null`
 * when it names no day between the years `MONTH_YEAR_MIN` and `MONTH_YEAR_MAX`.
 */
export function normalizeDay(input: string): string | null {
  const match = DAY_INPUT.exec(input.trim());
  if (!match) return null;
  const [year, month, day] = (match[1] ? match.slice(1, 4) : match.slice(4, 7)).map(Number) as [number, number, number];
  if (year < MONTH_YEAR_MIN || year > MONTH_YEAR_MAX || month < 1 || month > 12) return null;
  if (day < 1 || day > daysIn(year, month)) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function parts(date: string | Date): { year: number; month: number; day: number } {
  if (date instanceof Date)
    return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
  const [y, m, d] = date.slice(0, 10).split('-').map(Number);
  return { year: y ?? 0, month: m ?? 1, day: d ?? 1 };
}

/** Whole months from `start` to `end` (ISO dates or Dates), never below 0: 2024-01-01 → 2024-03-01 is 2. */
export function monthsBetween(start: string | Date, end: string | Date): number {
  const a = parts(start);
  const b = parts(end);
  let months = (b.year - a.year) * 12 + (b.month - a.month);
  if (b.day < a.day) months -= 1;
  return Math.max(0, months);
}

/** True when `end` is an earlier date than `start` (ISO `YYYY-MM-DD` strings compare as text). */
export function isEndBeforeStart(start: string, end: string | null | undefined): boolean {
  return !!end && end < start;
}
