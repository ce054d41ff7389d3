import { createHash } from 'node:crypto';
import { READING_VERSION, tokenize } from '@app/contract/rules/keyword-reading';
import { JOB_TITLE_CATEGORY_WORDS, JOB_TITLE_NAMES, SKILL_NAMES } from './vocabulary.data';
import { JOB_WORDS, NOT_IN_PROSE, PLACES } from './vocabulary.words.data';

export type ConceptKind = 'JOB_TITLE' | 'SKILL' | 'JOB_WORD' | 'PLACE' | 'COUNTRY';
export type ConceptEntry = {
  key: string;
  kind: ConceptKind;
  refId: number | null;
  nameEn: string;
  nameKo: string;
  /** Every name that means it, the two main ones included. */
  names: string[];
  /** Concepts it implies (a development title implies the job word "developer"). */
  implies: string[];
};

type Named = { id: number; categoryId: number; nameEn: string; nameKo: string };
export type VocabularySources = {
  jobTitles: Named[];
  skills: Named[];
  countries: { nationCode: string; nameEn: string; nameKo: string }[];
};

/** "뷰(Vue.js)" and "사이트 신뢰성 엔지니어(SRE)" are known by the whole name, the part before and the part inside. */
function namesOf(name: string): string[] {
  const inner = /^(.+?)\s*\(([^)]+)\)\s*$/.exec(name);
  return inner ? [name, inner[1] as string, inner[2] as string] : [name];
}

const unique = (names: string[]) => [...new Set(names.filter((n) => tokenize(n).length > 0))];

/** Every concept with its names: the catalogue's titles and skills, the job words, places and countries. */
export function buildEntries(sources: VocabularySources): ConceptEntry[] {
  const catalogue = (
    kind: 'JOB_TITLE' | 'SKILL',
    prefix: string,
    rows: Named[],
    extra: Record<number, readonly string[]>,
  ) =>
    rows.map((r) => ({
      key: `${prefix}:${r.id}`,
      kind,
      refId: r.id,
      nameEn: r.nameEn,
      nameKo: r.nameKo,
      names: unique([...namesOf(r.nameEn), ...namesOf(r.nameKo), ...(extra[r.id] ?? [])]),
      implies: kind === 'JOB_TITLE' ? (JOB_TITLE_CATEGORY_WORDS[r.categoryId] ?? []).map((w) => `word:${w}`) : [],
    }));
  return [
    ...catalogue('JOB_TITLE', 'title', sources.jobTitles, JOB_TITLE_NAMES),
    ...catalogue('SKILL', 'skill', sources.skills, SKILL_NAMES),
    ...JOB_WORDS.map((w) => ({
      key: `word:${w.key}`,
      kind: 'JOB_WORD' as const,
      refId: null,
      nameEn: w.en,
      nameKo: w.ko,
      names: unique([w.en, w.ko, ...w.names]),
      implies: [],
    })),
    ...PLACES.map((p) => ({
      key: `place:${p.key}`,
      kind: 'PLACE' as const,
      refId: null,
      nameEn: p.en,
      nameKo: p.ko,
      names: unique([p.en, p.ko, ...p.names]),
      implies: [`country:${p.country}`],
    })),
    ...sources.countries.map((c) => ({
      key: `country:${c.nationCode}`,
      kind: 'COUNTRY' as const,
      refId: null,
      nameEn: c.nameEn,
      nameKo: c.nameKo,
      names: unique([c.nameEn, c.nameKo]),
      implies: [],
    })),
  ];
}

/** The names that count in keywords and names only (see NOT_IN_PROSE), normalized like terms. */
export const notInProse = NOT_IN_PROSE.map((n) => tokenize(n).join(' '));

/** A fingerprint of the vocabulary: when it changes, postings and documents are indexed again. */
export function hashEntries(entries: ConceptEntry[]): string {
  return createHash('sha256')
    .update(JSON.stringify([READING_VERSION, entries, notInProse]))
    .digest('hex');
}
