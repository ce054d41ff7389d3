import { TZDate } from '@date-fns/tz';
import { INTERVIEW_SLOTS_MAX } from '../limits';

/** A proposed interview time as the company picks it: a calendar date and a wall-clock time in its time zone. */
export type InterviewSlotInput = { date: string; hour: number; minute: number };

/** Whether `timeZone` is an IANA zone this runtime knows (e.g. Asia/Seoul, America/New_York, UTC). */
export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The UTC instant of `date` (YYYY-MM-DD) at `hour`:`minute` in `timeZone`, or null when the input is not a real
 * date, the hour is outside 0–23 or the minute outside 0–59, the zone is unknown, or the wall time does not exist
 * in that zone (the hour skipped when daylight saving time starts).
 */
export function interviewSlotToUtc(slot: InterviewSlotInput, timeZone: string): Date | null {
  const m = DATE.exec(slot.date);
  if (!m || !isValidTimeZone(timeZone)) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const { hour, minute } = slot;
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) return null;
  if (!Number.isInteger(minute) || minute < 0 || minute > 59) return null;
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const local = new TZDate(year, month - 1, day, hour, minute, 0, 0, timeZone);
  // Reject rolled-over dates (Feb 30) and wall times skipped by a DST change.
  if (
    local.getFullYear() !== year ||
    local.getMonth() !== month - 1 ||
    local.getDate() !== day ||
    local.getHours() !== hour ||
    local.getMinutes() !== minute
  ) {
    return null;
  }
  return new Date(local.getTime());
}

/** The wall-clock date and time of a UTC instant in `timeZone` (to show a slot in the talent's own zone). */
export function utcToInterviewSlot(instant: Date, timeZone: string): InterviewSlotInput {
  const local = new TZDate(instant.getTime(), timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`,
    hour: local.getHours(),
    minute: local.getMinutes(),
  };
}

export type InterviewSlotProblem = 'TOO_FEW' | 'TOO_MANY' | 'INVALID_TIME_ZONE' | 'INVALID' | 'PAST' | 'DUPLICATE';

/**
 * Checks a proposal's slots: 1 to INTERVIEW_SLOTS_MAX, a known zone, each a real time strictly after `now`, no two at
 * the same instant. Returns the instants in the given order, or the first problem with the slot's index.
 */
export function resolveInterviewSlots(
  slots: InterviewSlotInput[],
  timeZone: string,
  now: Date,
): { ok: true; instants: Date[] } | { ok: false; problem: InterviewSlotProblem; index: number | null } {
  if (slots.length === 0) return { ok: false, problem: 'TOO_FEW', index: null };
  if (slots.length > INTERVIEW_SLOTS_MAX) return { ok: false, problem: 'TOO_MANY', index: null };
  if (!isValidTimeZone(timeZone)) return { ok: false, problem: 'INVALID_TIME_ZONE', index: null };
  const instants: Date[] = [];
  const seen = new Set<number>();
  for (const [index, slot] of slots.entries()) {
    const instant = interviewSlotToUtc(slot, timeZone);
    if (!instant) return { ok: false, problem: 'INVALID', index };
    if (instant.getTime() <= now.getTime()) return { ok: false, problem: 'PAST', index };
    if (seen.has(instant.getTime())) return { ok: false, problem: 'DUPLICATE', index };
    seen.add(instant.getTime());
    instants.push(instant);
  }
  return { ok: true, instants };
}
