/**
 * Whether this runtime knows the zone. The contract's isValidTimeZone does the same, but its module brings date-fns/tz
 * into every screen that only shows a time; this check is all those screens need.
 */
function isKnownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The browser's IANA time zone by its current name (UTC when it cannot tell). */
export function getBrowserTimeZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isKnownZone(zone) ? toCurrentZoneName(zone) : 'UTC';
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
export function toCurrentZoneName(zone: string): string {
  const current = CURRENT_NAMES[zone];
  return current && isKnownZone(current) ? current : zone;
}
