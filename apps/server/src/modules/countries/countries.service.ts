import type { Country } from '@app/contract/schemas/country';
import ct from 'countries-and-timezones';
import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import ja from 'i18n-iso-countries/langs/ja.json' with { type: 'json' };
import ko from 'i18n-iso-countries/langs/ko.json' with { type: 'json' };
import vi from 'i18n-iso-countries/langs/vi.json' with { type: 'json' };
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js';

for (const lang of [en, ja, ko, vi]) countries.registerLocale(lang);

/** `(UTC+09:00) Korean Standard Time`-style label in the given language. */
function utcLabel(timeZone: string, utcOffsetStr: string, locale: string): string {
  let zoneName = timeZone;
  try {
    const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' }).formatToParts(new Date());
    zoneName = parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    // Unknown to this ICU build: keep the IANA id.
  }
  return `(UTC${utcOffsetStr}) ${zoneName}`;
}

/**
 * Countries with several zones, whose first zone in alphabetical order is not where most people live (the United
 * States would default to America/Adak, Russia to Asia/Anadyr). tzdata's zone1970.tab puts the most populous first;
 * this is that choice for the countries where it differs.
 */
const MOST_POPULOUS_ZONE: Record<string, string> = {
  AQ: 'Antarctica/McMurdo',
  AU: 'Australia/Sydney',
  BR: 'America/Sao_Paulo',
  CA: 'America/Toronto',
  CD: 'Africa/Kinshasa',
  CL: 'America/Santiago',
  CY: 'Asia/Nicosia',
  ES: 'Europe/Madrid',
  FM: 'Pacific/Pohnpei',
  GL: 'America/Nuuk',
  KI: 'Pacific/Tarawa',
  MH: 'Pacific/Majuro',
  MN: 'Asia/Ulaanbaatar',
  MX: 'America/Mexico_City',
  MY: 'Asia/Kuala_Lumpur',
  PF: 'Pacific/Tahiti',
  PG: 'Pacific/Port_Moresby',
  PS: 'Asia/Hebron',
  PT: 'Europe/Lisbon',
  RU: 'Europe/Moscow',
  TF: 'Indian/Kerguelen',
  US: 'America/New_York',
  UZ: 'Asia/Tashkent',
};

/**
 * The country's main time zone. tzdata merged many zones into a neighbour's (Vietnam into Asia/Bangkok, Denmark into
 * Europe/Berlin); the country's own identifier (Asia/Ho_Chi_Minh, Europe/Copenhagen) keeps the same rules and reads right.
 */
function mainTimezone(alpha2: string) {
  const zone = MOST_POPULOUS_ZONE[alpha2] ?? ct.getCountry(alpha2)?.timezones[0];
  const first = zone ? ct.getTimezone(zone) : null;
  if (!first || first.countries[0] === alpha2) return first;
  const own = ct.getTimezonesForCountry(alpha2, { deprecated: true })?.find((t) => t.countries[0] === alpha2);
  return own ?? first;
}

/** The country's main IANA zone (a talent's default time zone), or null for an unknown country. */
export function countryTimeZone(alpha2: string | null | undefined): string | null {
  return alpha2 ? (mainTimezone(alpha2.toUpperCase())?.name ?? null) : null;
}

/** The zone a talent reads times in: the one they chose, else their country's (null when neither is known). */
export function talentTimeZoneOf(profile: { timeZone: string | null; country: string | null }): string | null {
  return profile.timeZone ?? countryTimeZone(profile.country);
}

function build(): Country[] {
  const list: Country[] = [];
  for (const alpha2 of Object.keys(countries.getAlpha2Codes())) {
    const numeric = countries.alpha2ToNumeric(alpha2);
    const tz = mainTimezone(alpha2);
    if (!numeric || !tz) continue;
    const calling = isSupportedCountry(alpha2) ? `+${getCountryCallingCode(alpha2)}` : '';
    list.push({
      id: Number(numeric),
      nationCode: alpha2,
      nameKo: countries.getName(alpha2, 'ko') ?? alpha2,
      nameEn: countries.getName(alpha2, 'en') ?? alpha2,
      nameJa: countries.getName(alpha2, 'ja') ?? alpha2,
      nameVi: countries.getName(alpha2, 'vi') ?? alpha2,
      callingCode: calling,
      timeZoneId: tz.name,
      utcKo: utcLabel(tz.name, tz.utcOffsetStr, 'ko'),
      utcEn: utcLabel(tz.name, tz.utcOffsetStr, 'en'),
      utcJa: utcLabel(tz.name, tz.utcOffsetStr, 'ja'),
      utcVi: utcLabel(tz.name, tz.utcOffsetStr, 'vi'),
    });
  }
  return list.sort((a, b) => a.nameEn.localeCompare(b.nameEn));
}

let cached: Country[] | undefined;
/** Every country from maintained data packages; static, so built once per process. */
export function listCountries(): Country[] {
  cached ??= build();
  return cached;
}

export function findCountryByCode(code: string): Country | undefined {
  return listCountries().find((c) => c.nationCode === code.toUpperCase());
}
