import cities from '../i18n/time-zone-cities.json' with { type: 'json' };

/**
 * Time zones as people name them, by their city in the reader's language (서울, 로스앤젤레스 / Seoul, Los Angeles),
 * never by the IANA id. The cities come from Unicode CLDR (`scripts/time-zone-cities.mjs` writes the table).
 */
type CityLanguage = 'en' | 'ko';

/** Current zone names whose CLDR entry is still under the older id. */
const CLDR_IDS: Record<string, string> = {
  'Asia/Kolkata': 'Asia/Calcutta',
  'Asia/Ho_Chi_Minh': 'Asia/Saigon',
  'Asia/Kathmandu': 'Asia/Katmandu',
  'Asia/Yangon': 'Asia/Rangoon',
  'Europe/Kyiv': 'Europe/Kiev',
  'Atlantic/Faroe': 'Atlantic/Faeroe',
  'America/Nuuk': 'America/Godthab',
};

const UNIVERSAL = new Set(['UTC', 'Etc/UTC', 'Etc/GMT', 'GMT', 'Etc/Universal', 'Etc/Zulu']);
const tables: Record<CityLanguage, Record<string, string>> = cities;

/** The zone's city in `lang` (UTC stays UTC); English CLDR leaves out cities that read as the id (Asia/Seoul). */
export function timeZoneCity(zone: string, lang: string): string {
  if (UNIVERSAL.has(zone)) return 'UTC';
  const id = CLDR_IDS[zone] ?? zone;
  const fromId = (id.split('/').at(-1) ?? id).replaceAll('_', ' ');
  if (lang === 'ko') return tables.ko[id] ?? tables.en[id] ?? fromId;
  return tables.en[id] ?? fromId;
}

/** The zone's offset from UTC at `at`, as `UTC+09:00` (UTC+00:00 for UTC), or null for an unknown zone. */
export function utcOffsetLabel(zone: string, at: Date = new Date()): string | null {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value;
    if (!part) return null;
    return part === 'GMT' ? 'UTC+00:00' : part.replace('GMT', 'UTC');
  } catch {
    return null;
  }
}
