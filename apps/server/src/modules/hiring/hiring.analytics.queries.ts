import type { AnalyticsBucket } from '@app/contract/rules/recruiting-analytics';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/*
 * Recruiting analytics, one query per figure (bench/analytics.mjs prints each one's p95 on 100,000 applications).
 * Every query starts from the organization's postings (job_postings_org_created_idx) and reads a posting's
 * applications of the period by (posting_id, applied_at) from applications_posting_applied_idx, whose INCLUDE
 * columns carry the state; histories come from application_events_application_idx with its INCLUDE states.
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

/** The period's applicants (withdrawn ones left out): their ids and postings. */
const cohort = (s: AnalyticsScope) => {
  const { start, end } = bounds(s);
  return sql`select a.id, a.posting_id from job_postings p
    join applications a on a.posting_id = p.id
    where p.organization_id = ${s.organizationId}${postingFilter(s)}
      and a.applied_at >= ${start} and a.applied_at < ${end} and a.status <> 'WITHDRAWN'`;
};

/** The organization's postings in the report, newest first (deleted ones left out). */
export function findAnalyticsPostings(db: DbOrTx, s: AnalyticsScope) {
  return rowsOf<{ id: number; title: string }>(
    db,
    sql`select p.id, p.title from job_postings p
      where p.organization_id = ${s.organizationId}${postingFilter(s)} and p.status <> 'DELETED'
      order by p.created_at desc, p.id desc limit 200`,
  );
}

/** New applicants per posting and bucket. */
export function findApplicantsOverTime(db: DbOrTx, s: AnalyticsScope, bucket: AnalyticsBucket) {
  const { start, end } = bounds(s);
  return rowsOf<{ postingId: number; bucketStart: string; count: number }>(
    db,
    sql`select a.posting_id as "postingId",
        to_char(date_trunc(${bucket}, a.applied_at at time zone ${s.timeZone}), 'YYYY-MM-DD') as "bucketStart",
        count(*)::int as count
      from job_postings p join applications a on a.posting_id = p.id
      where p.organization_id = ${s.organizationId}${postingFilter(s)}
        and a.applied_at >= ${start} and a.applied_at < ${end} and a.status <> 'WITHDRAWN'
      group by 1, 2 order by 2, 1`,
  );
}

/** How many of the period's applicants stopped at each furthest funnel stage (the service sums them down). */
export function findFurthestStages(db: DbOrTx, s: AnalyticsScope) {
  return rowsOf<{ stage: string; count: number }>(
    db,
    sql`with c as (${cohort(s)}),
      furthest as (
        select max(case e.to_status
          when 'DOCUMENT_REVIEW' then 1 when 'INTERVIEW_PROPOSED' then 2 when 'INTERVIEW_SCHEDULED' then 3
          when 'OFFERED' then 4 when 'OFFER_ACCEPTED' then 5 when 'HIRED' then 6 else 0 end) as rank
        from c join application_events e on e.application_id = c.id
        group by c.id)
      select (array['APPLIED','DOCUMENT_REVIEW','INTERVIEW_PROPOSED','INTERVIEW_SCHEDULED','OFFERED','OFFER_ACCEPTED','HIRED'])[rank + 1] as stage,
        count(*)::int as count
      from furthest group by rank`,
  );
}

/**
 * Median hours the period's applicants spent in each stage they left: from the move into a stage to the next move
 * that changed it (note-only events such as assessment requests do not end a stage).
 */
export function findStageDurations(db: DbOrTx, s: AnalyticsScope) {
  return rowsOf<{ status: string; medianHours: number; samples: number }>(
    db,
    sql`with c as (${cohort(s)}),
      moves as (
        select e.to_status, e.created_at,
          lead(e.created_at) over (partition by e.application_id order by e.created_at, e.id) as left_at
        from c join application_events e on e.application_id = c.id
        where e.from_status is distinct from e.to_status)
      select to_status as status,
        (percentile_cont(0.5) within group (order by extract(epoch from left_at - created_at)) / 3600)::float8 as "medianHours",
        count(*)::int as samples
      from moves where left_at is not null
      group by to_status`,
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
