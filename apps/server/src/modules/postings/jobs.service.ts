import { qualifiesWith } from '@app/contract/rules/assessment-pass';
import { readKeyword } from '@app/contract/rules/keyword-reading';
import { toKrw } from '@app/contract/rules/money';
import { applicationBlocker, isVisibleToTalents } from '@app/contract/rules/posting-progress';
import type { JobDetail, JobSearchQuery } from '@app/contract/schemas/posting';
import type { Deps } from '../../deps';
import { notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/auth';
import { passedAssessmentsOf } from '../assessments/assessments.results.service';
import { findOrganizationOr404 } from '../organizations/organizations.lookup.service';
import { loadVocabulary } from '../vocabulary/vocabulary.service';
import { type CardRow, presentBody, presentCard } from './postings.presenter';
import { findPostingWithOrganization, findViewerRelation, recordView } from './postings.queries';
import { findOpenPostingPage } from './postings.search.queries';

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
