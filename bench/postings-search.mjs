// Job-posting search over 200,000 postings (cross-language keywords included, decision 017): p50/p95 of several searches through the real service function, and the
// EXPLAIN ANALYZE plan of each query as the server sends it (captured from Drizzle's logger).
// A temporary database: PGlite in memory, or a new PostgreSQL database when DATABASE_URL is set (dropped after).
//   node bench/postings-search.mjs            (BENCH_POSTINGS=200000 BENCH_RUNS=50 by default)
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { register } from 'tsx/esm/api';

register();
const root = path.resolve(import.meta.dirname, '..');
const srv = (p) => import(path.join(root, 'apps/server/src', p));
const contract = (p) => import(path.join(root, 'packages/contract/src', p));

const POSTINGS = Number(process.env.BENCH_POSTINGS ?? 200_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
/** BENCH_ONLY=seed builds the data, keeps the database (to study plans by hand with psql) and stops. */
const ONLY_SEED = process.env.BENCH_ONLY === 'seed';
/** BENCH_DB=<name> measures a database kept by an earlier run (PostgreSQL only), without building it again. */
const REUSE = process.env.BENCH_DB;
/** Postings written through the service; the rest are SQL copies of them. */
const TEMPLATES = Number(process.env.BENCH_TEMPLATES ?? 5000);
const migrationsFolder = path.join(root, 'apps/server/src/db/migrations');

const schema = await srv('db/schema/index.ts');
const { searchJobs } = await srv('modules/postings/jobs.service.ts');
const { JobSearchQuerySchema } = await contract('schemas/posting.ts');
const { buildPostings, withoutIndexes } = await import('./lib/postings-data.mjs');

/** Drizzle with a logger that the plan section points at a list, so queries are explained with their parameters. */
const logger = { logQuery: () => {} };

async function openDb() {
  const url = process.env.DATABASE_URL;
  if (url) {
    const pg = (await import('pg')).default;
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const name = REUSE ?? `tb_bench_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    if (!REUSE) await admin.query(`create database ${name}`);
    const u = new URL(url);
    u.pathname = `/${name}`;
    const pool = new pg.Pool({ connectionString: u.toString(), max: 4 });
    if (!REUSE) await migrate(drizzle(pool), { migrationsFolder });
    // Raw statements (ANALYZE, planner settings, EXPLAIN) share one session.
    const session = await pool.connect();
    return {
      kind: `PostgreSQL (${(await pool.query('show server_version')).rows[0].server_version})`,
      name,
      db: drizzle(pool, { schema, logger }),
      raw: async (q, params) => (await session.query(q, params)).rows,
      close: async () => {
        session.release();
        await pool.end();
        // BENCH_KEEP=1 keeps the database to study plans by hand (psql), and says its name.
        if (process.env.BENCH_KEEP || REUSE) console.log(`kept database ${name}`);
        else await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = await PGlite.create({ extensions: { pg_trgm } });
  await migrate(drizzle(client), { migrationsFolder });
  return {
    kind: 'PGlite (in memory)',
    db: drizzle(client, { schema, logger }),
    raw: async (q, params) => (await client.query(q, params)).rows,
    close: () => client.close(),
  };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const database = await openDb();
try {
  const t0 = performance.now();
  if (!REUSE) {
    await withoutIndexes(database.raw, () =>
      buildPostings(database.db, database.raw, { postings: POSTINGS, templates: TEMPLATES }),
    );
    await database.raw('analyze');
  }
  console.log(
    `${database.kind}: ${POSTINGS.toLocaleString('en')} postings seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s; ${RUNS} runs per search\n`,
  );
  if (ONLY_SEED) {
    console.log(`kept database ${database.name}`);
    process.exit(0);
  }
  const deps = { db: database.db };
  const auth = { userId: 1, role: 'NORMAL', organizationId: null };
  const searches = [
    ['dictionary: backend (finds Korean postings too)', { keyword: 'backend' }],
    ['dictionary: 백엔드 (finds English postings too)', { keyword: '백엔드' }],
    ['dictionary: golang', { keyword: 'golang' }],
    ['dictionary: Seoul', { keyword: 'Seoul' }],
    ['dictionary phrase: 프론트엔드 개발자', { keyword: '프론트엔드 개발자' }],
    ['dictionary, broad: developer', { keyword: 'developer' }],
    ['dictionary, Korean together: 신입개발자', { keyword: '신입개발자' }],
    ['known + unknown: 서울 핀테크', { keyword: '서울 핀테크' }],
    ['unknown rare word: 의료', { keyword: '의료' }],
    ['known, newest sort: react', { keyword: 'react', sort: 'NEWEST' }],
    ['Korean 2-syllable keyword 개발', { keyword: '개발' }],
    ['Korean keyword 서울', { keyword: '서울' }],
    ['Korean 3+ syllable keyword 엔지니어', { keyword: '엔지니어' }],
    ['English substring "ngineer"', { keyword: 'ngineer' }],
    ['English substring "marine"', { keyword: 'marine' }],
    [
      'filters + sort (KR, REMOTE, skill 3, ₩4M+, by salary)',
      { country: 'KR', workModes: 'REMOTE', skillCategoryIds: '3', salaryMin: '4000000', sort: 'SALARY' },
    ],
    [
      'filters + deadline sort (FULL_TIME, role 1)',
      { employmentTypes: 'FULL_TIME', jobRoleCategoryIds: '1', sort: 'DEADLINE' },
    ],
    [
      'keyword + filters (개발, HYBRID, USD 5,000+)',
      { keyword: '개발', workModes: 'HYBRID', currencyCode: 'USD', salaryMin: '5000' },
    ],
    ['no filter, newest', {}],
    ['last page (page 100, newest)', { page: '100' }],
  ];
  const plans = [];
  // BENCH_ONLY=<words> measures only the searches whose title contains them.
  const only = process.env.BENCH_ONLY && !ONLY_SEED ? process.env.BENCH_ONLY : '';
  for (const [title, raw] of searches.filter(([t]) => t.includes(only))) {
    const query = JobSearchQuerySchema.parse(raw);
    const result = await searchJobs(deps, auth, query); // warm-up
    const times = [];
    for (let i = 0; i < RUNS; i += 1) {
      const t = performance.now();
      await searchJobs(deps, auth, query);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    console.log(
      `${title.padEnd(56)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms  (${result.totalElementCount} matches)`,
    );
    plans.push([title, raw]);
  }
  console.log(
    '\nPlans: EXPLAIN ANALYZE of the two queries the server sends (the page and its count), with the indexes used.',
  );
  for (const [n, [title, raw]] of plans.entries()) {
    const query = JobSearchQuerySchema.parse(raw);
    const captured = [];
    const keep = logger.logQuery;
    logger.logQuery = (q, p) => captured.push({ q, p });
    await searchJobs(deps, auth, query);
    logger.logQuery = keep;
    console.log(`\n— ${title}`);
    for (const { q, p } of captured) {
      if (!q.startsWith('select')) {
        await database.raw(q.replace('set local', 'set'), p); // the service's planner setting, for this session
        continue;
      }
      const rows = await database.raw(`explain (analyze, costs off, summary on) ${q}`, p);
      const plan = rows.map((r) => r['QUERY PLAN']);
      const used = [
        ...new Set(
          plan.join('\n').match(/(?:Index|Bitmap Index) Scan (?:Backward )?(?:using|on) \w+|Seq Scan on \w+/g) ?? [],
        ),
      ];
      const time = plan.find((l) => l.startsWith('Execution Time'));
      console.log(`  ${q.includes(' limit ') ? 'page ' : 'count'}: ${time}; ${used.join(', ')}`);
      if (n === 0 || process.env.BENCH_VERBOSE) for (const line of plan) console.log(`      ${line}`);
    }
  }
} finally {
  await database.close();
}
