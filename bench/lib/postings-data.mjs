// Job postings at scale for the benchmarks: a few thousand written through the service (so their concepts, search
// text and KRW amounts are what the server computes), the rest copied from them in SQL. Call `register()` from
// 'tsx/esm/api' before importing this file (it imports the server's TypeScript).
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const srv = (p) => import(path.join(root, 'apps/server/src', p));
const contract = (p) => import(path.join(root, 'packages/contract/src', p));
const schema = await srv('db/schema/index.ts');
const { toPostingWrite } = await srv('modules/postings/postings.service.ts');
const { syncVocabulary, loadVocabulary } = await srv('modules/vocabulary/vocabulary.service.ts');
const { PostingRequestSchema } = await contract('schemas/posting.ts');

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

/**
 * Secondary indexes of job_postings and of its search table (filled by a trigger, decision 045), and the key of the
 * per-concept lists (filled by a trigger from the search table, decision 050; a bulk load only inserts), dropped for
 * the bulk load and built again after (far faster than row by row). The per-word lists (decision 054) are not written
 * row by row at all: their triggers are off during the load, and after it `job_posting_words_fill()` (migration 0043,
 * the same function the migration filled them with) writes them all again from the search table, sorted, before their
 * key (the demo postings the server wrote at start included; with the triggers on, each copied posting wrote its ~35
 * entries and dictionary words row by row: 195,000 copies took over ten minutes instead of seconds). `then` runs once
 * the postings are loaded, beside the search table's indexes and the word lists (they read only the search table) and
 * before job_postings' own indexes (the bench's applications rewrite its rows for their counts). `raw` must be able to
 * run three statements at once (a pool of three or more connections).
 */
export async function withoutIndexes(raw, load, then = async () => {}) {
  const indexes = await raw(
    `select tablename, indexname, indexdef from pg_indexes where tablename in ('job_postings', 'job_posting_search')
      and indexname not like '%_pkey'`,
  );
  const keys = await raw(
    `select conrelid::regclass::text as tab, conname, pg_get_constraintdef(oid) as def from pg_constraint
      where conrelid in ('job_posting_concepts'::regclass, 'job_posting_words'::regclass) and contype = 'p'`,
  );
  for (const { indexname } of indexes) await raw(`drop index ${indexname}`);
  for (const { tab, conname } of keys) await raw(`alter table ${tab} drop constraint ${conname}`);
  // The pair lists' triggers too (decision 063): a new database has no pairs to keep.
  const listTriggers = ['words', 'pairs'].flatMap((list) =>
    ['insert', 'update', 'delete'].map((op) => `job_posting_search_sync_${list}_${op}`),
  );
  for (const t of listTriggers) await raw(`alter table job_posting_search disable trigger ${t}`);
  await raw('truncate job_posting_words');
  const t = performance.now();
  await load();
  const loaded = performance.now();
  // The indexes and the per-word lists read the loaded tables and write different ones: side by side, each on a
  // connection of its own, with what follows the postings (mostly one backend at a time) on a third.
  const build = async (list) => {
    for (const { indexdef } of list) await raw(indexdef);
  };
  await Promise.all([
    build(indexes.filter((x) => x.tablename === 'job_posting_search')),
    raw('select job_posting_words_fill()'),
    then().then(() => build(indexes.filter((x) => x.tablename !== 'job_posting_search'))),
  ]);
  const indexed = performance.now();
  for (const t of listTriggers) await raw(`alter table job_posting_search enable trigger ${t}`);
  for (const { tab, conname, def } of keys) await raw(`alter table ${tab} add constraint ${conname} ${def}`);
  const s = (a, b) => `${((b - a) / 1000).toFixed(0)} s`;
  console.log(
    `  postings: rows ${s(t, loaded)}, then indexes and word lists (and what followed, beside them) ${s(loaded, indexed)}, list keys ${s(indexed, performance.now())}`,
  );
}

/**
 * Writes `organizations` organizations (a tenth not verified) and `postings` postings, `templates` of them through the
 * service. `skew` > 1 gives a few organizations most of the postings (the organization index is drawn as random^skew).
 */
export async function buildPostings(db, raw, { postings, templates: wanted, organizations = 200, skew = 1 }) {
  // One in forty by default (5,000 of 200,000): the same share of distinct texts at every size.
  const templates = Math.min(postings, wanted ?? Math.ceil(postings / 40));
  const t = performance.now();
  await syncVocabulary(db);
  const vocabulary = await loadVocabulary(db);
  const orgRows = Array.from({ length: organizations }, (_, i) => ({
    name: i % 2 ? `Bench Company ${i} Labs` : `Bench 기업${i} 주식회사`,
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
  const copied = performance.now();
  await copyTemplates(raw, templates, postings, skew);
  console.log(
    `  postings: ${templates.toLocaleString('en')} through the service ${((copied - t) / 1000).toFixed(0)} s, copies ${((performance.now() - copied) / 1000).toFixed(0)} s`,
  );
}

/**
 * The rest of the postings are copies of the templates made in SQL (generate_series): other organizations, dates,
 * status and title numbers, the same texts and concepts. Far faster than writing each through the service.
 * Their start dates spread over 60 days (45 before today to 15 after), in the order they are written.
 */
async function copyTemplates(raw, templates, postings, skew) {
  const copies = postings - templates;
  if (copies <= 0) return;
  const cols = (
    await raw(
      `select column_name from information_schema.columns where table_name = 'job_postings' and column_name not in
      ('id', 'title', 'organization_id', 'started_at', 'ended_at', 'status', 'created_at', 'updated_at')`,
    )
  ).map((r) => r.column_name);
  // In two halves at once (two backends; the talents, built beside, finish first): a copy is CPU in one backend. The
  // organizations' posting counts (a row per organization and status, migration 0039) are counted after, as the
  // migration first counted them: kept by the trigger, both halves would wait on each other's rows (or deadlock).
  const half = Math.ceil(copies / 2);
  const copy = (from, to) =>
    raw(`insert into job_postings (title, organization_id, started_at, ended_at, status, created_at, updated_at, ${cols.join(', ')})
    select regexp_replace(t.title, '[0-9]+$', (${templates} + g)::text),
      o.first + floor(power(random(), ${skew}) * o.n)::int,
      s.start, s.start + (10 + floor(random() * 50)) * interval '1 day',
      case when random() < 0.85 then 'VISIBLE' when random() < 0.5 then 'HIDDEN' else 'DELETED' end,
      s.start, s.start, ${cols.map((c) => `t.${c}`).join(', ')}
    from generate_series(${from}, ${to}) g
    cross join (select min(id) as first, count(*) as n from organizations where name like 'Bench %') o
    join job_postings t on t.id = (select min(id) from job_postings) + g % ${templates}
    -- Written in about the order they start, as postings are over time (the heap follows the date order).
    cross join lateral (select now() + (${60} * g / ${copies}::float - 45 + random()) * interval '1 day' as start) s`);
  await raw('alter table job_postings disable trigger job_postings_count_insert_delete');
  await Promise.all([copy(0, half - 1), copy(half, copies - 1)]);
  await raw('alter table job_postings enable trigger job_postings_count_insert_delete');
  await raw(`delete from organization_posting_counts`);
  await raw(`insert into organization_posting_counts (organization_id, status, posting_count)
    select organization_id, status, count(*) from job_postings group by 1, 2`);
}
