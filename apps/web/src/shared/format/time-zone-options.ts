import { isValidTimeZone } from '@app/contract/rules/interview-time';
import { timeZoneCity, utcOffsetLabel } from '@app/contract/rules/time-zone-names';
import type { ComboboxOption } from '../../components/ui/combobox';
import { toCurrentZoneName } from './time-zones';

/** Every IANA zone the browser knows, by current names, sorted, with UTC and the given ones (e.g. the browser's). */
export function timeZoneList(include: readonly string[] = [], known = supportedTimeZones()): string[] {
  return [...new Set([...known, 'UTC', ...include.filter(isValidTimeZone)].map(toCurrentZoneName))].sort();
}

function supportedTimeZones(): string[] {
  return typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
}

/**
 * Picker options: each zone by its city in `lang` (서울, 로스앤젤레스), its UTC offset as the hint, and found by its
 * city in either language or its id too. Sorted by offset, then city.
 */
export function timeZoneOptions(zones: readonly string[], lang: string, now = new Date()): ComboboxOption[] {
  const other = lang === 'ko' ? 'en' : 'ko';
  const collator = new Intl.Collator(lang);
  return zones
    .map((zone) => ({
      value: zone,
      label: timeZoneCity(zone, lang),
      hint: utcOffsetLabel(zone, now) ?? undefined,
      keywords: `${timeZoneCity(zone, other)} ${zone}`,
      offset: offsetMinutes(zone, now),
    }))
    .sort((a, b) => a.offset - b.offset || collator.compare(a.label, b.label))
    .map(({ offset: _offset, ...option }) => option);
}

function offsetMinutes(zone: string, now: Date): number {
  const match = /UTC([+-])(\d{2}):(\d{2})/.exec(utcOffsetLabel(zone, now) ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}
