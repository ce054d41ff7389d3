import type { KeywordTerm } from '@app/contract/rules/keyword-reading';
import { and, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { containing } from '../../db/like';
import { jobPostingConcepts as l, searchWords, jobPostingWords as w } from '../../db/schema/posting-search';
import type { Shares } from './postings.search-statistics';

/*
 * A keyword term's listed postings in date order, from the per-concept lists (decision 050) or the per-word lists
 * (decision 054): the open ones, newest first, with whether the term is in the title. A term the vocabulary does not
 * know is inside a posting's search text exactly when it is inside one of its words (words are what whitespace
 * separates; a term is letters and digits only), so its stream is the merged lists of the dictionary's words that
 * contain it.
 */

/** More words containing a term than this merge too many lists; the term is then tested on search rows. */
export const MAX_WORDS = 16;
/** Terms longer than this are not inside the lists' words of very long pieces of text (migration 0043). */
const MAX_TERM_CHARS = 64;
/** A single character is inside far too many words. */
const MIN_TERM_CHARS = 2;

/**
 * Terms found in more than MAX_WORDS words, remembered per process: words are only ever added to the dictionary, so
 * the answer cannot change, and the lookup of a common piece reads a long posting list of its index.
 */
const tooCommon = new Set<string>();
const TOO_COMMON_KEPT = 10_000;

export type Stream = { term: KeywordTerm; share: number } & ({ concept: string } | { words: string[] });

/** The term's 3-character pieces (or the term itself when shorter), which every word containing it has. */
function gramsOf(text: string): string[] {
  const chars = Array.from(text);
  if (chars.length <= 3) return [text];
  return [...new Set(chars.slice(2).map((_, i) => chars.slice(i, i + 3).join('')))];
}

/** The dictionary's words that contain the text, or null when there are more than MAX_WORDS. */
export async function wordsContaining(tx: DbOrTx, text: string): Promise<string[] | null> {
  if (tooCommon.has(text)) return null;
  const grams = gramsOf(text);
  const result = (await tx.execute(sql`select ${searchWords.word} as word from ${searchWords}
    where ${searchWords.grams} @> ${`{${grams.map((g) => `"${g}"`).join(',')}}`}::text[]
      and ${searchWords.word} like ${containing(text)}
    limit ${MAX_WORDS + 1}`)) as unknown as { rows: { word: string }[] };
  if (result.rows.length <= MAX_WORDS) return result.rows.map((r) => r.word);
  if (tooCommon.size >= TOO_COMMON_KEPT) tooCommon.clear();
  tooCommon.add(text);
  return null;
}

const fits = (text: string) => {
  const chars = Array.from(text).length;
  return chars >= MIN_TERM_CHARS && chars <= MAX_TERM_CHARS;
};

/** A stream for each term that has one: a single concept, or a text term contained in few enough words. */
export async function streamsOf(tx: DbOrTx, terms: KeywordTerm[], shares: Shares): Promise<Stream[]> {
  const streams: Stream[] = [];
  for (const term of terms) {
    const [concept, ...more] = term.concepts;
    if (concept !== undefined && more.length === 0) {
      streams.push({ term, concept, share: shares.concepts.get(concept) ?? 0 });
    } else if (term.concepts.length === 0 && term.search && fits(term.search.text)) {
      const words = await wordsContaining(tx, term.search.text);
      if (words) streams.push({ term, words, share: words.reduce((sum, x) => sum + (shares.words.get(x) ?? 0), 0) });
    }
  }
  return streams;
}

/**
 * The stream's open postings as a subquery of (started_at, posting_id, in_title), newest first. Several words' lists
 * are merged in date order and grouped per posting (a posting may have several of them, in its text or title).
 */
export function streamSql(stream: Stream, now: Date): SQL {
  if ('concept' in stream) {
    return sql`select ${l.startedAt} as started_at, ${l.postingId} as posting_id, ${l.inTitle} as in_title from ${l}
      where ${and(eq(l.concept, stream.concept), lte(l.startedAt, now), gte(l.endedAt, now))}`;
  }
  const list = (word: string, more: SQL[]) => sql`select ${w.startedAt} as started_at, ${w.postingId} as posting_id,
      ${w.inText} as in_text, ${w.inTitle} as in_title from ${w}
    where ${and(eq(w.word, word), lte(w.startedAt, now), gte(w.endedAt, now), ...more)}`;
  const [first, ...rest] = stream.words;
  if (first === undefined)
    return sql`select null::timestamptz as started_at, 0 as posting_id, false as in_title where false`;
  if (rest.length === 0) return list(first, [sql`${w.inText}`]);
  const lists = sql.join(
    stream.words.map((word) => sql`(${list(word, [])})`),
    sql` union all `,
  );
  return sql`select started_at, posting_id, bool_or(in_title) as in_title from (${lists}) u
    group by started_at, posting_id having bool_or(in_text) order by started_at desc, posting_id desc`;
}
