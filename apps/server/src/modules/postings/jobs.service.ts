import { qualifiesWith } from '@app/contract/rules/assessment-pass';
import { readKeyword } from '@app/contract/rules/keyword-reading';
import { toKrw } from '@app/contract/rules/money';
import { applicationBlocker, isVisibleToTalents } from '@app/contract/rules/posting-progress';
import type { JobDetail, JobSearchQuery, RecommendedPosting } from '@app/contract/schemas/posting';
import type { Deps } from '../../deps';
import { notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/auth';
import { pageOfRows } from '../../http/page';
import { passedAssessmentsOf } from '../assessments/assessments.results.service';
import { type CategoryNames, findCategoryNames } from '../catalog/catalog.service';
import { findOrganizationOr404 } from '../organizations/organizations.lookup.service';
import { loadVocabulary, type Vocabulary } from '../vocabulary/vocabulary.service';
import { type CardRow, presentBody, presentCard } from './postings.presenter';
import { findPostingWithOrganization, findViewerRelation, recordView } from './postings.queries';
import { findOpenPostingPage } from './postings.search.queries';
import { findRecommendedPage, type TalentSignals } from './recommendations.queries';
import { findTalentSignals } from './talent-signals.queries';

/** Talents see a posting that is not hidden, of an approved organization, once it has started (closed ones too). */
const isVisible = (row: CardRow, now: Date) =>
  isVisibleToTalents({ ...row.posting, isOrganizationApproved: row.org.status === 'APPROVED' }, now);

const viewerOf = (auth: AuthContext) => (auth.role === 'NORMAL' ? auth.userId : null);

/** `GET /api/v1/jobs`: open postings, filtered and sorted. */
export async function searchJobs(deps: Deps, auth: AuthContext, query: JobSearchQuery) {
  const now = new Date();
  const vocabulary = await loadVocabulary(deps.db);
  const terms = query.keyword ? readKeyword(query.keyword, vocabulary.lexicon) : [];
  const { rows, total, isLast, isCapped } = await findOpenPostingPage(
    deps.db,
    {
      now,
      terms,
      experienceLevel: query.experienceLevel,
      experienceYears: query.experienceYears,
      country: query.country,
      employmentTypes: query.employmentTypes,
      workModes: query.workModes,
      jobRoleCategoryIds: query.jobRoleCategoryIds,
      skillCategoryIds: query.skillCategoryIds,
      salaryType: query.salaryType,
      salaryMinKrw: query.salaryMin === undefined ? undefined : toKrw(query.salaryMin, query.currencyCode),
      salaryMaxKrw: query.salaryMax === undefined ? undefined : toKrw(query.salaryMax, query.currencyCode),
    },
    {
      sort: query.sort ?? (terms.length > 0 ? 'RELEVANCE' : 'NEWEST'),
      page: query.page,
      size: query.size,
      viewerId: viewerOf(auth),
    },
  );
  return {
    data: rows.map((r) => presentCard(r, vocabulary, now)),
    pageNumber: query.page,
    last: isLast,
    totalElementCount: total,
    totalIsCapped: isCapped,
  };
}

/** `GET /api/v1/organizations/{id}/job-postings/public`: the company page's open postings. */
export async function listPublicOrganizationPostings(
  deps: Deps,
  auth: AuthContext,
  organizationId: number,
  query: { page: number; size: number },
) {
  await findOrganizationOr404(deps.db, organizationId);
  const now = new Date();
  const { rows, total, isLast } = await findOpenPostingPage(
    deps.db,
    { now, terms: [], organizationId },
    { sort: 'NEWEST', page: query.page, size: query.size, viewerId: viewerOf(auth) },
  );
  const vocabulary = await loadVocabulary(deps.db);
  return {
    data: rows.map((r) => presentCard(r, vocabulary, now)),
    pageNumber: query.page,
    last: isLast,
    totalElementCount: total,
  };
}

const utcDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * `GET /api/v1/jobs/{id}`: the posting as talents see it, with the caller's application and follows. Members of the
 * posting's organization may preview any of its postings; everyone else gets 404 for hidden, unapproved or not-yet
 * started ones. A view is counted once per viewer and day, never for the company's own members.
 */
export async function getJobDetail(deps: Deps, auth: AuthContext, postingId: number): Promise<JobDetail> {
  const now = new Date();
  const viewerId = viewerOf(auth);
  let row = await findPostingWithOrganization(deps.db, postingId, viewerId);
  if (!row) throw notFound();
  const isMember = auth.role === 'ORGANIZATION' && auth.organizationId === row.posting.organizationId;
  if (!isMember && !isVisible(row, now)) throw notFound();
  if (!isMember && (await deps.db.transaction((tx) => recordView(tx, postingId, auth.userId, utcDay(now))))) {
    row = { ...row, posting: { ...row.posting, viewCount: row.posting.viewCount + 1 } };
  }
  const relation = viewerId === null ? null : await findViewerRelation(deps.db, postingId, row.org.id, viewerId);
  const application = relation?.application ?? null;
  const required = presentBody(row.posting).requiredAssessments;
  const requiredAssessmentsMet = await meetsRequiredAssessments(deps, viewerId, required);
  return {
    ...presentCard(row, await loadVocabulary(deps.db), now),
    ...presentBody(row.posting),
    isApplicable:
      applicationBlocker({ ...row.posting, isOrganizationApproved: row.org.status === 'APPROVED' }, now) === null,
    isCompanyFollowed: relation?.isCompanyFollowed ?? false,
    application: application
      ? { id: application.id, status: application.status, appliedAt: application.appliedAt.toISOString() }
      : null,
    requiredAssessmentsMet,
  };
}

/**
 * Whether the talent passed every required assessment: a counted pass (the latest result per track and level, at
 * least 70) in the same track at the required level or above; their own private results count. True when nothing is
 * required; null for callers who are not talents.
 */
async function meetsRequiredAssessments(deps: Deps, viewerId: number | null, required: TrackLevel[]) {
  if (required.length === 0) return true;
  if (viewerId === null) return null;
  const passed = (await passedAssessmentsOf(deps.db, [viewerId], { publicOnly: false })).get(viewerId) ?? [];
  return qualifiesWith(passed, required);
}

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
 * `GET /api/v1/user/dashboards/job-postings`: open postings ranked for the talent: the job titles and skills they share
 * (in any language), experience, then categories; each with its reasons in both languages.
 */
export async function getRecommendedPostings(deps: Deps, auth: AuthContext, query: { page: number; size: number }) {
  const now = new Date();
  const signals = await findTalentSignals(deps.db, auth.userId);
  const [{ rows, total }, names, vocabulary, passes] = await Promise.all([
    findRecommendedPage(deps.db, auth.userId, signals, { now, page: query.page, size: query.size }),
    findCategoryNames(deps.db),
    loadVocabulary(deps.db),
    passedAssessmentsOf(deps.db, [auth.userId], { publicOnly: false }),
  ]);
  const passed = passes.get(auth.userId) ?? [];
  return pageOfRows(
    rows.map((r) => {
      const required = r.posting.requiredAssessments as TrackLevel[];
      const facts = {
        signals,
        names,
        vocabulary,
        fitsExperience: fitsExperience(r.posting, signals.totalYears),
        qualified: required.length > 0 && qualifiesWith(passed, required),
      };
      return { ...presentCard(r, vocabulary, now), score: r.score, reasons: reasonsFor(r.posting, facts) };
    }),
    query.page,
    query.size,
    total,
  );
}
