import { useMemo } from 'react';
import { useLang } from '../../lib/use-lang';
import { useJobTitles, useSkillList } from './get-catalog';
import { localizeName } from './localize-name';

type Named = { nameEn: string; nameKo: string };

/** Case, spacing and punctuation aside: "react.js" is "React.js", "백엔드개발자" is "백엔드 개발자". */
const keyOf = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s.\-_/]+/g, '');

/**
 * Reads a name a person typed (a profile's skill or job role) in the reader's language when it is a catalogue
 * entry in either language: 코틀린 reads "Kotlin" on an English page, so one thing has one name on the page.
 * Names the catalogue does not know are shown as typed.
 */
export function catalogueNamer(entries: readonly Named[], lang: string): (text: string) => string {
  const byKey = new Map<string, Named>();
  for (const entry of entries) {
    byKey.set(keyOf(entry.nameEn), entry);
    byKey.set(keyOf(entry.nameKo), entry);
  }
  return (text) => {
    const entry = byKey.get(keyOf(text));
    return entry ? localizeName(entry, lang) : text;
  };
}

/** Namers for skills and job titles from the catalogue (cached for an hour); names show as typed until it loads. */
export function useCatalogueNames() {
  const lang = useLang();
  const skills = useSkillList();
  const jobTitles = useJobTitles();
  return useMemo(
    () => ({
      skill: catalogueNamer(skills.data ?? [], lang),
      jobTitle: catalogueNamer(jobTitles.data ?? [], lang),
    }),
    [skills.data, jobTitles.data, lang],
  );
}
