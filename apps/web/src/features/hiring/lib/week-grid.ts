import { type InterviewSlotInput, interviewSlotToUtc, utcToInterviewSlot } from '@app/contract/rules/interview-time';

/** The interview grid (spec §9): 7 days by 11 hourly slots from 9:00 (the last one starts at 19:00). */
export const GRID_DAYS = 7;
export const GRID_FIRST_HOUR = 9;
export const GRID_HOURS = 11;

export type GridSlot = InterviewSlotInput;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

function dateParts(date: string): [number, number, number] {
  const m = DATE.exec(date);
  if (!m) throw new Error(`not a YYYY-MM-DD date: ${date}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

/** A calendar date `days` after `date` (both YYYY-MM-DD; plain calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = dateParts(date);
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 for Monday … 6 for Sunday. */
export function weekdayIndex(date: string): number {
  const [y, m, d] = dateParts(date);
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

/** The Monday of the week `date` is in. */
export function startOfWeek(date: string): string {
  return addDays(date, -weekdayIndex(date));
}

/** The seven dates of the week that starts on `start`. */
export function weekDays(start: string): string[] {
  return Array.from({ length: GRID_DAYS }, (_, i) => addDays(start, i));
}

/** The grid's hours: 9, 10, …, 19. */
export const GRID_HOUR_LIST: readonly number[] = Array.from({ length: GRID_HOURS }, (_, i) => GRID_FIRST_HOUR + i);

/** Today's calendar date in `timeZone`. */
export function todayIn(timeZone: string, now = new Date()): string {
  return utcToInterviewSlot(now, timeZone).date;
}

/** The slot of a grid cell: day `day` (0–6) of the week starting `weekStart`, row `row` (0–10), on the hour. */
export function cellSlot(weekStart: string, day: number, row: number): GridSlot {
  return { date: addDays(weekStart, day), hour: GRID_FIRST_HOUR + row, minute: 0 };
}

/**
 * A slot that cannot be proposed: it has started already (at or before `now`) in `timeZone`, or that wall-clock time
 * does not exist there (skipped by a daylight-saving change).
 */
export function isPastSlot(slot: GridSlot, timeZone: string, now = new Date()): boolean {
  const instant = interviewSlotToUtc(slot, timeZone);
  return instant === null || instant.getTime() <= now.getTime();
}

/** A stable key for a slot (`2026-03-05T09:00`), for sets of selected cells. */
export function slotKey(slot: GridSlot): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${slot.date}T${pad(slot.hour)}:${pad(slot.minute)}`;
}

/** Sorts slots by date and time. */
export function sortSlots(slots: GridSlot[]): GridSlot[] {
  return [...slots].sort((a, b) => slotKey(a).localeCompare(slotKey(b)));
}

export type GridPosition = { day: number; row: number };

/**
 * Where an arrow key (or Home/End) moves the focus in the grid; null for other keys. Moves stop at the edges.
 * Left/right change the day, up/down the hour; Home/End go to the first/last day of the row.
 */
export function moveInGrid(position: GridPosition, key: string): GridPosition | null {
  const clamp = (n: number, max: number) => Math.min(Math.max(n, 0), max - 1);
  switch (key) {
    case 'ArrowLeft':
      return { ...position, day: clamp(position.day - 1, GRID_DAYS) };
    case 'ArrowRight':
      return { ...position, day: clamp(position.day + 1, GRID_DAYS) };
    case 'ArrowUp':
      return { ...position, row: clamp(position.row - 1, GRID_HOURS) };
    case 'ArrowDown':
      return { ...position, row: clamp(position.row + 1, GRID_HOURS) };
    case 'Home':
      return { ...position, day: 0 };
    case 'End':
      return { ...position, day: GRID_DAYS - 1 };
    default:
      return null;
  }
}

/** Whether the week starting `weekStart` is before the current week in `timeZone` (nothing to propose there). */
export function isBeforeCurrentWeek(weekStart: string, timeZone: string, now = new Date()): boolean {
  return weekStart < startOfWeek(todayIn(timeZone, now));
}
