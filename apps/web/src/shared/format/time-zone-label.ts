// Kept apart from time-zones.ts: the CLDR city table loads only with the screens that name a zone.
import { timeZoneCity } from '@app/contract/rules/time-zone-names';
import { getDateTimeFormat } from './dates';

/**
 * A zone as people read it: its city in the page's language and its current name, `서울 (한국 표준시)` /
 * `Los Angeles (Pacific Daylight Time)`, never the IANA id. The name depends on the date (summer or winter time).
 */
export function timeZoneLabel(timeZone: string, lang: string, at: string | Date = new Date()): string {
  const city = timeZoneCity(timeZone, lang);
  const name = getDateTimeFormat(lang, { timeZone, timeZoneName: 'long' })
    .formatToParts(new Date(at))
    .find((p) => p.type === 'timeZoneName')
    ?.value.replace(/^GMT/, 'UTC');
  return name && name !== city ? `${city} (${name})` : city;
}
