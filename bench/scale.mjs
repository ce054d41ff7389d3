// The marketplace at scale (#15): builds 1,000 companies, 200,000 postings, 100,000 talents and 1,000,000
// applications (one posting with ~96,000 applicants) in a new PostgreSQL database, starts the real server on it, and
// measures the main lists and searches with autocannon at a fixed rate, then at the maximum for `GET /api/v1/user`
// and `/api/health`, then a mixed soak. Cleans up after itself (server stopped, database dropped).
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:scale
// Sizes and times: BENCH_POSTINGS, BENCH_TALENTS, BENCH_APPLICATIONS, BENCH_RATE (requests a second, 200),
// BENCH_SECONDS (each list, 10), BENCH_SOAK_SECONDS (600; 0 skips the soak).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { register } from 'tsx/esm/api';

register();
const env = (name, fallback) => Number(process.env[name] ?? fallback);
const POSTINGS = env('BENCH_POSTINGS', 200_000);
const TALENTS = env('BENCH_TALENTS', 100_000);
const APPLICATIONS = env('BENCH_APPLICATIONS', 1_000_000);
const RATE = env('BENCH_RATE', 200);
const SECONDS = env('BENCH_SECONDS', 10);
const SOAK_SECONDS = env('BENCH_SOAK_SECONDS', 600);
const PORT = env('BENCH_PORT', 3396);
const root = path.resolve(import.meta.dirname, '..');
const base = `http://127.0.0.1:${PORT}`;
if (!process.env.DATABASE_URL) throw new Error('bench:scale needs DATABASE_URL (a PostgreSQL server)');

const started = performance.now();
const seconds = (since) => ((performance.now() - since) / 1000).toFixed(0);
const name = `tb_scale_${randomBytes(4).toString('hex')}`;
const adminUrl = process.env.DATABASE_URL;
const dbUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tb-scale-'));
let server = null;

/** The real server (migrations, vocabulary and demo accounts at start), as `npm run dev` runs it. */
async function startServer() {
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(root, 'apps/server'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: dbUrl,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: base,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`${base}/api/ready`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

async function cleanUp() {
  server?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1000));
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

async function signIn(email) {
  const body = JSON.stringify({ email, password: 'TalentBridge-demo-2026' });
  const res = await fetch(`${base}/api/v1/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  const token = (await res.json()).data;
  const me = (await (await fetch(`${base}/api/v1/user`, { headers: { authorization: `Bearer ${token}` } })).json())
    .data;
  return { headers: { authorization: `Bearer ${token}` }, id: me.id, companyId: me.companyId };
}

/** Bulk data in SQL beside the demo data the server wrote: companies, postings, talents, applications. */
async function buildData(pool) {
  const raw = async (q, params) => (await pool.query(q, params)).rows;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const schema = await import(path.join(root, 'apps/server/src/db/schema/index.ts'));
  const { buildPostings, withoutIndexes } = await import('./lib/postings-data.mjs');
  const t = performance.now();
  // A few companies hold most postings (random^3), as on real job boards.
  await withoutIndexes(raw, () =>
    buildPostings(drizzle(pool, { schema }), raw, { postings: POSTINGS, organizations: 1000, skew: 3 }),
  );
  console.log(`postings: ${POSTINGS.toLocaleString('en')} in ${seconds(t)} s`);
  const t2 = performance.now();
  await buildTalents(raw);
  console.log(`talents: ${TALENTS.toLocaleString('en')} in ${seconds(t2)} s`);
  const t3 = performance.now();
  await buildApplications(raw);
  console.log(`applications: ${APPLICATIONS.toLocaleString('en')} in ${seconds(t3)} s`);
  await raw('vacuum analyze');
}

/** Talents: accounts, profiles and search documents copied from the demo talents' (so they read as real ones). */
async function buildTalents(raw) {
  await raw(`insert into users (email, password_hash, first_name, last_name, role, status, email_verified_at)
    select 'talent' || g || '@scale.bench', 'x', (array['민지','서연','James','Emily','지훈','Olivia'])[1 + g % 6],
      (array['김','이','Park','Nguyen','최','Chen'])[1 + g % 6], 'NORMAL', 'ACTIVE', now()
    from generate_series(1, ${TALENTS}) g`);
  const profileCols = await columnsOf(raw, 'talent_profiles', ['id', 'user_id', 'updated_at']);
  const searchCols = await columnsOf(raw, 'talent_search', ['id', 'user_id', 'profile_updated_at', 'rebuilt_at']);
  const demo = `(select user_id, row_number() over (order by user_id) - 1 as k from talent_search) d`;
  const each = `select u.id, d.user_id as template, now() - (u.id % 400) * interval '1 day' as at
    from users u join ${demo} on d.k = u.id % (select count(*) from talent_search) where u.email like '%@scale.bench'`;
  await raw(`insert into talent_profiles (user_id, updated_at, ${profileCols})
    select n.id, n.at, ${prefixed('p', profileCols)} from (${each}) n join talent_profiles p on p.user_id = n.template`);
  await raw(`insert into talent_search (user_id, profile_updated_at, ${searchCols})
    select n.id, n.at, ${prefixed('s', searchCols)} from (${each}) n join talent_search s on s.user_id = n.template`);
  await raw('delete from talent_search_dirty');
}

/**
 * Applications: one posting of the demo company gets ~96% of the talents, the rest spread over the postings (a few
 * get many). Applicant counts are set from them, as the service keeps them.
 */
async function buildApplications(raw) {
  const [{ id: big }] = await raw(`select p.id from job_postings p join organization_members m
    on m.organization_id = p.organization_id join users u on u.id = m.user_id
    where u.email = 'hr@nurisoft.demo.talentbridge.dev' and p.status = 'VISIBLE' order by p.id limit 1`);
  await raw(`insert into applications (posting_id, user_id, applied_at)
    select ${big}, id, now() - (id % 30) * interval '1 day' - id * interval '1 second' from users
    where email like '%@scale.bench' and id % 100 < 96`);
  const rest = Math.max(0, APPLICATIONS - Math.round(TALENTS * 0.96));
  await raw(`insert into applications (posting_id, user_id, applied_at)
    select p.first + floor(power(random(), 2) * p.n)::int, u.first + floor(random() * u.n)::int,
      now() - random() * interval '60 days'
    from generate_series(1, ${rest}) g
    cross join (select min(id) first, count(*) n from job_postings) p
    cross join (select min(id) first, count(*) n from users where email like '%@scale.bench') u
    on conflict do nothing`);
  await raw(`update applications set status = (array['APPLIED','DOCUMENT_REVIEW','INTERVIEW_PROPOSED','REJECTED'])[1 + id % 4]
    where id % 3 = 0`);
  await raw(`update job_postings p set applicant_count = c.n
    from (select posting_id, count(*) n from applications group by posting_id) c where c.posting_id = p.id`);
  return big;
}

const columnsOf = async (raw, table, without) =>
  (
    await raw(
      `select column_name from information_schema.columns where table_name = $1 and not column_name = any($2)`,
      [table, without],
    )
  )
    .map((r) => r.column_name)
    .join(', ');
const prefixed = (alias, cols) =>
  cols
    .split(', ')
    .map((c) => `${alias}.${c}`)
    .join(', ');

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : 0;

/** autocannon at `rate` requests a second (or as fast as it goes without one), keeping every response time. */
function measure(target, { rate, duration = SECONDS, connections = 20 } = {}) {
  return new Promise((resolve, reject) => {
    const times = [];
    const statuses = new Map();
    const instance = autocannon(
      {
        url: `${base}${target.path}`,
        headers: target.headers,
        connections,
        duration,
        ...(rate ? { overallRate: rate } : {}),
        requests: target.requests,
      },
      (err, result) => {
        if (err) return reject(err);
        times.sort((a, b) => a - b);
        resolve({
          rps: result.requests.average,
          p50: percentile(times, 0.5),
          p95: percentile(times, 0.95),
          errors: result.errors + result.timeouts,
          s5xx: result['5xx'],
          non2xx: result.non2xx,
          statuses,
        });
      },
    );
    instance.on('response', (_c, status, _b, time) => {
      times.push(time);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
  });
}

const line = (title, r) =>
  `${title.padEnd(58)} ${String(Math.round(r.rps)).padStart(5)} req/s  p50 ${r.p50.toFixed(1).padStart(7)} ms  p95 ${r.p95
    .toFixed(1)
    .padStart(
      7,
    )} ms${r.non2xx ? `  (${r.non2xx} non-2xx, ${r.s5xx} 5xx)` : ''}${r.errors ? `  ${r.errors} errors` : ''}`;

try {
  await startServer();
  const pool = new pg.Pool({ connectionString: dbUrl, max: 2 });
  await buildData(pool);
  await pool.end();
  console.log(`data built in ${seconds(started)} s\n`);
  const talent = await signIn('minji.kim@demo.talentbridge.dev');
  const company = await signIn('hr@nurisoft.demo.talentbridge.dev');
  const { id: bigPosting } = (
    await (
      await fetch(
        `${base}/api/v1/organizations/${company.companyId}/job-postings?sort=APPLICANTS&direction=DESC&size=1`,
        {
          headers: company.headers,
        },
      )
    ).json()
  ).data.data[0];
  const org = `/api/v1/organizations/${company.companyId}`;
  const q = (s) => encodeURIComponent(s);
  const targets = [
    ['job search, no keyword, page 1', talent, '/api/v1/jobs'],
    ['job search, no keyword, page 50', talent, '/api/v1/jobs?page=50'],
    ['job search, no keyword, last page (100)', talent, '/api/v1/jobs?page=100'],
    ['job search 개발', talent, `/api/v1/jobs?keyword=${q('개발')}`],
    ['job search backend (cross-language)', talent, '/api/v1/jobs?keyword=backend'],
    ['job search 서울 핀테크', talent, `/api/v1/jobs?keyword=${q('서울 핀테크')}`],
    ['job search, rare word 의료', talent, `/api/v1/jobs?keyword=${q('의료')}`],
    ['job search, filters + salary sort', talent, '/api/v1/jobs?country=KR&workModes=REMOTE&sort=SALARY'],
    ['job search, deadline sort', talent, '/api/v1/jobs?sort=DEADLINE'],
    ['talent search, no keyword', company, '/api/v1/users/talent'],
    ['talent search backend', company, '/api/v1/users/talent?keyword=backend'],
    ['talent search 부산 + last page', company, `/api/v1/users/talent?keyword=${q('부산')}&page=100`],
    ['candidates of the largest posting, page 1', company, `${org}/job-postings/${bigPosting}/candidates`],
    ['candidates, last page (100)', company, `${org}/job-postings/${bigPosting}/candidates?page=100`],
    [
      'candidates, stage DOCUMENT_REVIEW, by name',
      company,
      `${org}/job-postings/${bigPosting}/candidates?statuses=DOCUMENT_REVIEW&sort=NAME`,
    ],
    ["company's postings", company, `${org}/job-postings`],
    ["talent's applications", talent, `/api/v1/users/${talent.id}/applications`],
    ['talent dashboard: recommended postings', talent, '/api/v1/user/dashboards/job-postings'],
    ['company dashboard: recommended talents', company, '/api/v1/dashboards/talents'],
    ['notifications', talent, `/api/v1/users/${talent.id}/notifications`],
    ['GET /api/v1/user', talent, '/api/v1/user'],
  ];
  console.log(`${os.cpus().length} cores; each list ${SECONDS} s at ${RATE} requests a second\n`);
  for (const [title, who, url] of targets) {
    const r = await measure({ path: url, headers: who.headers }, { rate: RATE });
    console.log(line(title, r));
  }
  console.log('\nAt the maximum (10 connections):');
  const user = await measure({ path: '/api/v1/user', headers: talent.headers }, { connections: 10 });
  const health = await measure({ path: '/api/health' }, { connections: 10 });
  console.log(line('GET /api/v1/user', user));
  console.log(line('GET /api/health', health));
  console.log(`user / health: ${((100 * user.rps) / health.rps).toFixed(0)}%`);
  if (SOAK_SECONDS > 0) {
    const mix = [0, 3, 4, 10, 12, 16, 17, 19, 20].map((i) => targets[i]);
    const rss = () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0);
    const before = rss();
    const r = await measure(
      {
        path: mix[0][2],
        headers: mix[0][1].headers,
        requests: mix.map(([, who, url]) => ({ path: url, headers: who.headers })),
      },
      { rate: 100, duration: SOAK_SECONDS, connections: 20 },
    );
    console.log(`\nsoak, ${SOAK_SECONDS} s at 100 requests a second, mixed:`);
    console.log(line('mixed lists and searches', r));
    console.log(`server memory ${Math.round(before / 1024)} → ${Math.round(rss() / 1024)} MB`);
  }
} finally {
  await cleanUp();
  console.log(`\nbench took ${seconds(started)} s`);
}
