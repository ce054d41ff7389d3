import { RECOMMENDATION_POOL_MAX } from '@app/contract/limits';
import { bestMatch, type MatchTarget } from '@app/contract/rules/match-score';
import type { Locale } from '@app/contract/schemas/common';
import type { DashboardTalentsQuery } from '@app/contract/schemas/talent-search';
import { arrayOverlaps, or, type SQL } from 'drizzle-orm';
import { talentSearch } from '../../db/schema/talent-discovery';
import type { Deps } from '../../deps';
import { organizationOf } from '../../http/access';
import { notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/auth';
import { passedAssessmentsOf } from '../assessments/assessments.results.service';
import { findCategoryNames } from '../catalog/catalog.service';
import { assertVerifiedMemberOf } from '../organizations/organizations.lookup.service';
import { findOpenPostings, findPosting } from '../postings/postings.lookup.service';
import { presentTalentCards } from './talent-cards';
import { matchTalentOf, presentReasons, targetOfPosting } from './talent-match';
import type { TalentSearchRow } from './talent-search.document';
import { refreshTalentSearch } from './talent-search.index';
import { findCandidatePool, findRoleYears } from './talent-search.queries';

/** Open postings a RECOMMENDED list is scored against (the newest ones). */
const TARGET_POSTINGS_MAX = 20;

/** Skill years back from the stored keys (`categoryId * 100 + y` for every y up to the years). */
function skillYearsOf(row: TalentSearchRow) {
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
    return [{ postingId: row.posting.id, target: targetOfPosting(row.posting) }];
  }
  const { rows } = await findOpenPostings(
    deps.db,
    { now: new Date(), organizationId },
    { page: 1, size: TARGET_POSTINGS_MAX },
  );
  return rows.map((r) => ({ postingId: r.posting.id, target: targetOfPosting(r.posting) }));
}

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
 * `GET /api/v1/dashboards/talents`: listed talents ranked by the match score against the organization's open postings
 * (RECOMMENDED; each talent scored against the posting that suits them best) or one of its postings (POSTING). The
 * indexes pick the candidates (anyone with a wanted skill or role), the score orders them.
 */
export async function recommendTalents(deps: Deps, auth: AuthContext, locale: Locale, query: DashboardTalentsQuery) {
  const organizationId = organizationOf(auth);
  await assertVerifiedMemberOf(deps.db, auth, organizationId);
  const targets = await targetsOf(deps, organizationId, query);
  await refreshTalentSearch(deps.db);
  const pool = await findCandidatePool(
    deps.db,
    { terms: [] },
    poolCondition(targets.map((t) => t.target)),
    RECOMMENDATION_POOL_MAX,
  );
  const ids = pool.map((r) => r.userId);
  const [roleYears, passes, names] = await Promise.all([
    findRoleYears(deps.db, ids),
    passedAssessmentsOf(deps.db, ids),
    findCategoryNames(deps.db),
  ]);
  const scored = pool
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
  const slice = scored.slice((query.page - 1) * query.size, query.page * query.size);
  const cards = await presentTalentCards(
    deps.db,
    organizationId,
    slice.map((s) => s.row),
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
