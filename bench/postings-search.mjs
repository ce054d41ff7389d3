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
const { toPostingWrite } = await srv('modules/postings/postings.service.ts');
const { syncVocabulary, loadVocabulary } = await srv('modules/vocabulary/vocabulary.service.ts');
const { JobSearchQuerySchema, PostingRequestSchema } = await contract('schemas/posting.ts');

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

// Deterministic pseudo-random data.
let seed = 42;
const rnd = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = (list) => list[Math.floor(rnd() * list.length)];
const some = (list, max) => [...new Set(Array.from({ length: 1 + Math.floor(rnd() * max) }, () => pick(list)))];

const KO_TITLES = [
  '백엔드 개발자',
  '프론트엔드 개발자',
  '데이터 엔지니어',
  '모바일 앱 개발자',
  'DevOps 엔지니어',
  '프로덕트 디자이너',
  'QA 엔지니어',
  '기획자',
  '마케팅 매니저',
  '영업 담당자',
];
const EN_TITLES = [
  'Backend Engineer',
  'Frontend Developer',
  'Data Scientist',
  'iOS Engineer',
  'Site Reliability Engineer',
  'Product Designer',
  'QA Analyst',
  'Product Manager',
  'Growth Marketer',
  'Account Executive',
];
const KO_CITIES = ['서울', '부산', '대구', '인천', '성남', '대전', '광주', '수원'];
const EN_CITIES = ['Seoul', 'Busan', 'Remote', 'San Francisco', 'Singapore', 'Tokyo', 'Berlin', 'Hanoi'];
const KO_TEXT = [
  '우리는 클라우드 협업 도구를 만듭니다.',
  '물류 센서 데이터를 실시간으로 분석합니다.',
  '핀테크 결제 플랫폼을 운영합니다.',
  '교육 서비스의 학습 경험을 설계합니다.',
  '게임 서버와 매칭 시스템을 만듭니다.',
  '의료 데이터를 안전하게 다룹니다.',
];
const EN_TEXT = [
  'We build collaboration software for small teams.',
  'Our platform processes payments for online shops.',
  'We analyse marine sensor data on edge devices.',
  'We design learning experiences for millions of students.',
  'We run the matchmaking backend of mobile games.',
  'We keep medical records secure and searchable.',
];
const KO_REQ = [
  '관련 경력 3년 이상',
  '서버 개발 경험',
  '코드 리뷰 문화에 익숙한 분',
  '데이터베이스 설계 경험',
  '협업 도구 사용 경험',
];
const EN_REQ = [
  'Three years of relevant experience.',
  'Production experience with PostgreSQL.',
  'Comfort with code review and testing.',
  'Experience with Kubernetes.',
  'Clear written English.',
];

/** Catalogue ids by kind of job, so generated postings name titles and skills that go together. */
const JOBS = [
  { titles: [2], skills: [5, 6, 2, 56, 131, 137, 114] },
  { titles: [1], skills: [26, 4, 3, 27, 30, 36] },
  { titles: [19, 21], skills: [94, 96, 1, 129, 141] },
  { titles: [5, 4, 6], skills: [7, 78, 6, 77, 75] },
  { titles: [7, 8, 9], skills: [109, 114, 115, 122, 125] },
  { titles: [27, 28], skills: [145, 157, 158] },
  { titles: [11], skills: [162, 172, 163] },
  { titles: [34, 36], skills: [204, 208] },
  { titles: [40, 42], skills: [] },
  { titles: [45, 46], skills: [] },
];

/** Secondary indexes of job_postings, dropped for the bulk load and built again after (far faster than row by row). */
async function withoutIndexes(raw, load) {
  const indexes = await raw(
    `select indexname, indexdef from pg_indexes where tablename = 'job_postings' and indexname not like '%_pkey'`,
  );
  for (const { indexname } of indexes) await raw(`drop index ${indexname}`);
  await load();
  for (const { indexdef } of indexes) await raw(indexdef);
}

async function seedData(db, raw) {
  const templates = Math.min(POSTINGS, TEMPLATES);
  await syncVocabulary(db);
  const vocabulary = await loadVocabulary(db);
  const orgRows = Array.from({ length: 200 }, (_, i) => ({
    name: i % 2 ? `Company ${i} Labs` : `기업${i} 주식회사`,
    verificationStatus: i % 10 === 0 ? 'PENDING' : 'APPROVED',
  }));
  const orgs = await db
    .insert(schema.organizations)
    .values(orgRows)
    .returning({ id: schema.organizations.id, name: schema.organizations.name });
  const DAY = 86_400_000;
  const batch = [];
  for (let i = 0; i < templates; i += 1) {
    const korean = rnd() < 0.5;
    const org = pick(orgs);
    const job = Math.floor(rnd() * JOBS.length);
    const level = pick(['ANY', 'NEW', 'EXPERIENCED', 'EXPERIENCED']);
    const negotiable = rnd() < 0.15;
    const usd = !korean && rnd() < 0.7;
    const base = usd ? 3000 + Math.floor(rnd() * 9000) : 2_500_000 + Math.floor(rnd() * 8_000_000);
    const start = Date.now() + Math.floor((rnd() * 60 - 45) * DAY);
    const input = PostingRequestSchema.parse({
      title: `${korean ? KO_TITLES[job] : EN_TITLES[job]} ${i}`,
      employmentTypes: some(['FULL_TIME', 'CONTRACT', 'INTERN'], 2),
      country: pick(['KR', 'KR', 'KR', 'US', 'SG', 'JP', 'VN']),
      city: korean ? pick(KO_CITIES) : pick(EN_CITIES),
      workModes: some(['ON_SITE', 'REMOTE', 'HYBRID'], 2),
      startedAt: new Date(start).toISOString(),
      endedAt: new Date(start + (10 + Math.floor(rnd() * 50)) * DAY).toISOString(),
      currencyCode: usd ? 'USD' : 'KRW',
      salaryType: negotiable ? 'NEGOTIABLE' : 'MONTHLY',
      salaryMin: negotiable ? null : base,
      salaryMax: negotiable ? null : Math.round(base * 1.4),
      businessOverview: Array.from({ length: 4 }, () => (korean ? pick(KO_TEXT) : pick(EN_TEXT))).join(' '),
      requiredQualification: some(korean ? KO_REQ : EN_REQ, 3).join('\n'),
      preferredQualification: korean ? pick(KO_REQ) : pick(EN_REQ),
      jobRoleCategoryIds: some([1, 2, 3, 4, 5, 6, 7, 8], 2),
      skillCategoryIds: some([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 3),
      jobTitleIds: [pick(JOBS[job].titles)],
      skillIds: JOBS[job].skills.length ? some(JOBS[job].skills, 3) : [],
      experienceLevel: level,
      experienceMinYears: level === 'EXPERIENCED' ? 1 + Math.floor(rnd() * 5) : null,
    });
    batch.push({
      ...toPostingWrite(input, org.name, vocabulary),
      organizationId: org.id,
      status: rnd() < 0.85 ? 'VISIBLE' : pick(['HIDDEN', 'DELETED']),
    });
    if (batch.length === 1000 || i === templates - 1) {
      await db.insert(schema.jobPostings).values(batch.splice(0));
    }
  }
  await copyTemplates(raw, templates);
}

/**
 * The rest of the postings are copies of the templates made in SQL (generate_series): other organizations, dates,
 * status and title numbers, the same texts and concepts. Far faster than writing each through the service.
 * Their start dates spread over 60 days (45 before today to 15 after), in the order they are written.
 */
async function copyTemplates(raw, templates) {
  const copies = POSTINGS - templates;
  if (copies <= 0) return;
  const cols = (
    await raw(
      `select column_name from information_schema.columns where table_name = 'job_postings' and column_name not in
      ('id', 'title', 'organization_id', 'started_at', 'ended_at', 'status', 'created_at', 'updated_at')`,
    )
  ).map((r) => r.column_name);
  await raw('select setseed(0.42)');
  await raw(`insert into job_postings (title, organization_id, started_at, ended_at, status, created_at, updated_at, ${cols.join(', ')})
    select regexp_replace(t.title, '[0-9]+$', (${templates} + g)::text),
      o.first + floor(random() * o.n)::int,
      s.start, s.start + (10 + floor(random() * 50)) * interval '1 day',
      case when random() < 0.85 then 'VISIBLE' when random() < 0.5 then 'HIDDEN' else 'DELETED' end,
      s.start, s.start, ${cols.map((c) => `t.${c}`).join(', ')}
    from generate_series(0, ${copies - 1}) g
    cross join (select min(id) as first, count(*) as n from organizations) o
    join job_postings t on t.id = (select min(id) from job_postings) + g % ${templates}
    -- Written in about the order they start, as postings are over time (the heap follows the date order).
    cross join lateral (select now() + (${60} * g / ${copies}::float - 45 + random()) * interval '1 day' as start) s`);
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const database = await openDb();
try {
  const t0 = performance.now();
  if (!REUSE) {
    await withoutIndexes(database.raw, () => seedData(database.db, database.raw));
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
