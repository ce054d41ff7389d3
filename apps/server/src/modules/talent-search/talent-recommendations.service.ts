import { RECOMMENDATION_POOL_MAX } from '@app/contract/limits';
import { bestMatch, type MatchTarget } from '@app/contract/rules/match-score';
import type { Locale } from '@app/contract/schemas/common';
import type { DashboardTalentsQuery } from '@app/contract/schemas/talent-search';
import { arrayOverlaps, or, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { perDatabase } from '../../db/per-database';
import { talentSearch } from '../../db/schema/talent-discovery';
import type { Deps } from '../../deps';
import { organizationOf } from '../../http/access';
import { notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/auth';
import { passedAssessmentsOf } from '../assessments/assessments.results.service';
import { findCategoryNames } from '../catalog/catalog.service';
import { assertVerifiedMemberOf } from '../organizations/organizations.lookup.service';
import { findOpenTargets, findPosting } from '../postings/postings.lookup.service';
import { presentTalentCardsByIds } from './talent-cards';
import { matchTalentOf, presentReasons, targetOfPosting } from './talent-match';
import { findRankingVersion } from './talent-recommendations.queries';
import { refreshTalentSearch } from './talent-search.index';
import { type CandidatePoolRow, findCandidatePool, findRoleYears } from './talent-search.queries';

/** Open postings a RECOMMENDED list is scored against (the newest ones). */
const TARGET_POSTINGS_MAX = 20;

/** Skill years back from the stored keys (`categoryId * 100 + y` for every y up to the years). */
function skillYearsOf(row: Pick<CandidatePoolRow, 'skillYearKeys'>) {
  const years = new Map<number, number>();
  for (const key of row.skillYearKeys) {
    const categoryId = Math.floor(key / 100);
    years.set(categoryId, Math.max(years.get(categoryId) ?? 0, key % 100));
  }
  return [...years].map(([categoryId, experienceYears]) => ({ categoryId, experienceYears }));
}

async function targetsOf(deps: Deps, organizationId: number, query: DashboardTalentsQuery) {
  if (query.type === 'POSTING') {
    const row = query.postingId === undefined ? null : await findPosting(deps.db, query.postingId);
    if (!row || row.posting.organizationId !== organizationId) throw notFound();
    return [
      { postingId: row.posting.id, version: row.posting.updatedAt.getTime(), target: targetOfPosting(row.posting) },
    ];
  }
  const rows = await findOpenTargets(deps.db, organizationId, TARGET_POSTINGS_MAX);
  return rows.map((posting) => ({
    postingId: posting.id,
    version: posting.updatedAt.getTime(),
    target: targetOfPosting(posting),
  }));
}
type Targets = Awaited<ReturnType<typeof targetsOf>>;

/** Talents who have any skill or role the targets ask for (all listed talents when they ask for none). */
function poolCondition(targets: MatchTarget[]): SQL | undefined {
  const skills = [...new Set(targets.flatMap((t) => t.skillCategoryIds))];
  const roles = [...new Set(targets.flatMap((t) => t.jobRoleCategoryIds))];
  const parts: SQL[] = [];
  if (skills.length > 0) parts.push(arrayOverlaps(talentSearch.skillCategoryIds, skills));
  if (roles.length > 0) parts.push(arrayOverlaps(talentSearch.roleCategoryIds, roles));
  return parts.length > 0 ? or(...parts) : undefined;
}

/**
 * Rankings for a minute per database, organization and set of targets (each posting's id and last change): scoring the
 * pool is most of a dashboard's work and the same for every page and reload. A changed posting or a rebuilt talent
 * document (its latest time is in the key) makes a new key; anything else (a new pass) shows within the minute. Kept
 * as it is being made, so loads that arrive meanwhile wait for it rather than rank too (decision 046).
 */
const RANKING_TTL_MS = 60_000;
type Ranked = Awaited<ReturnType<typeof rankTalents>>[number];
const rankingCacheOf = perDatabase(
  (_db: Deps['db']) => new LRUCache<string, Promise<Ranked[]>>({ max: 1000, ttl: RANKING_TTL_MS }),
);

/** The pool (anyone with a wanted skill or role, by the indexes) ordered by the match score. */
async function rankTalents(deps: Deps, organizationId: number, targets: Targets) {
  const pool = await findCandidatePool(
    deps.db,
    { terms: [], viewerOrganizationId: organizationId },
    poolCondition(targets.map((t) => t.target)),
    RECOMMENDATION_POOL_MAX,
  );
  const ids = pool.map((r) => r.userId);
  const [roleYears, passes] = await Promise.all([findRoleYears(deps.db, ids), passedAssessmentsOf(deps.db, ids)]);
  return pool
    .map((row) => {
      const talent = matchTalentOf(
        { ...row, techStacks: skillYearsOf(row), jobRoles: roleYears.get(row.userId) ?? [] },
        passes.get(row.userId) ?? [],
      );
      const result = bestMatch(
        talent,
        targets.map((t) => t.target),
      );
      return { row, result, postingId: targets[result.index]?.postingId ?? null };
    })
    .sort(
      (a, b) =>
        b.result.score - a.result.score ||
        b.row.profileUpdatedAt.getTime() - a.row.profileUpdatedAt.getTime() ||
        b.row.userId - a.row.userId,
    );
}

/**
 * `GET /api/v1/dashboards/talents`: listed talents ranked by the match score against the organization's open postings
 * (RECOMMENDED; each talent scored against the posting that suits them best) or one of its postings (POSTING).
 */
export async function recommendTalents(deps: Deps, auth: AuthContext, locale: Locale, query: DashboardTalentsQuery) {
  const organizationId = organizationOf(auth);
  assertVerifiedMemberOf(auth, organizationId);
  const targets = await targetsOf(deps, organizationId, query);
  // Profile changes wait in a queue the triggers fill; they are rebuilt first so a changed profile is ranked at once.
  let { version, queued } = await findRankingVersion(deps.db, organizationId);
  if (queued) {
    await refreshTalentSearch(deps.db);
    ({ version } = await findRankingVersion(deps.db, organizationId));
  }
  const key = `${organizationId}:${version}:${targets.map((t) => `${t.postingId}@${t.version}`).join(',')}`;
  const cache = rankingCacheOf(deps.db);
  let ranking = cache.get(key);
  if (!ranking) {
    const made = rankTalents(deps, organizationId, targets);
    ranking = made;
    cache.set(key, made);
    // A failed ranking is forgotten, so the next load tries again.
    made.catch(() => cache.get(key) === made && cache.delete(key));
  }
  const scored = await ranking;
  const names = await findCategoryNames(deps.db);
  const slice = scored.slice((query.page - 1) * query.size, query.page * query.size);
  // The page's cards only, in the page's order, read in one statement.
  const cards = await presentTalentCardsByIds(
    deps.db,
    organizationId,
    slice.map((s) => s.row.userId),
    locale,
  );
  const byId = new Map(slice.map((s) => [s.row.userId, s]));
  // Without an open posting nothing is asked, so every score would read 100: list recent profiles, unscored.
  const hasTargets = targets.length > 0;
  return {
    data: cards.map((card) => {
      const s = byId.get(card.userId);
      return {
        ...card,
        score: s && hasTargets ? s.result.score : null,
        postingId: s?.postingId ?? null,
        reasons: s && hasTargets ? presentReasons(s.result.reasons, names) : [],
      };
    }),
    pageNumber: query.page,
    last: query.page * query.size >= scored.length,
    totalElementCount: scored.length,
    matchedPostingCount: targets.length,
  };
}
