import { SEARCH_COUNT_CAP } from '@app/contract/limits';
import { APPLICATION_STATUSES, OFFER_APPLICATION_STATUSES } from '@app/contract/rules/application-state';
import type { CandidateListQuery as ContractQuery } from '@app/contract/schemas/hiring';
import {
  and,
  asc,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
  like as sqlLike,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { applications } from '../../db/schema/applications';

/*
 * What the candidate list's statement walks: the filters, the walks of the count and the page, and the shape that
 * decides the statement's text (its values are bound at each run).
 */

export type Status = (typeof applications.$inferSelect)['status'];
type Direction = typeof asc;

/** A candidate statement's parameters, bound at each run (placeholders of the prepared statement). */
export const param = {
  posting: sql.placeholder('posting'),
  organization: sql.placeholder('organization'),
  reach: sql.placeholder('reach'),
  size: sql.placeholder('size'),
  offset: sql.placeholder('offset'),
  like: sql.placeholder('like'),
  status: (i: number) => sql.placeholder(`status${i}`),
};

/**
 * Applicants whose first or last name contains the keyword (`like`, its LIKE pattern), ignoring case. A keyword
 * without upper and lower case (한글, digits) matches the same names with LIKE as with ILIKE, and LIKE is ~5x cheaper
 * per row: ILIKE lower-cases every name it tests, which was most of a name search's walk through a large posting's
 * applicants (decision 045).
 */
function nameCondition(hasCase: boolean) {
  const test = hasCase ? ilike : sqlLike;
  return or(test(applications.applicantFirstName, param.like), test(applications.applicantLastName, param.like));
}

/** The list's query as the route validated it (the keyword already trimmed, empty as none). */
export type CandidateListQuery = Omit<ContractQuery, 'keyword'> & { keyword?: string };

/**
 * What decides the statement's text, not its values: one prepared statement per shape (decision 058). A keyword's
 * shape is whether it has case (ILIKE) or not (LIKE); stages, a few sizes of list (`statusSlots`).
 */
export type Shape = {
  sort: CandidateListQuery['sort'];
  direction: CandidateListQuery['direction'];
  keyword: 'NONE' | 'LIKE' | 'ILIKE';
  statuses: number;
  withoutOffers: boolean;
};

/** The name of a shape's prepared statement. */
export const keyOf = (s: Shape) => Object.values(s).join('_');

/**
 * Stage lists come in a few sizes, the asked stages repeated to fill them (`in (a, b, b, b)`), so a member cannot make
 * a statement for every length. Not one array (`= any($1)`): PostgreSQL's plan for any array tested the stage after
 * the index rather than in it (72,000 entries read instead of 1,001 for one stage of the largest posting).
 */
const STATUS_SLOTS = [1, 2, 4, APPLICATION_STATUSES.length];
const statusSlots = (n: number) => (n === 0 ? 0 : (STATUS_SLOTS.find((k) => k >= n) ?? n));

/** The values of a shape's stage slots: the stages asked, the last repeated. */
export function statusValues(statuses: readonly Status[] | undefined) {
  const asked = [...new Set(statuses)];
  const slots = statusSlots(asked.length);
  return Object.fromEntries(
    Array.from({ length: slots }, (_, i) => [`status${i}`, asked[Math.min(i, asked.length - 1)]]),
  );
}

export function shapeOf(q: CandidateListQuery): Shape {
  const keyword = !q.keyword ? 'NONE' : q.keyword.toLowerCase() !== q.keyword.toUpperCase() ? 'ILIKE' : 'LIKE';
  return {
    sort: q.sort,
    direction: q.direction,
    keyword,
    statuses: statusSlots(new Set(q.statuses).size),
    withoutOffers: q.includeJobOffer === false,
  };
}

/** Candidates (never withdrawn or anonymous applications) of the posting matching the list's filters. */
function candidateWhere(s: Shape) {
  // Anonymous applications (retention window over, decision 039) are statistics only: never a candidate.
  const conditions: (SQL | undefined)[] = [
    eq(applications.postingId, param.posting),
    ne(applications.status, 'WITHDRAWN'),
    isNull(applications.anonymizedAt),
  ];
  if (s.statuses > 0) {
    conditions.push(
      inArray(
        applications.status,
        Array.from({ length: s.statuses }, (_, i) => param.status(i)),
      ),
    );
  }
  if (s.withoutOffers) conditions.push(notInArray(applications.status, OFFER_APPLICATION_STATUSES));
  if (s.keyword !== 'NONE') conditions.push(nameCondition(s.keyword === 'ILIKE'));
  return and(...conditions);
}

/**
 * The matches walked in an index up to SEARCH_COUNT_CAP + 1 (or to the page's end, deeper: `reach`), the page's ids in
 * its order. In applied order (the default) one walk of the posting's applied-date index gives both: counted, and the
 * page cut from it. In name order the page walks the name index; the count walks applied order when a name is
 * searched, as in name order everyone called 민지 sits together (the planner's walk of the name index read 48,000
 * entries before the first match). Both indexes carry the stage and names, so neither walk reads a heap row.
 */
export function walks(db: DbOrTx, s: Shape) {
  const where = candidateWhere(s);
  const dir: Direction = s.direction === 'ASC' ? asc : desc;
  if (s.sort === 'APPLIED_AT') {
    const walk = db.$with('walk').as(
      db
        .select({ id: applications.id, appliedAt: sql<Date>`${applications.appliedAt}`.as('walked_at') })
        .from(applications)
        .where(where)
        .orderBy(dir(applications.appliedAt), dir(applications.id))
        .limit(param.reach),
    );
    const page = db
      .$with('page')
      .as(
        db
          .select({ id: walk.id })
          .from(walk)
          .orderBy(dir(walk.appliedAt), dir(walk.id))
          .limit(param.size)
          .offset(param.offset),
      );
    return { walk, page, order: [dir(applications.appliedAt), dir(applications.id)] };
  }
  const walk = db.$with('walk').as(
    db
      .select({ id: applications.id })
      .from(applications)
      .where(where)
      .orderBy(...(s.keyword !== 'NONE' ? [desc(applications.appliedAt), desc(applications.id)] : []))
      .limit(SEARCH_COUNT_CAP + 1),
  );
  const order = [dir(applications.applicantFirstName), dir(applications.applicantLastName), dir(applications.id)];
  const page = db.$with('page').as(
    db
      .select({ id: applications.id })
      .from(applications)
      .where(where)
      .orderBy(...order)
      .limit(param.size)
      .offset(param.offset),
  );
  return { walk, page, order };
}
