import { buildLexicon, type Lexicon, normalizeTerm, tokenize } from '@app/contract/rules/keyword-reading';
import type { Db, DbOrTx } from '../../db/client';
import { listCountries } from '../countries/countries.service';
import { buildEntries, type ConceptKind, hashEntries, notInProse } from './vocabulary.entries';
import { findCatalogueNames, findConcepts, findStoredHash, findTerms, replaceVocabulary } from './vocabulary.queries';

/*
 * The bilingual vocabulary at run time: written to the database at start when it changed, then read back once per
 * process as the lexicon that reads keywords and texts (contract rules/keyword-reading.ts) and the concepts' names.
 */

export type ConceptName = {
  key: string;
  kind: ConceptKind;
  refId: number | null;
  nameEn: string;
  nameKo: string;
  implies: string[];
};
export type Vocabulary = { lexicon: Lexicon; concepts: ReadonlyMap<string, ConceptName> };

let loaded: Promise<Vocabulary> | null = null;

/**
 * Writes the vocabulary (concepts and every normalized name) when its source changed; returns whether it did, in which
 * case the concepts of postings and search documents must be computed again.
 */
export async function syncVocabulary(db: Db): Promise<boolean> {
  const entries = buildEntries({ ...(await findCatalogueNames(db)), countries: listCountries() });
  const hash = hashEntries(entries);
  if ((await findStoredHash(db)) === hash) return false;
  const prose = new Set(notInProse);
  const terms = entries.flatMap((e) => {
    const forms = new Set(
      e.names.flatMap((name) => {
        const term = tokenize(name).join(' ');
        return [term, normalizeTerm(term)];
      }),
    );
    return [...forms].map((term) => ({ term, conceptKey: e.key, inProse: !prose.has(term) }));
  });
  const concepts = entries.map(({ names: _names, ...concept }) => concept);
  await db.transaction((tx) => replaceVocabulary(tx, concepts, terms, hash));
  loaded = null;
  return true;
}

async function read(db: DbOrTx): Promise<Vocabulary> {
  const [terms, concepts] = [await findTerms(db), await findConcepts(db)];
  const byConcept = new Map<string, string[]>();
  for (const t of terms) byConcept.set(t.conceptKey, [...(byConcept.get(t.conceptKey) ?? []), t.term]);
  const lexicon = buildLexicon(
    [...byConcept].map(([key, names]) => ({ key, names })),
    [...new Set(terms.filter((t) => !t.inProse).map((t) => t.term))],
  );
  return { lexicon, concepts: new Map(concepts.map((c) => [c.key, c])) };
}

/** The vocabulary, read from the database on first use and kept for the life of the process. */
export function loadVocabulary(db: DbOrTx): Promise<Vocabulary> {
  if (!loaded) {
    loaded = read(db);
    loaded.catch(() => {
      loaded = null;
    });
  }
  return loaded;
}

/** The concepts with those they imply (a development title its job word, a place its country), sorted. */
export function withImplied(keys: Iterable<string>, vocabulary: Vocabulary): string[] {
  const out = new Set<string>();
  for (const key of keys) {
    out.add(key);
    for (const implied of vocabulary.concepts.get(key)?.implies ?? []) out.add(implied);
  }
  return [...out].sort();
}
