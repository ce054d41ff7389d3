// Talent search over 100,000 talents: p50/p95 of several searches through the real service function (search,
// queue check, cards with bookmarks, tags and assessments), and the EXPLAIN ANALYZE plan of the page and count queries
// as the server sends them (captured from Drizzle's logger), with the indexes they use.
// A temporary database: PGlite in memory, or a new PostgreSQL database when DATABASE_URL is set (dropped after).
//   node bench/talent-search.mjs            (BENCH_TALENTS=100000 BENCH_RUNS=50 by default)
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { register } from 'tsx/esm/api';

register();
const root = path.resolve(import.meta.dirname, '..');
const srv = (p) => import(path.join(root, 'apps/server/src', p));
const contract = (p) => import(path.join(root, 'packages/contract/src', p));

const TALENTS = Number(process.env.BENCH_TALENTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const migrationsFolder = path.join(root, 'apps/server/src/db/migrations');

const schema = await srv('db/schema/index.ts');
const { searchTalents } = await srv('modules/talent-search/talent-search.service.ts');
const { buildTalentDocument } = await srv('modules/talent-search/talent-search.document.ts');
const { syncVocabulary, loadVocabulary } = await srv('modules/vocabulary/vocabulary.service.ts');
const { TalentSearchQuerySchema } = await contract('schemas/talent-search.ts');

const logger = { logQuery: () => {} };

async function openDb() {
  const url = process.env.DATABASE_URL;
  if (url) {
    const pg = (await import('pg')).default;
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const name = `tb_bench_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const u = new URL(url);
    u.pathname = `/${name}`;
    const pool = new pg.Pool({ connectionString: u.toString(), max: 4 });
    // Dropping the database at the end terminates the pool's connections: expected, not a crash.
    pool.on('error', () => {});
    await migrate(drizzle(pool), { migrationsFolder });
    return {
      kind: `PostgreSQL (${(await pool.query('show server_version')).rows[0].server_version})`,
      db: drizzle(pool, { schema, logger }),
      raw: async (q, params) => (await pool.query(q, params)).rows,
      close: async () => {
        await pool.end();
        await admin.query(`drop database if exists ${name} with (force)`);
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
let seed = 7;
const rnd = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = (list) => list[Math.floor(rnd() * list.length)];
const int = (max) => Math.floor(rnd() * (max + 1));

const KO_FIRST = ['민지', '서연', '지훈', '하늘', '도윤', '예린', '준호', '수아', '현우', '지아'];
const KO_LAST = ['김', '이', '박', '최', '정', '강', '조', '윤'];
const EN_FIRST = ['James', 'Emily', 'Olivia', 'Noah', 'Liam', 'Ava', 'Mia', 'Lucas', 'Ethan', 'Chloe'];
const EN_LAST = ['Park', 'Nguyen', 'Chen', 'Smith', 'Tran', 'Garcia', 'Lee', 'Brown'];
const KO_ROLES = [
  '백엔드 개발자',
  '프론트엔드 개발자',
  '데이터 엔지니어',
  '모바일 앱 개발자',
  '프로덕트 디자이너',
  '기획자',
  '마케터',
];
const EN_ROLES = [
  'Backend Engineer',
  'Frontend Developer',
  'Data Scientist',
  'iOS Engineer',
  'Product Designer',
  'Product Manager',
  'Growth Marketer',
];
const SKILLS = [
  'Kotlin',
  'Spring',
  'React',
  'TypeScript',
  'Python',
  'PostgreSQL',
  'Kubernetes',
  'Figma',
  'Swift',
  'Go',
  'Airflow',
  'Terraform',
];
const KO_INTRO = [
  '결제 시스템을 만들어 온 백엔드 개발 경력자입니다.',
  '사용자 경험을 중요하게 생각하는 프론트엔드 개발자입니다.',
  '물류 데이터를 분석하고 파이프라인을 운영했습니다.',
  '스타트업에서 제품 기획과 운영을 맡았습니다.',
  '디자인 시스템을 구축한 경험이 있습니다.',
];
const EN_INTRO = [
  'I build payment platforms and care about reliability.',
  'Frontend engineer who loves accessible interfaces.',
  'I run data pipelines on Kubernetes and write a lot of SQL.',
  'Product manager with a background in logistics.',
  'Designer focused on design systems and research.',
];
const STATUSES = ['ACTIVELY_SEEKING', 'ACTIVELY_SEEKING', 'OPEN_TO_OFFERS', 'NOT_SEEKING'];

const names = { roles: new Map(), skills: new Map() };

async function seedData(database) {
  const { db, raw } = database;
  await syncVocabulary(db);
  const vocabulary = await loadVocabulary(db);
  const cats = await raw('select id, name_en, name_ko from job_role_categories');
  for (const c of cats) names.roles.set(c.id, { nameEn: c.name_en, nameKo: c.name_ko });
  for (const c of await raw('select id, name_en, name_ko from skill_categories')) {
    names.skills.set(c.id, { nameEn: c.name_en, nameKo: c.name_ko });
  }
  // Accounts and profile rows in bulk (generate_series); the search documents in multi-row inserts.
  await raw(`insert into users (email, password_hash, first_name, last_name, role, status)
    select 'talent' || g || '@bench.dev', 'x', 'T' || g, 'Bench', 'NORMAL', 'ACTIVE' from generate_series(1, ${TALENTS}) g`);
  const org = await raw(
    `insert into organizations (name, verification_status) values ('Bench Co', 'APPROVED') returning id`,
  );
  const company = await raw(`insert into users (email, password_hash, first_name, last_name, role, status)
    values ('company@bench.dev', 'x', 'C', 'Bench', 'ORGANIZATION', 'ACTIVE') returning id`);
  await raw(`insert into organization_members (user_id, organization_id) values (${company[0].id}, ${org[0].id})`);
  const ids = (await raw(`select id from users where role = 'NORMAL' order by id`)).map((r) => r.id);
  const DAY = 86_400_000;
  const people = [];
  const profiles = [];
  const docs = [];
  for (const id of ids) {
    const korean = rnd() < 0.5;
    const firstName = korean ? pick(KO_FIRST) : pick(EN_FIRST);
    const lastName = korean ? pick(KO_LAST) : pick(EN_LAST);
    const status = pick(STATUSES);
    const acceptable = status !== 'NOT_SEEKING' || rnd() < 0.5;
    const updatedAt = new Date(Date.now() - Math.floor(rnd() * 400 * DAY));
    const roleCount = 1 + int(1);
    const jobRoles = Array.from({ length: roleCount }, (_, i) => ({
      categoryId: 1 + int(7),
      jobRole: korean ? pick(KO_ROLES) : pick(EN_ROLES),
      experienceYears: int(15),
      isRepresentative: i === 0,
    }));
    const techStacks = Array.from({ length: 1 + int(4) }, () => ({
      categoryId: 1 + int(11),
      skill: pick(SKILLS),
      experienceYears: int(12),
    }));
    const introduction = `${korean ? pick(KO_INTRO) : pick(EN_INTRO)} ${korean ? pick(KO_INTRO) : pick(EN_INTRO)}`;
    const country = pick(['KR', 'KR', 'KR', 'VN', 'US', 'JP']);
    people.push({ id, firstName, lastName });
    profiles.push({
      userId: id,
      jobSeekingStatus: status,
      country,
      introduction,
      isJobOffersAcceptable: acceptable,
      updatedAt,
    });
    const doc = buildTalentDocument(
      {
        user: { id, role: 'NORMAL', status: 'ACTIVE', firstName, lastName },
        profile: {
          jobSeekingStatus: status,
          country,
          city: korean ? pick(['서울', '부산', '판교']) : pick(['Seoul', 'Busan', 'Singapore']),
          introduction,
          isJobOffersAcceptable: acceptable,
          updatedAt,
        },
        jobRoles,
        techStacks,
        workExperiences: [],
      },
      names,
      vocabulary,
    );
    if (doc) docs.push(doc);
  }
  for (let i = 0; i < people.length; i += 1000) {
    const chunk = people.slice(i, i + 1000);
    await raw(
      `update users u set first_name = v.f, last_name = v.l from (select unnest($1::int[]) id, unnest($2::text[]) f, unnest($3::text[]) l) v where u.id = v.id`,
      [chunk.map((p) => p.id), chunk.map((p) => p.firstName), chunk.map((p) => p.lastName)],
    );
  }
  for (let i = 0; i < profiles.length; i += 1000)
    await db.insert(schema.talentProfiles).values(profiles.slice(i, i + 1000));
  for (let i = 0; i < docs.length; i += 500) await db.insert(schema.talentSearch).values(docs.slice(i, i + 500));
  // The triggers queued every talent while the rows were written; the documents are already built.
  await raw('delete from talent_search_dirty');
  // Some public passes, so the assessment filter has work to do.
  await raw(`insert into assessment_attempts (user_id, track, level, status, seed, started_at, deadline_at, ended_at,
      obtained_score, passed, is_public)
    select id, (array['FRONTEND','BACKEND','DATA'])[1 + id % 3], 1 + id % 3, 'SUBMITTED', 1, now(), now(), now(),
      50 + id % 50, 50 + id % 50 >= 70, id % 2 = 0
    from users where role = 'NORMAL' and id % 7 = 0`);
  return { organizationId: org[0].id, userId: company[0].id };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const database = await openDb();
try {
  const t0 = performance.now();
  const { organizationId, userId } = await seedData(database);
  await database.raw('vacuum analyze');
  console.log(
    `${database.kind}: ${TALENTS.toLocaleString('en')} talents seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s; ${RUNS} runs per search\n`,
  );
  const deps = { db: database.db };
  const auth = { userId, role: 'ORGANIZATION', organizationId, sessionId: 0, locale: 'en' };
  const searches = [
    ['dictionary: backend (finds Korean profiles too)', { keyword: 'backend' }],
    ['dictionary: 프론트엔드', { keyword: '프론트엔드' }],
    ['dictionary: golang', { keyword: 'golang' }],
    ['dictionary: 부산', { keyword: '부산' }],
    ['dictionary + unknown: 쿠버네티스 결제', { keyword: '쿠버네티스 결제' }],
    ['dictionary, best match sort: swift', { keyword: 'swift', sort: 'BEST_MATCH' }],
    ['Korean 2-syllable keyword 개발', { keyword: '개발' }],
    ['Korean keyword 결제 (rarer)', { keyword: '결제' }],
    ['English substring "ipelin"', { keyword: 'ipelin' }],
    ['English substring + Korean name (Kubernetes 민지)', { keyword: 'Kubernetes 민지' }],
    ['skill + years (skill 3 ≥ 8 years)', { skill: '3:8' }],
    ['two skills + years (3 ≥ 5, 7 ≥ 3)', { skill: ['3:5', '7:3'] }],
    ['sort by experience, no filter', { sort: 'EXPERIENCE' }],
    [
      'recently updated, country KR, open to offers',
      { sort: 'RECENTLY_UPDATED', country: 'KR', openToOffersOnly: 'true' },
    ],
    ['passed assessment BACKEND ≥ 2 + role 1', { assessment: 'BACKEND:2', jobRoleCategoryIds: '1' }],
    ['keyword + skill + years + experience sort', { keyword: '개발', skill: '3:5', sort: 'EXPERIENCE' }],
  ];
  for (const [title, raw] of searches) {
    const query = TalentSearchQuerySchema.parse(raw);
    const result = await searchTalents(deps, auth, 'en', query); // warm-up
    const times = [];
    for (let i = 0; i < RUNS; i += 1) {
      const t = performance.now();
      await searchTalents(deps, auth, 'en', query);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    console.log(
      `${title.padEnd(52)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms  (${result.totalElementCount} matches)`,
    );
  }
  console.log('\nPlans: EXPLAIN ANALYZE of the page and count queries the server sends, with the indexes used.');
  for (const [n, [title, raw]] of searches.entries()) {
    const query = TalentSearchQuerySchema.parse(raw);
    const captured = [];
    const keep = logger.logQuery;
    logger.logQuery = (q, p) => {
      captured.push({ q, p });
    };
    await searchTalents(deps, auth, 'en', query);
    logger.logQuery = keep;
    console.log(`\n— ${title}`);
    for (const { q, p } of captured.filter((c) => c.q.includes('"talent_search"') && !c.q.includes('"user_id" in'))) {
      const rows = await database.raw(`explain (analyze, costs off, summary on) ${q}`, p);
      const plan = rows.map((r) => r['QUERY PLAN']);
      const used = [
        ...new Set(
          plan
            .join('\n')
            .match(/(?:Index|Bitmap Index|Index Only) Scan (?:Backward )?(?:using|on) \w+|Seq Scan on \w+/g) ?? [],
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
