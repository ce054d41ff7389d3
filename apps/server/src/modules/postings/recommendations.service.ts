import { qualifiesWith } from '@app/contract/rules/assessment-pass';
import type { JobDetail, RecommendedPosting } from '@app/contract/schemas/posting';
import { LRUCache } from 'lru-cache';
import { perDatabase } from '../../db/per-database';
import type { Deps } from '../../deps';
import type { AuthContext } from '../../http/auth';
import { pageOfRows } from '../../http/page';
import { passedAssessmentsOf } from '../assessments/assessments.results.service';
import { type CategoryNames, findCategoryNames } from '../catalog/catalog.service';
import { loadVocabulary, type Vocabulary } from '../vocabulary/vocabulary.service';
import { presentCard } from './postings.presenter';
import { findOpenCards, rankRecommendations, type TalentSignals } from './recommendations.queries';
import { findRecommendationInputs } from './talent-signals.queries';

type TrackLevel = JobDetail['requiredAssessments'][number];
type Reason = RecommendedPosting['reasons'][number];

/**
 * Why each posting matches, strongest first: the job titles and skills it asks for that the talent has or wants
 * (named in both languages, whatever language either side wrote in), the experience fitting its range, the required
 * assessments passed, then the categories they share.
 */
function reasonsFor(
  p: { jobRoleCategoryIds: number[]; skillCategoryIds: number[]; titleConcepts: string[]; concepts: string[] },
  facts: {
    signals: TalentSignals;
    names: CategoryNames;
    vocabulary: Vocabulary;
    fitsExperience: boolean;
    qualified: boolean;
  },
): Reason[] {
  const { signals, names, vocabulary } = facts;
  const reasons: Reason[] = [];
  const concept = (type: 'JOB_TITLE' | 'SKILL', keys: string[], wanted: string[]) => {
    for (const key of keys) {
      const c = vocabulary.concepts.get(key);
      if (wanted.includes(key) && c)
        reasons.push({ type, categoryId: c.refId ?? 0, nameEn: c.nameEn, nameKo: c.nameKo });
    }
  };
  concept('JOB_TITLE', p.titleConcepts, signals.titleConcepts);
  concept('SKILL', p.concepts, signals.skillConcepts);
  if (facts.fitsExperience) reasons.push({ type: 'EXPERIENCE', categoryId: 0, nameEn: 'Experience', nameKo: '경력' });
  if (facts.qualified) reasons.push({ type: 'ASSESSMENT', categoryId: 0, nameEn: 'Assessments', nameKo: '역량 평가' });
  const add = (type: Reason['type'], ids: number[], wanted: number[], table: typeof names.roles) => {
    for (const id of ids) {
      const name = table.get(id);
      if (wanted.includes(id) && name) reasons.push({ type, categoryId: id, ...name });
    }
  };
  add('JOB_ROLE', p.jobRoleCategoryIds, signals.roleCategoryIds, names.roles);
  add('TECH_STACK', p.skillCategoryIds, signals.skillCategoryIds, names.skills);
  add('INTEREST_JOB_ROLE', p.jobRoleCategoryIds, signals.interestRoleCategoryIds, names.roles);
  add('INTEREST_SKILL', p.skillCategoryIds, signals.interestSkillCategoryIds, names.skills);
  return reasons;
}

/** Whether a talent with `years` fits the posting's experience (as the score counts it). */
function fitsExperience(
  p: { experienceLevel: string; experienceMinYears: number | null; experienceMaxYears: number | null },
  years: number | null,
) {
  if (years === null) return false;
  if (p.experienceLevel === 'NEW') return years <= 1;
  if (p.experienceLevel !== 'EXPERIENCED') return false;
  return (
    years >= 1 && (p.experienceMinYears ?? 0) <= years && (p.experienceMaxYears ?? Number.POSITIVE_INFINITY) >= years
  );
}

/**
 * Each talent's ranking (posting ids and scores, best first), kept for a minute per database. Kept with the key it was
 * made from: the talent's signals, the postings they applied to and the latest change of any posting. A changed
 * profile or interest, an application or a withdrawal, and any posting written (edited, published, hidden, closed)
 * make a new key, so the next load ranks again; only the passing of time (a posting starting or ending by its dates,
 * an organization approved again) waits for the minute, and a posting that closed is never shown, as each page's cards
 * are read with the open condition. Scoring the window was the whole cost of a load (decision 046). The ranking is kept
 * as it is being made, so loads that arrive meanwhile wait for it rather than rank too.
 */
const RANKING_TTL_MS = 60_000;
type Ranking = { ids: Int32Array; scores: Int32Array };
const rankingsOf = perDatabase(
  (_db: Deps['db']) =>
    new LRUCache<number, { key: string; ranking: Promise<Ranking> }>({ max: 5000, ttl: RANKING_TTL_MS }),
);

async function rankingOf(deps: Deps, userId: number, now: Date) {
  const { signals, postingsChangedAt, appliedPostingIds } = await findRecommendationInputs(deps.db, userId);
  const key = JSON.stringify([signals, postingsChangedAt, appliedPostingIds]);
  const cache = rankingsOf(deps.db);
  const kept = cache.get(userId);
  if (kept?.key === key) return { signals, ranking: await kept.ranking };
  const ranking = rankRecommendations(deps.db, userId, signals, now).then((rows) => ({
    ids: Int32Array.from(rows, (r) => r.id),
    scores: Int32Array.from(rows, (r) => r.score),
  }));
  const entry = { key, ranking };
  cache.set(userId, entry);
  // A failed ranking is forgotten (unless a newer one replaced it), so the next load tries again.
  ranking.catch(() => cache.get(userId) === entry && cache.delete(userId));
  return { signals, ranking: await ranking };
}

/**
 * `GET /api/v1/user/dashboards/job-postings`: open postings ranked for the talent: the job titles and skills they share
 * (in any language), experience, then categories; each with its reasons in both languages. The total is the ranked
 * window.
 */
export async function getRecommendedPostings(deps: Deps, auth: AuthContext, query: { page: number; size: number }) {
  const now = new Date();
  const { signals, ranking } = await rankingOf(deps, auth.userId, now);
  const from = (query.page - 1) * query.size;
  const ids = Array.from(ranking.ids.subarray(from, from + query.size));
  const scoreOf = new Map(ids.map((id, k) => [id, ranking.scores[from + k] ?? 0]));
  const [cards, names, vocabulary, passes] = await Promise.all([
    findOpenCards(deps.db, ids, auth.userId, now),
    findCategoryNames(deps.db),
    loadVocabulary(deps.db),
    passedAssessmentsOf(deps.db, [auth.userId], { publicOnly: false }),
  ]);
  const byId = new Map(cards.map((r) => [r.posting.id, r]));
  const passed = passes.get(auth.userId) ?? [];
  return pageOfRows(
    ids.flatMap((id) => {
      const r = byId.get(id);
      if (!r) return [];
      const required = r.posting.requiredAssessments as TrackLevel[];
      const facts = {
        signals,
        names,
        vocabulary,
        fitsExperience: fitsExperience(r.posting, signals.totalYears),
        qualified: required.length > 0 && qualifiesWith(passed, required),
      };
      return [
        { ...presentCard(r, vocabulary, now), score: scoreOf.get(id) ?? 0, reasons: reasonsFor(r.posting, facts) },
      ];
    }),
    query.page,
    query.size,
    ranking.ids.length,
  );
}
