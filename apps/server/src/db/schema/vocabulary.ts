import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The bilingual vocabulary (decision 017), written by the sync at start from the catalogue and
 * modules/vocabulary/vocabulary.data.ts, never by hand. Concepts are keys such as `skill:5` (Go) or `place:seoul`;
 * terms are every normalized name that means them. Postings and search documents carry concept keys.
 */
export const vocabularyConcepts = pgTable('vocabulary_concepts', {
  key: text('key').primaryKey(),
  kind: text('kind', { enum: ['JOB_TITLE', 'SKILL', 'JOB_WORD', 'PLACE', 'COUNTRY'] }).notNull(),
  /** The catalogue id of a job title or skill. */
  refId: integer('ref_id'),
  nameEn: text('name_en').notNull(),
  nameKo: text('name_ko').notNull(),
  /** Concepts it implies: a development job title implies the job word "developer". */
  implies: text('implies').array().notNull().default(sql`'{}'`),
});

export const vocabularyTerms = pgTable(
  'vocabulary_terms',
  {
    term: text('term').notNull(),
    conceptKey: text('concept_key')
      .notNull()
      .references(() => vocabularyConcepts.key, { onDelete: 'cascade' }),
    /** False for names that are ordinary words too: they count in keywords and names, not in free text. */
    inProse: boolean('in_prose').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.term, t.conceptKey] }), index('vocabulary_terms_concept_idx').on(t.conceptKey)],
);

/** One row: the hash of the vocabulary the concepts of postings and documents were computed with. */
export const vocabularyState = pgTable('vocabulary_state', {
  id: integer('id').primaryKey().default(1),
  hash: text('hash').notNull(),
});
