// Recruiting analytics and the pipeline board's stage counts on a company with 100,000 applications (half of them on
// one posting), plus 20,000 of another company's: p50/p95 of each query as the server sends it, and the indexes its
// EXPLAIN ANALYZE plan uses. A throwaway PostgreSQL database beside DATABASE_URL's (dropped after).
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/analytics.mjs
//   (BENCH_APPLICATIONS=100000 BENCH_RUNS=30 by default)
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { register } from 'tsx/esm/api';

register();
const root = path.resolve(import.meta.dirname, '..');
const srv = (p) => import(path.join(root, 'apps/server/src', p));

const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 100_000);
const OTHERS = Math.round(APPLICATIONS / 5);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const pg = (await import('pg')).default;
const { drizzle } = await import('drizzle-orm/node-postgres');
const { migrate } = await import('drizzle-orm/node-postgres/migrator');
const q = await srv('modules/hiring/hiring.analytics.queries.ts');
const { findPostingStageCounts } = await srv('modules/hiring/hiring.board.queries.ts');

const name = `tb_bench_${randomBytes(5).toString('hex')}`;
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`create database ${name}`);
const u = new URL(url);
u.pathname = `/${name}`;
const pool = new pg.Pool({ connectionString: u.toString(), max: 2 });
pool.on('error', () => {});
let captured = null;
const db = drizzle(pool, { logger: { logQuery: (query, params) => (captured = { query, params }) } });

try {
  await migrate(drizzle(pool), { migrationsFolder: path.join(root, 'apps/server/src/db/migrations') });
  const t0 = performance.now();
  await pool.query(build(APPLICATIONS, OTHERS));
  // The data goes in as raw rows; migration 0034's backfill derives stage times and furthest stages from them.
  await pool.query(backfillOf(path.join(root, 'apps/server/src/db/migrations/0034_application_stage_times.sql')));
  // As autovacuum leaves a live table: statistics and the visibility map that index-only scans rely on.
  await pool.query('vacuum analyze');
  console.log(
    `data: ${APPLICATIONS} applications (+${OTHERS} of another company) in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const version = (await pool.query('show server_version')).rows[0].server_version;
  console.log(`PostgreSQL ${version}, ${RUNS} runs each\n`);

  const today = new Date().toISOString().slice(0, 10);
  const daysAgo = (n) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
  const scope = (days, postingId = null) => ({
    organizationId: 1,
    postingId,
    from: daysAgo(days - 1),
    to: today,
    timeZone: 'Asia/Seoul',
  });
  const cases = [
    ['postings', (s) => q.findAnalyticsPostings(db, s)],
    ['applicants over time', (s) => q.findApplicantsOverTime(db, s, s.bucket)],
    ['funnel (furthest stage)', (s) => q.findFurthestStages(db, s)],
    ['median time in each stage', (s) => q.findStageDurations(db, s)],
    ['time to hire', (s) => q.findTimeToHire(db, s)],
    ['sources (accepted proposals)', (s) => q.findProposalApplicants(db, s)],
  ];
  const scopes = [
    ['overall, 90 days', { ...scope(90), bucket: 'week' }],
    ['overall, 366 days', { ...scope(366), bucket: 'month' }],
    ['largest posting, 90 days', { ...scope(90, 1), bucket: 'week' }],
  ];
  for (const [label, s] of scopes) {
    console.log(`— ${label}`);
    for (const [what, run] of cases) await measure(what, () => run(s));
  }
  console.log('— pipeline board');
  await measure(`stage counts of the largest posting (${Math.round(APPLICATIONS / 2)} applicants)`, () =>
    findPostingStageCounts(db, 1),
  );
} finally {
  await pool.end();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

async function measure(what, run) {
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const pct = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1);
  const plan = (await pool.query(`explain (analyze, format json) ${captured.query}`, captured.params)).rows[0][
    'QUERY PLAN'
  ][0];
  const indexes = new Set();
  const walk = (node) => {
    if (node['Index Name'])
      indexes.add(`${node['Node Type'] === 'Index Only Scan' ? 'index-only ' : ''}${node['Index Name']}`);
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(plan.Plan);
  console.log(
    `  ${what.padEnd(58)} p50 ${pct(50).padStart(7)} ms  p95 ${pct(95).padStart(7)} ms  [${[...indexes].join(', ') || 'no index'}]`,
  );
}

/** The statements of a migration from its "-- Backfill" comment up to the next comment that starts a step. */
function backfillOf(file) {
  const text = readFileSync(file, 'utf8');
  const from = text.indexOf('-- Backfill');
  const to = text.indexOf('-- 3.', from);
  return text.slice(from, to).replaceAll('--> statement-breakpoint', '');
}

/** One SQL script: two organizations, their postings, talents, applications with histories, accepted proposals. */
function build(n, others) {
  const total = n + others;
  return `
  insert into users (email, password_hash, role, first_name, last_name)
    select 'u' || g || '@bench.test', 'x', case when g <= 2 then 'ORGANIZATION' else 'NORMAL' end, 'F' || g, 'L' || g
    from generate_series(1, ${total + 2}) g;
  insert into organizations (name) values ('Bench Co'), ('Other Co');
  insert into organization_members (user_id, organization_id) values (1, 1), (2, 2);
  insert into job_postings (organization_id, title, currency_code, employment_types, country, city, work_modes,
      started_at, ended_at, search_vector, search_text, required_qualification, business_overview, salary_type)
    select case when g <= 40 then 1 else 2 end, 'Posting ' || g, 'KRW', '{FULL_TIME}', 'KR', 'Seoul', '{ONSITE}',
      now() - interval '400 days', now() + interval '30 days', ''::tsvector, '', '', '', 'NEGOTIABLE'
    from generate_series(1, 50) g;
  -- Half of the company's applications on posting 1, the rest over 39 postings; the other company's over 10.
  create temp table seed as
    select g as i,
      case when g > ${n} then 41 + (g % 10) when g % 2 = 0 then 1 else 2 + (g % 39) end as posting_id,
      g + 2 as user_id,
      now() - (random() * interval '365 days') as applied_at,
      (array['APPLIED','APPLIED','APPLIED','DOCUMENT_REVIEW','DOCUMENT_REVIEW','INTERVIEW_SCHEDULED','REJECTED',
             'REJECTED','OFFERED','HIRED'])[1 + (g % 10)] as status
    from generate_series(1, ${total}) g;
  insert into applications (id, posting_id, user_id, status, applied_at, opened_at, offered_at, hired_at, decided_at)
    select i, posting_id, user_id, status, applied_at,
      case when status <> 'APPLIED' then applied_at + interval '1 day' end,
      case when status in ('OFFERED', 'HIRED') then applied_at + interval '10 days' end,
      case when status = 'HIRED' then applied_at + interval '14 days' end,
      case when status in ('HIRED', 'REJECTED') then applied_at + interval '14 days' end
    from seed;
  select setval('applications_id_seq', ${total});
  insert into application_events (application_id, from_status, to_status, action, actor_role, created_at)
    select i, null, 'APPLIED', 'APPLY', 'TALENT', applied_at from seed
    union all select i, 'APPLIED', 'DOCUMENT_REVIEW', 'REVIEW', 'COMPANY', applied_at + interval '1 day' + random() * interval '2 days'
      from seed where status <> 'APPLIED'
    union all select i, 'DOCUMENT_REVIEW', 'INTERVIEW_PROPOSED', 'PROPOSE_INTERVIEW', 'COMPANY', applied_at + interval '4 days'
      from seed where status in ('INTERVIEW_SCHEDULED', 'OFFERED', 'HIRED')
    union all select i, 'INTERVIEW_PROPOSED', 'INTERVIEW_SCHEDULED', 'SCHEDULE_INTERVIEW', 'TALENT', applied_at + interval '5 days'
      from seed where status in ('INTERVIEW_SCHEDULED', 'OFFERED', 'HIRED')
    union all select i, 'INTERVIEW_SCHEDULED', 'OFFERED', 'OFFER', 'COMPANY', applied_at + interval '10 days'
      from seed where status in ('OFFERED', 'HIRED')
    union all select i, 'OFFERED', 'OFFER_ACCEPTED', 'ACCEPT_OFFER', 'TALENT', applied_at + interval '12 days'
      from seed where status = 'HIRED'
    union all select i, 'OFFER_ACCEPTED', 'HIRED', 'HIRE', 'COMPANY', applied_at + interval '14 days' from seed where status = 'HIRED'
    union all select i, 'DOCUMENT_REVIEW', 'REJECTED', 'REJECT', 'COMPANY', applied_at + interval '6 days' from seed where status = 'REJECTED';
  insert into talent_proposals (organization_id, posting_id, talent_user_id, message, status, application_id, created_at)
    select 1, posting_id, user_id, 'proposal', 'ACCEPTED', i, applied_at from seed where i <= ${n} and i % 20 = 7;
  `;
}
