import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobTitles, skills } from '../../db/schema/catalog';
import { vocabularyConcepts, vocabularyState, vocabularyTerms } from '../../db/schema/vocabulary';

export async function findCatalogueNames(db: DbOrTx) {
  const cols = (t: typeof skills | typeof jobTitles) => ({
    id: t.id,
    categoryId: t.categoryId,
    nameEn: t.nameEn,
    nameKo: t.nameKo,
  });
  const titleRows = await db.select(cols(jobTitles)).from(jobTitles);
  const skillRows = await db.select(cols(skills)).from(skills);
  return { jobTitles: titleRows, skills: skillRows };
}

export async function findStoredHash(db: DbOrTx) {
  const [row] = await db.select().from(vocabularyState).where(eq(vocabularyState.id, 1));
  return row?.hash ?? null;
}

type ConceptRow = typeof vocabularyConcepts.$inferInsert;
type TermRow = typeof vocabularyTerms.$inferInsert;

/** Replaces the whole vocabulary (in the caller's transaction) and records its hash. */
export async function replaceVocabulary(db: DbOrTx, concepts: ConceptRow[], terms: TermRow[], hash: string) {
  await db.delete(vocabularyTerms);
  await db.delete(vocabularyConcepts);
  for (let i = 0; i < concepts.length; i += 500) await db.insert(vocabularyConcepts).values(concepts.slice(i, i + 500));
  for (let i = 0; i < terms.length; i += 1000) {
    await db
      .insert(vocabularyTerms)
      .values(terms.slice(i, i + 1000))
      .onConflictDoNothing();
  }
  await db
    .insert(vocabularyState)
    .values({ id: 1, hash })
    .onConflictDoUpdate({ target: vocabularyState.id, set: { hash } });
}

export function findTerms(db: DbOrTx) {
  return db.select().from(vocabularyTerms);
}

export function findConcepts(db: DbOrTx) {
  return db.select().from(vocabularyConcepts);
}
