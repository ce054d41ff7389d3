import { isValidTimeZone } from '@app/contract/rules/interview-time';

/** The browser's IANA time zone (UTC when it cannot tell). */
export function browserTimeZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isValidTimeZone(zone) ? currentZoneName(zone) : 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * Zones that browsers list under their older names (ICU keeps them canonical): shown by the names people search for,
 * when the runtime accepts them.
 */
const CURRENT_NAMES: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Europe/Kiev': 'Europe/Kyiv',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'America/Godthab': 'America/Nuuk',
};

/** A zone by its current name (`Asia/Calcutta` → `Asia/Kolkata`) when this runtime knows that name. */
export function currentZoneName(zone: string): string {
  const current = CURRENT_NAMES[zone];
  return current && isValidTimeZone(current) ? current : zone;
}

/** Every IANA zone the browser knows, by current names, sorted, with UTC and the given ones (e.g. the browser's). */
export function timeZoneList(include: readonly string[] = [], known = supportedTimeZones()): string[] {
  return [...new Set([...known, 'UTC', ...include.filter(isValidTimeZone)].map(currentZoneName))].sort();
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
