import type { Locale } from '@app/contract/schemas/common';
import type { Country } from '@app/contract/schemas/country';
import { localizeName } from '../catalog/localize-name';

/** Countries as options by their ISO code, sorted by name in the page language. */
export function toCountryOptions(countries: readonly Country[], lang: Locale): { value: string; label: string }[] {
  const collator = new Intl.Collator(lang);
  return countries
    .map((c) => ({ value: c.nationCode, label: localizeName(c, lang) }))
    .sort((a, b) => collator.compare(a.label, b.label));
}
