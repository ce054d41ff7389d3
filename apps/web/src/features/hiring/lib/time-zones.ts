import { isValidTimeZone } from '@app/contract/rules/interview-time';
import { toCurrentZoneName } from '../../../shared/format/time-zones';

/** Every IANA zone the browser knows, by current names, sorted, with UTC and the given ones (e.g. the browser's). */
export function timeZoneList(include: readonly string[] = [], known = supportedTimeZones()): string[] {
  return [...new Set([...known, 'UTC', ...include.filter(isValidTimeZone)].map(toCurrentZoneName))].sort();
}

function supportedTimeZones(): string[] {
  return typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
}

/** The zone's current offset as `UTC+09:00` (for labels), or null when the browser cannot say. */
export function utcOffsetLabel(timeZone: string, now = new Date()): string | null {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(now)
      .find((p) => p.type === 'timeZoneName')?.value;
    if (!part) return null;
    return part === 'GMT' ? 'UTC+00:00' : part.replace('GMT', 'UTC');
  } catch {
    return null;
  }
}
