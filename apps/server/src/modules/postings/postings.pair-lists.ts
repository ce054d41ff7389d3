import { and, count, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { containing } from '../../db/like';
import { jobPostingPairs as p, jobPostingSearch as s, searchPairs } from '../../db/schema/posting-search';
import type { Stream } from './postings.list-streams';

/*
 * Lists of two terms searched together (decision 063, migration 0047). Two common terms merge their lists until the
 * count cap's 1,001 matches: `서울 핀테크` reads 4,500 + 11,000 entries at 200,000 postings where one term reads 1,001,
 * and that grows with the data until the cap is reached. A pair searched again and again in a process gets a list of
 * its own, kept by triggers like the others, and its walk then reads what one term's does. A pair is used once its
 * list is committed whole (one transaction), so a pair built during a search is used only by the searches after it.
 */

/** Both terms in at least this share of listed postings: a merge of rarer lists reads few entries anyway. */
export const MIN_PAIR_SHARE = 0.02;
/** Searches of a pair in one process before its list is built. */
export const PAIR_AFTER_SEARCHES = 3;
/** Pairs kept at most (each adds a look at its members to every write of a listed posting). */
export const MAX_PAIRS = 256;
/** Pairs counted per process before the counts start over. */
const COUNTED_KEPT = 10_000;
/** The build waits this long at most for the postings being written (it blocks their writes while it runs). */
const LOCK_TIMEOUT = '2s';

type Member = { key: string; concept: string | null; like: string | null };
/** Two streams of a search and what the pair's list records of each, in the key's order (a, b). */
export type PairSpec = { key: string; members: [Member, Member]; streams: [Stream, Stream] };

function memberOf(stream: Stream): Member {
  if ('concept' in stream) return { key: `c:${stream.concept}`, concept: stream.concept, like: null };
  const text = stream.term.search?.text ?? '';
  return { key: `t:${text}`, concept: null, like: containing(text) };
}

/** The pair of the walked stream and the rarest merged one, when both are common enough to be worth a list. */
export function pairOf(walked: Stream, merged: Stream[]): PairSpec | null {
  const [other] = merged;
  if (!other || walked.share < MIN_PAIR_SHARE || other.share < MIN_PAIR_SHARE) return null;
  const [a, b] = [
    { member: memberOf(walked), stream: walked },
    { member: memberOf(other), stream: other },
  ].sort((x, y) => (x.member.key < y.member.key ? -1 : 1));
  if (!a || !b || a.member.key === b.member.key) return null;
  return { key: `${a.member.key}|${b.member.key}`, members: [a.member, b.member], streams: [a.stream, b.stream] };
}

/** The pair's id when its list exists (committed: the pair and its list are written in one transaction). */
export async function pairIdOf(tx: DbOrTx, spec: PairSpec): Promise<number | null> {
  const result = (await tx.execute(
    sql`select ${searchPairs.id} as id from ${searchPairs} where ${searchPairs.key} = ${spec.key}`,
  )) as unknown as { rows: { id: number }[] };
  return result.rows[0]?.id ?? null;
}

/** The pair's open postings as a subquery of (started_at, posting_id, a_in_title, b_in_title), newest first. */
export function pairSql(id: number, now: Date): SQL {
  return sql`select ${p.startedAt} as started_at, ${p.postingId} as posting_id, ${p.aInTitle} as a_in_title,
      ${p.bInTitle} as b_in_title from ${p}
    where ${and(sql`${p.pairId} = ${id}`, lte(p.startedAt, now), gte(p.endedAt, now))}`;
}

/** A search row has the member (what the trigger's search_pair_has says, written so the indexes can find it). */
const has = (m: Member) =>
  m.concept !== null ? sql`${s.concepts} @> array[${m.concept}]::text[]` : sql`${s.searchText} like ${m.like}`;
const inTitle = (m: Member) => sql`search_pair_in_title(${m.concept}, ${m.like}, ${s.titleConcepts}, ${s.title})`;

/**
 * Builds the pair's list from the search rows, unless MAX_PAIRS are kept or another process built it. Posting writes
 * wait meanwhile (a share lock on the search table): one committed before the lock is in the rows read, one after
 * the commit finds the pair in its trigger, so no posting is missed. Returns the pair's id, or null.
 */
export async function buildPair(db: Db, spec: PairSpec): Promise<number | null> {
  const [a, b] = spec.members;
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local lock_timeout = '${LOCK_TIMEOUT}'`));
    await tx.execute(sql`lock table ${s} in share mode`);
    const [kept] = await tx.select({ n: count() }).from(searchPairs);
    if ((kept?.n ?? 0) >= MAX_PAIRS) return null;
    const [added] = await tx
      .insert(searchPairs)
      .values({ key: spec.key, aConcept: a.concept, aLike: a.like, bConcept: b.concept, bLike: b.like })
      .onConflictDoNothing()
      .returning({ id: searchPairs.id });
    if (!added) return pairIdOf(tx, spec);
    await tx.execute(sql`insert into ${p} select ${added.id}, ${s.startedAt}, ${s.postingId}, ${s.endedAt},
        ${inTitle(a)}, ${inTitle(b)}
      from ${s} where ${has(a)} and ${has(b)}`);
    return added.id;
  });
}

const counted = new Map<string, number>();
const building = new Set<string>();
/** MAX_PAIRS were found kept: no more builds in this process (each would hold posting writes for nothing). */
let full = false;

/**
 * Counts a search that merged the pair's lists; the PAIR_AFTER_SEARCHES-th builds its list after the answer. A build
 * that waited too long for the postings' writers, or found MAX_PAIRS kept, leaves the merge, which answers the same.
 */
export function notePairSearch(db: Db, spec: PairSpec): void {
  if (full) return;
  const n = (counted.get(spec.key) ?? 0) + 1;
  if (n < PAIR_AFTER_SEARCHES) {
    if (counted.size >= COUNTED_KEPT) counted.clear();
    counted.set(spec.key, n);
    return;
  }
  counted.delete(spec.key);
  if (building.has(spec.key)) return;
  building.add(spec.key);
  buildPair(db, spec)
    // A new list has no statistics and no visibility map yet: the planner would not walk its key, and an index-only
    // scan would read the table (autovacuum comes within a minute or so; this at once).
    .then((id) => {
      full = id === null;
      return id === null ? undefined : db.execute(sql`vacuum (analyze) ${p}`);
    })
    .catch((error: { code?: string; cause?: { code?: string }; message?: string }) => {
      // 55P03: the lock timed out.
      if ((error.code ?? error.cause?.code) !== '55P03') process.emitWarning(`pair list ${spec.key}: ${error.message}`);
    })
    .finally(() => building.delete(spec.key));
}
