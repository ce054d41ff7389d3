import { TZDate } from '@date-fns/tz';

/** Local hours from 22:00 up to 07:00 are the night: an interview then is unkind to the talent (decision 036). */
export const NIGHT_STARTS_AT_HOUR = 22;
export const NIGHT_ENDS_AT_HOUR = 7;

/** Whether `instant` falls between 22:00 and 07:00 on the clock of `timeZone` (false for an unknown zone). */
export function isNightSlot(instant: Date, timeZone: string): boolean {
  let hour: number;
  try {
    hour = new TZDate(instant.getTime(), timeZone).getHours();
  } catch {
    return false;
  }
  if (Number.isNaN(hour)) return false;
  return hour >= NIGHT_STARTS_AT_HOUR || hour < NIGHT_ENDS_AT_HOUR;
}

/** The indexes of the slots that are at night for the talent, so the company is warned before sending. */
export function nightSlotIndexes(instants: readonly (Date | null)[], talentTimeZone: string | null): number[] {
  if (!talentTimeZone) return [];
  const out: number[] = [];
  instants.forEach((at, i) => {
    if (at && isNightSlot(at, talentTimeZone)) out.push(i);
  });
  return out;
}
