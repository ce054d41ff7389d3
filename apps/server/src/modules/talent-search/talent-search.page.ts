import { RELEVANCE_WINDOW } from '@app/contract/limits';
import type { TalentSort } from '@app/contract/schemas/talent-search';
import { eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedPerKey } from '../../db/prepared';
import { talentProfiles } from '../../db/schema/profiles';
import { talentSearch, talentSearchDirty } from '../../db/schema/talent-discovery';
import { users } from '../../db/schema/users';
import {
  cardColumns,
  relevance,
  SORTS,
  TALENT_COUNT_CAP,
  type TalentFilter,
  type TalentPageRow,
  talentWhere,
  viewerColumns,
} from './talent-search.queries';

type Page = { sort: TalentSort; page: number; size: number };
/** The values a page's statement is built with, or the prepared statement's placeholders for them. */
type Bounds = { reach: number | Placeholder; limit: number | Placeholder; offset: number | Placeholder };

/**
 * The statement of a page: the matches walked in the sort's order (BEST_MATCH when a known keyword ranks them) up to
 * `reach`, numbered; their count and whether profile changes wait in the rebuild queue; the page cut from them; the
 * page's cards with names, photos and what the viewer keeps about them.
 */
function pageStatement(db: DbOrTx, filter: TalentFilter, where: SQL, sort: TalentSort, bounds: Bounds) {
  const score = sort === 'BEST_MATCH' ? relevance(filter.terms) : null;
  const order = SORTS[sort];
  const matches = db.$with('matches').as(
    db
      .select({
        userId: talentSearch.userId,
        rel: sql<number>`${score ?? sql`0`}`.as('rel'),
        ord: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('ord'),
      })
      .from(talentSearch)
      .where(where)
      .orderBy(...order)
      .limit(bounds.reach),
  );
  const counted = db.$with('counted').as(
    db
      .select({
        n: sql<number>`count(*)::int`.as('n'),
        queued: sql<boolean>`exists (select 1 from ${talentSearchDirty})`.as('queued'),
      })
      .from(matches),
  );
  const inWindow = score
    ? sql`${matches.ord} <= ${RELEVANCE_WINDOW} or (select n from ${counted}) <= ${TALENT_COUNT_CAP}`
    : undefined;
  // Without a score `rel` is 0 for all, so the page is in the sort's order (`ord`).
  const page = db
    .$with('page')
    .as(
      db
        .select({ userId: matches.userId, rel: matches.rel, ord: matches.ord })
        .from(matches)
        .where(inWindow)
        .orderBy(sql`${matches.rel} desc`, matches.ord)
        .limit(bounds.limit)
        .offset(bounds.offset),
    );
  return db
    .with(matches, counted, page)
    .select({
      n: counted.n,
      queued: counted.queued,
      ...cardColumns,
      firstName: users.firstName,
      lastName: users.lastName,
      imageUrl: users.imageUrl,
      profileImgUrl: talentProfiles.profileImgUrl,
      ...viewerColumns(filter.viewerOrganizationId),
    })
    .from(counted)
    .leftJoin(page, sql`true`)
    .leftJoin(talentSearch, eq(talentSearch.userId, page.userId))
    .leftJoin(users, eq(users.id, page.userId))
    .leftJoin(talentProfiles, eq(talentProfiles.userId, page.userId))
    .orderBy(sql`${page.rel} desc`, page.ord);
}

/** An organization's search without a keyword or filter: what the talent search opens with. */
const isBare = (f: TalentFilter) =>
  Object.entries(f).every(
    ([key, value]) => key === 'viewerOrganizationId' || value === undefined || (Array.isArray(value) && !value.length),
  );

const bound = {
  organization: sql.placeholder('organization'),
  reach: sql.placeholder('reach'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
};

/**
 * The bare search's statement, prepared once per sort and connection (decision 058): neither drizzle nor PostgreSQL
 * builds it again for each request. Its plan is the same for every organization (the sort's index, the exclusions as
 * one set), so PostgreSQL's generic plan fits all; searches with keywords or filters are planned for their values,
 * as a concept ten talents have and one half of them have need different walks.
 */
const barePage = preparedPerKey<DbOrTx, ReturnType<typeof prepareBarePage>>();
function prepareBarePage(db: DbOrTx, sort: TalentSort) {
  const filter: TalentFilter = { terms: [], viewerOrganizationId: bound.organization };
  return pageStatement(db, filter, talentWhere(filter) as SQL, sort, bound).prepare(`talent_page_${sort}`);
}

/**
 * A page of listed talents as cards show them (with their names and photos), the capped count, and whether profile
 * changes wait in the rebuild queue, in one statement. The matches are walked in the sort's order (BEST_MATCH when a
 * known keyword ranks them) up to TALENT_COUNT_CAP + 1, or to the page's end when a page lies deeper: that walk is
 * the count (a keyword half the talents match is not counted row by row) and, read in order, the page. Ranked by
 * relevance (job role above other concepts above text), all matches are ranked when they are few (not capped), and
 * only the RELEVANCE_WINDOW best by BEST_MATCH when they are many. The walk reads the order's index (and only the rows
 * the filters test), never a sequential scan of the table, whose start moves with concurrent scans (`synchronize_seqscans`)
 * and read cold pages under load (decision 051); only the page's rows are read whole, and only the card's columns.
 */
export async function findTalentPage(db: DbOrTx, filter: TalentFilter, opts: Page) {
  const where = talentWhere(filter);
  if (!where) return { rows: [] as TalentPageRow[], total: 0, isLast: true, isCapped: false, queued: false };
  const offset = (opts.page - 1) * opts.size;
  const ranked = opts.sort === 'BEST_MATCH' && relevance(filter.terms) !== null;
  // Ranked pages come from the window (or from fewer matches than the cap): the walk never needs to go further.
  const reach = ranked ? TALENT_COUNT_CAP + 1 : Math.max(TALENT_COUNT_CAP + 1, offset + opts.size + 1);
  const bounds = { reach, limit: opts.size + 1, offset };
  const found =
    isBare(filter) && typeof filter.viewerOrganizationId === 'number'
      ? await barePage(db, opts.sort, () => prepareBarePage(db, opts.sort)).execute({
          ...bounds,
          organization: filter.viewerOrganizationId,
        })
      : await pageStatement(db, filter, where, opts.sort, bounds);
  const n = found[0]?.n ?? 0;
  const rows = found.flatMap((r) => (r.userId === null || r.firstName === null ? [] : [r as TalentPageRow]));
  const isCapped = n > TALENT_COUNT_CAP;
  const isLast = rows.length <= opts.size;
  // Past the cap, the total is at least what the pages reached so far show.
  const total = isCapped ? Math.max(TALENT_COUNT_CAP, offset + Math.min(rows.length, opts.size)) : n;
  return { rows: rows.slice(0, opts.size), total, isLast, isCapped, queued: Boolean(found[0]?.queued) };
}
