import type { Locale } from '../schemas/common';

const displayNames = new Map<Locale, Intl.DisplayNames>();

/**
 * `KR` → `South Korea` / `대한민국`: the one place a country code becomes a name, on every screen, in mails and in
 * the server's public pages (Intl's CLDR region names, so no list has to load first). Unknown codes stay as they are.
 */
export function countryNameOf(code: string | null | undefined, lang: Locale): string {
  if (!code) return '';
  try {
    let names = displayNames.get(lang);
    if (!names) {
      names = new Intl.DisplayNames([lang], { type: 'region', fallback: 'code' });
      displayNames.set(lang, names);
    }
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
