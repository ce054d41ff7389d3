import { countryNameOf } from '@app/contract/rules/country-names';
import type { Locale } from '@app/contract/schemas/common';
import type { Country } from '@app/contract/schemas/country';

/** Countries as options by their ISO code, named as everywhere else (`countryNameOf`), sorted in the page language. */
export function toCountryOptions(countries: readonly Country[], lang: Locale): { value: string; label: string }[] {
  const collator = new Intl.Collator(lang);
  return countries
    .map((c) => ({ value: c.nationCode, label: countryNameOf(c.nationCode, lang) }))
    .sort((a, b) => collator.compare(a.label, b.label));
}
