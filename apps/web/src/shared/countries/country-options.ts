import type { Locale } from '@app/contract/schemas/common';
import type { Country } from '@app/contract/schemas/country';
import { localizeName } from '../catalog/localize-name';

export type Option = { value: string; label: string };

/** A country's name in the page language (English for anything but Korean). */
export function countryName(country: Pick<Country, 'nameKo' | 'nameEn'>, lang: Locale): string {
  return localizeName(country, lang);
}

/** Countries as options by their ISO code, sorted by name in the page language. */
export function countryOptions(countries: readonly Country[], lang: Locale): Option[] {
  const collator = new Intl.Collator(lang);
  return countries
    .map((c) => ({ value: c.nationCode, label: countryName(c, lang) }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

/** Options whose label contains the query (any case), or whose code is the query; names starting with it first. */
export function filterOptions(options: readonly Option[], query: string): Option[] {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return [...options];
  const matches = options.filter((o) => o.label.toLocaleLowerCase().includes(q) || o.value.toLowerCase() === q);
  const starts = (o: Option) => (o.label.toLocaleLowerCase().startsWith(q) || o.value.toLowerCase() === q ? 0 : 1);
  return matches.sort((a, b) => starts(a) - starts(b));
}

/** The label of a code, or the code itself when the list does not know it. */
export function labelOf(options: readonly Option[], code: string | null | undefined): string {
  if (!code) return '';
  return options.find((o) => o.value === code)?.label ?? code;
}
