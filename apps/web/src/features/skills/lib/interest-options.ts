import { localizeName } from '../../../shared/catalog/localize-name';

type Named = { id: number; nameEn: string; nameKo: string };

/** Catalogue entries as picker options: the item's name, with its category as a hint, in the page language. */
export function catalogOptions(categories: readonly (Named & { items: readonly Named[] })[], lang: string) {
  return categories.flatMap((category) =>
    category.items.map((item) => ({
      value: String(item.id),
      label: localizeName(item, lang),
      hint: localizeName(category, lang),
    })),
  );
}

/** Whether the picked ids (strings, in any order) are the saved items. */
export function sameIds(picked: readonly string[], saved: readonly { id: number }[]): boolean {
  if (picked.length !== saved.length) return false;
  const savedIds = new Set(saved.map((item) => String(item.id)));
  return picked.every((id) => savedIds.has(id));
}
