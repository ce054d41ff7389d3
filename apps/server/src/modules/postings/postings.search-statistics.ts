import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/*
 * How common each concept, gram and word is among listed postings, from PostgreSQL's statistics (the most common
 * values and elements with their share of rows), re-read every ten minutes per database handle. The search uses them
 * only to choose how to walk (postings.list-walk.ts); answers never depend on them. A value missing from the most
 * common ones counts as 0: rarer than every one listed.
 */

const FREQUENCIES_MS = 10 * 60_000;

export type Shares = {
  /** Concept → share of search rows that have it. */
  concepts: Map<string, number>;
  /** Gram → share of search rows whose text has it. */
  grams: Map<string, number>;
  /** Word → share of search rows with an entry in its list (about the share whose text has it). */
  words: Map<string, number>;
};

const cache = new WeakMap<DbOrTx, { at: number; value: Promise<Shares> }>();

async function readShares(db: DbOrTx): Promise<Shares> {
  const result = (await db.execute(sql`select tablename || '.' || attname as kind, u.value, u.frequency
    -- An array's or a vector's elements; a word's values (an array column has common whole values too).
    from pg_stats, unnest(case when attname = 'word' then most_common_vals::text::text[] else most_common_elems::text::text[] end,
      case when attname = 'word' then most_common_freqs else most_common_elem_freqs end) as u(value, frequency)
    where schemaname = current_schema() and u.value is not null
      and ((tablename = 'job_posting_search' and attname in ('concepts', 'search_vector'))
        or (tablename = 'job_posting_words' and attname = 'word'))
    union all select relname, null, reltuples from pg_class
      where relname in ('job_posting_search', 'job_posting_words') and relnamespace = current_schema()::regnamespace`)) as unknown as {
    rows: { kind: string; value: string | null; frequency: number }[];
  };
  const of = (kind: string, scale = 1) =>
    new Map(result.rows.filter((r) => r.kind === kind).map((r) => [r.value as string, Number(r.frequency) * scale]));
  const size = (relname: string) => Math.max(Number(result.rows.find((r) => r.kind === relname)?.frequency ?? 0), 0);
  // A word's statistics are its share of list entries; each search row has many.
  const entriesPerRow = size('job_posting_search') > 0 ? size('job_posting_words') / size('job_posting_search') : 0;
  return {
    concepts: of('job_posting_search.concepts'),
    grams: of('job_posting_search.search_vector'),
    words: of('job_posting_words.word', entriesPerRow),
  };
}

export function sharesOf(db: DbOrTx): Promise<Shares> {
  const known = cache.get(db);
  if (known && Date.now() - known.at < FREQUENCIES_MS) return known.value;
  const value = readShares(db);
  value.catch(() => cache.delete(db));
  cache.set(db, { at: Date.now(), value });
  return value;
}
