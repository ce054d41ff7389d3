import type { AnalyticsBucket } from '@app/contract/rules/recruiting-analytics';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/*
 * Recruiting analytics, one query per figure (bench/analytics.mjs prints each one's p95 on 100,000 applications).
 * Every query starts from the organization's postings (job_postings_org_created_idx) and reads a posting's
 * applications of the period by (posting_id, applied_at) from applications_posting_applied_idx, whose INCLUDE
 * columns carry the state and the furthest stage; time in stages comes from application_stage_times (decision 041),
 * never from replaying histories. The period's applicants leave withdrawn ones out.
 * `from` and `to` are calendar dates in `timeZone`, both included.
 */

export type AnalyticsScope = {
  organizationId: number;
  postingId: number | null;
  from: string;
  to: string;
  timeZone: string;
};

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: DbOrTx, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as Rows<T>).rows;

/** The period's start and end instants: local midnights of `from` and the day after `to`. */
const bounds = (s: AnalyticsScope) => ({
  start: sql`(${s.from}::date::timestamp at time zone ${s.timeZone})`,
  end: sql`((${s.to}::date + 1)::timestamp at time zone ${s.timeZone})`,
});

const postingFilter = (s: AnalyticsScope) => (s.postingId === null ? sql`` : sql` and p.id = ${s.postingId}`);

/** The organization's postings in the report, newest first (deleted ones left out). */
export function findAnalyticsPostings(db: DbOrTx, s: AnalyticsScope) {
  return rowsOf<{ id: number; title: string }>(
    db,
    sql`select p.id, p.title from job_postings p
      where p.organization_id = ${s.organizationId}${postingFilter(s)} and p.status <> 'DELETED'
      order by p.created_at desc, p.id desc limit 200`,
  );
}

/**
 * New applicants per posting and bucket. The buckets' edges are computed once in the viewer's zone and each
 * application placed by a binary search of them (width_bucket), rather than converting every date to the zone.
 */
export function findApplicantsOverTime(db: DbOrTx, s: AnalyticsScope, bucket: AnalyticsBucket) {
  const { start, end } = bounds(s);
  return rowsOf<{ postingId: number; bucketStart: string; count: number }>(
    db,
    sql`with b as (
        select array_agg(local at time zone ${s.timeZone} order by local) as edges,
          array_agg(to_char(local, 'YYYY-MM-DD') order by local) as labels
        from generate_series(date_trunc(${bucket}, ${s.from}::date::timestamp), ${s.to}::date::timestamp,
          ('1 ' || ${bucket})::interval) local),
      c as (
        select a.posting_id, width_bucket(a.applied_at, b.edges) as i, count(*)::int as count
        from b, job_postings p join applications a on a.posting_id = p.id
        where p.organization_id = ${s.organizationId}${postingFilter(s)}
          and a.applied_at >= ${start} and a.applied_at < ${end} and a.status <> 'WITHDRAWN'
        group by 1, 2)
      select c.posting_id as "postingId", b.labels[c.i] as "bucketStart", c.count
      from c, b order by 2, 1`,
  );
}

/**
 * How many of the period's applicants stopped at each furthest funnel stage (the service sums them down), from the
 * stage each application keeps (applications_posting_applied_idx INCLUDEs it).
 */
export function findFurthestStages(db: DbOrTx, s: AnalyticsScope) {
  const { start, end } = bounds(s);
  return rowsOf<{ stage: string; count: number }>(
    db,
    sql`select a.furthest_stage as stage, count(*)::int as count
      from job_postings p join applications a on a.posting_id = p.id
      where p.organization_id = ${s.organizationId}${postingFilter(s)}
        and a.applied_at >= ${start} and a.applied_at < ${end} and a.status <> 'WITHDRAWN'
      group by 1`,
  );
}

/**
 * Median hours the period's applicants spent in each stage they left: the stints of application_stage_times, from
 * the move into a stage to the next move that changed it. Its indexes hold only ended stints of applications that
 * count, ordered by stage, so each stage's seconds arrive grouped and only they are sorted.
 */
export function findStageDurations(db: DbOrTx, s: AnalyticsScope) {
  const { start, end } = bounds(s);
  const owner =
    s.postingId === null ? sql`t.organization_id = ${s.organizationId}` : sql`t.posting_id = ${s.postingId}`;
  return rowsOf<{ status: string; medianHours: number; samples: number }>(
    db,
    sql`select t.stage as status,
        (percentile_cont(0.5) within group (order by t.seconds) / 3600)::float8 as "medianHours",
        count(*)::int as samples
      from application_stage_times t
      where ${owner} and t.applied_at >= ${start} and t.applied_at < ${end} and t.left_at is not null and not t.withdrawn
      group by t.stage`,
  );
}

/** Median days from applying to being hired, of the hires made in the period (applications_posting_hired_idx). */
export async function findTimeToHire(db: DbOrTx, s: AnalyticsScope) {
  const { start, end } = bounds(s);
  const [row] = await rowsOf<{ medianDays: number | null; hires: number }>(
    db,
    sql`select (percentile_cont(0.5) within group (order by extract(epoch from a.hired_at - a.applied_at)) / 86400)::float8
          as "medianDays",
        count(*)::int as hires
      from job_postings p join applications a on a.posting_id = p.id
      where p.organization_id = ${s.organizationId}${postingFilter(s)}
        and a.hired_at >= ${start} and a.hired_at < ${end}`,
  );
  return row ?? { medianDays: null, hires: 0 };
}

/** How many of the period's applicants came through an accepted proposal (talent_proposals_org_idx). */
export async function findProposalApplicants(db: DbOrTx, s: AnalyticsScope) {
  const { start, end } = bounds(s);
  const [row] = await rowsOf<{ count: number }>(
    db,
    sql`select count(*)::int as count from talent_proposals tp
      join applications a on a.id = tp.application_id
      join job_postings p on p.id = a.posting_id
      where tp.organization_id = ${s.organizationId} and tp.status = 'ACCEPTED'${postingFilter(s)}
        and a.applied_at >= ${start} and a.applied_at < ${end} and a.status <> 'WITHDRAWN'`,
  );
  return row?.count ?? 0;
}
