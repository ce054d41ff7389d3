import { localizeName } from './localize-name';

type Named = { id: number; nameEn: string; nameKo: string };

/**
 * Catalogue entries as picker options: the name in the page language, the other language's name as the hint (so
 * typing either finds the entry); no hint when both names are the same ("Go").
 */
export function bilingualOptions(items: readonly Named[], lang: string) {
  return items
    .map((item) => {
      const label = localizeName(item, lang);
      const other = lang === 'ko' ? item.nameEn : item.nameKo;
      return { value: String(item.id), label, hint: other === label ? undefined : other };
    })
    .sort((a, b) => a.label.localeCompare(b.label, lang));
}

/** The names of catalogue entries in the reader's language, joined as on cards ("Backend Developer · Go"). */
export function joinNames(items: readonly Named[], lang: string): string {
  return items.map((item) => localizeName(item, lang)).join(' · ');
}
