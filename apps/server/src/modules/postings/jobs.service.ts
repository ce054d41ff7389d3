import { qualifiesWith } from '@app/contract/rules/assessment-pass';
import { toKrw } from '@app/contract/rules/money';
import { applicationBlocker, isVisibleToTalents } from '@app/contract/rules/posting-progress';
import { searchTerms } from '@app/contract/rules/text-bigrams';
import type { JobDetail, JobSearchQuery, RecommendedPosting } from '@app/contract/schemas/posting';
import type { Deps } from '../../deps';
import { notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/auth';
import { pageOfRows } from '../../http/page';
import { passedAssessmentsOf } from '../assessments/assessments.results.service';
import { type CategoryNames, findCategoryNames } from '../catalog/catalog.service';
import { findOrganizationOr404 } from '../organizations/organizations.lookup.service';
import { type CardRow, presentBody, presentCard } from './postings.presenter';
import {
  findOpenPostingPage,
  findPostingWithOrganization,
  findRecommendedPage,
  findViewerRelation,
  recordView,
  type TalentSignals,
} from './postings.queries';
import { findTalentSignals } from './talent-signals.queries';

/** Talents see a posting that is not hidden, of an approved organization, once it has started (closed ones too). */
const isVisible = (row: CardRow, now: Date) =>
  isVisibleToTalents({ ...row.posting, isOrganizationApproved: row.org.status === 'APPROVED' }, now);

const viewerOf = (auth: AuthContext) => (auth.role === 'NORMAL' ? auth.userId : null);

/** `GET /api/v1/jobs`: open postings, filtered and sorted. */
export async function searchJobs(deps: Deps, auth: AuthContext, query: JobSearchQuery) {
  const now = new Date();
  const { rows, total } = await findOpenPostingPage(
    deps.db,
    {
      now,
      terms: query.keyword ? searchTerms(query.keyword) : [],
      country: query.country,
      employmentTypes: query.employmentTypes,
      workModes: query.workModes,
      jobRoleCategoryIds: query.jobRoleCategoryIds,
      skillCategoryIds: query.skillCategoryIds,
      salaryType: query.salaryType,
      salaryMinKrw: query.salaryMin === undefined ? undefined : toKrw(query.salaryMin, query.currencyCode),
      salaryMaxKrw: query.salaryMax === undefined ? undefined : toKrw(query.salaryMax, query.currencyCode),
    },
    { sort: query.sort, page: query.page, size: query.size, viewerId: viewerOf(auth) },
  );
  return pageOfRows(
    rows.map((r) => presentCard(r, now)),
    query.page,
    query.size,
    total,
  );
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
  const { rows, total } = await findOpenPostingPage(
    deps.db,
    { now, terms: [], organizationId },
    { sort: 'NEWEST', page: query.page, size: query.size, viewerId: viewerOf(auth) },
  );
  return pageOfRows(
    rows.map((r) => presentCard(r, now)),
    query.page,
    query.size,
    total,
  );
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
    ...presentCard(row, now),
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

/** Why each posting matches: every category the posting asks for that the talent has or wants. */
function reasonsFor(
  posting: { jobRoleCategoryIds: number[]; skillCategoryIds: number[] },
  signals: TalentSignals,
  names: CategoryNames,
): Reason[] {
  const reasons: Reason[] = [];
  const add = (type: Reason['type'], ids: number[], wanted: number[], table: typeof names.roles) => {
    for (const id of ids) {
      const name = table.get(id);
      if (wanted.includes(id) && name) reasons.push({ type, categoryId: id, ...name });
    }
  };
  add('JOB_ROLE', posting.jobRoleCategoryIds, signals.roleCategoryIds, names.roles);
  add('TECH_STACK', posting.skillCategoryIds, signals.skillCategoryIds, names.skills);
  add('INTEREST_JOB_ROLE', posting.jobRoleCategoryIds, signals.interestRoleCategoryIds, names.roles);
  add('INTEREST_SKILL', posting.skillCategoryIds, signals.interestSkillCategoryIds, names.skills);
  return reasons;
}

/** `GET /api/v1/user/dashboards/job-postings`: open postings ranked by overlap with the talent's profile. */
export async function getRecommendedPostings(deps: Deps, auth: AuthContext, query: { page: number; size: number }) {
  const now = new Date();
  const signals = await findTalentSignals(deps.db, auth.userId);
  const [{ rows, total }, names] = await Promise.all([
    findRecommendedPage(deps.db, auth.userId, signals, { now, page: query.page, size: query.size }),
    findCategoryNames(deps.db),
  ]);
  return pageOfRows(
    rows.map((r) => ({ ...presentCard(r, now), score: r.score, reasons: reasonsFor(r.posting, signals, names) })),
    query.page,
    query.size,
    total,
  );
}
