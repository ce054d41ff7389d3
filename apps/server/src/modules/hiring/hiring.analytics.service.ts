import { APPLICATION_STATUSES, type ApplicationStatus } from '@app/contract/rules/application-state';
import {
  FUNNEL_STAGES,
  type FunnelStage,
  funnelFromFurthest,
  resolveAnalyticsPeriod,
} from '@app/contract/rules/recruiting-analytics';
import type { RecruitingAnalytics, RecruitingAnalyticsQuery } from '@app/contract/schemas/recruiting-analytics';
import type { Deps } from '../../deps';
import { assertMemberOf } from '../../http/access';
import { AppError, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/auth';
import { findApplicationContext } from '../applications/application-lifecycle.service';
import {
  type AnalyticsScope,
  findAnalyticsPostings,
  findApplicantsOverTime,
  findFurthestStages,
  findProposalApplicants,
  findStageDurations,
  findTimeToHire,
} from './hiring.analytics.queries';

/* The company's recruiting analytics for a period, overall or for one of its postings (decision 037). */

const isStatus = (s: string): s is ApplicationStatus => (APPLICATION_STATUSES as readonly string[]).includes(s);
const isStage = (s: string): s is FunnelStage => (FUNNEL_STAGES as readonly string[]).includes(s);

/** Today's date in `timeZone`, the default end of the period. */
const todayIn = (timeZone: string, now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);

export async function recruitingAnalytics(
  deps: Deps,
  auth: AuthContext,
  organizationId: number,
  query: RecruitingAnalyticsQuery,
  now = new Date(),
): Promise<RecruitingAnalytics> {
  assertMemberOf(auth, organizationId);
  const resolved = resolveAnalyticsPeriod(query, todayIn(query.timeZone, now));
  if (!resolved.ok) throw new AppError('VALIDATION_FAILED', 400, [{ path: resolved.path, key: resolved.key }]);
  const { period } = resolved;
  if (query.jobPostingId !== undefined) {
    const context = await findApplicationContext(deps.db, query.jobPostingId);
    if (!context || context.posting.organizationId !== organizationId) throw notFound();
  }
  const scope: AnalyticsScope = {
    organizationId,
    postingId: query.jobPostingId ?? null,
    from: period.from,
    to: period.to,
    timeZone: query.timeZone,
  };
  // One after the other: one connection does one query at a time, and PGlite has only one.
  const postings = await findAnalyticsPostings(deps.db, scope);
  const overTime = await findApplicantsOverTime(deps.db, scope, period.bucket);
  const furthest = await findFurthestStages(deps.db, scope);
  const durations = await findStageDurations(deps.db, scope);
  const timeToHire = await findTimeToHire(deps.db, scope);
  const proposal = await findProposalApplicants(deps.db, scope);
  const byStage: Partial<Record<FunnelStage, number>> = {};
  for (const row of furthest) if (isStage(row.stage)) byStage[row.stage] = row.count;
  const total = overTime.reduce((sum, r) => sum + r.count, 0);
  return {
    period: { from: period.from, to: period.to, bucket: period.bucket, timeZone: query.timeZone },
    postings,
    applicantsOverTime: overTime,
    funnel: funnelFromFurthest(byStage),
    stageDurations: durations
      .filter((d): d is typeof d & { status: ApplicationStatus } => isStatus(d.status))
      .sort((a, b) => APPLICATION_STATUSES.indexOf(a.status) - APPLICATION_STATUSES.indexOf(b.status))
      .map((d) => ({ status: d.status, medianHours: Math.round(d.medianHours * 10) / 10, samples: d.samples })),
    timeToHire: {
      medianDays: timeToHire.medianDays === null ? null : Math.round(timeToHire.medianDays * 10) / 10,
      hires: timeToHire.hires,
    },
    sources: { applied: total - proposal, proposal },
  };
}
