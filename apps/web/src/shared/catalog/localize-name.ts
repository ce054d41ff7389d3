/** Catalogue entries, countries and match reasons carry both names; the page shows the one of its language. */
export function localizeName(item: { nameKo: string; nameEn: string }, lang: string): string {
  return lang === 'ko' ? item.nameKo : item.nameEn;
}
