// Talents and applications at scale for bench:scale, in SQL, copied from the demo data the server wrote (so they read
// as real ones). `raw(sql, params)` runs a statement and returns its rows.

/**
 * Talents: accounts, profiles and search documents copied from the demo talents' (so they read as real ones). The
 * search documents' and concept lists' secondary indexes (two GIN indexes of the text among them) are dropped for the
 * load and built again after it, as the postings' are (bench/lib/postings-data.mjs): built row by row, they were most
 * of the talents' 89 s.
 */
export async function buildTalents(raw, TALENTS) {
  const indexes = await raw(`select indexname, indexdef from pg_indexes
    where tablename in ('talent_search', 'talent_concepts') and indexname not like '%_pkey'`);
  for (const { indexname } of indexes) await raw(`drop index ${indexname}`);
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
  for (const { indexdef } of indexes) await raw(indexdef);
}

/**
 * Runs a bulk statement without foreign-key checks and triggers (`session_replication_role = replica`, for a
 * superuser): the bench's rows are valid by construction, and the checks cost a third of the applications' insert (two
 * key lookups a row). Without the right to, the statement runs checked.
 */
async function unchecked(raw, statement) {
  const [{ rolsuper }] = await raw('select rolsuper from pg_roles where rolname = current_user');
  await raw(rolsuper ? `begin; set local session_replication_role = replica; ${statement}; commit` : statement);
}

/**
 * Applications: one posting of the demo company gets ~96% of the talents, the rest spread over the postings (a few
 * get many). Applicant counts are set from them, as the service keeps them.
 */
export async function buildApplications(raw, { TALENTS, APPLICATIONS }) {
  const [{ id: big }] = await raw(`select p.id from job_postings p join organization_members m
    on m.organization_id = p.organization_id join users u on u.id = m.user_id
    where u.email = 'hr@nurisoft.demo.talentbridge.dev' and p.status = 'VISIBLE' order by p.id limit 1`);
  // A third of them moved on to a later stage. The names are copied here as the insert trigger would (it is off for
  // the load, as are the indexes other than the unique key, rebuilt after: minutes faster).
  const stage = (n) =>
    `case when ${n} % 3 = 0 then (array['APPLIED','DOCUMENT_REVIEW','INTERVIEW_PROPOSED','REJECTED'])[1 + ${n} % 4]
      else 'APPLIED' end`;
  const indexes = await raw(`select indexname, indexdef from pg_indexes where tablename = 'applications'
    and indexname not like '%_pkey' and indexname <> 'applications_posting_user_key'`);
  for (const { indexname } of indexes) await raw(`drop index ${indexname}`);
  await raw('alter table applications disable trigger user');
  // Over 30 days, each day's applicants with every name: the day was id % 30, which repeats the names' id % 6, so
  // the walk met blocks of ~3,200 applicants of one name in a row (a name search read 17,675 to find 1,001).
  await unchecked(
    raw,
    `insert into applications (posting_id, user_id, applied_at, status, applicant_first_name, applicant_last_name)
    select ${big}, id, now() - ((id / 6) % 30) * interval '1 day' - id * interval '1 second', ${stage('id')},
      first_name, last_name
    from users where email like '%@scale.bench' and id % 100 < 96`,
  );
  const rest = Math.max(0, APPLICATIONS - Math.round(TALENTS * 0.96));
  await unchecked(
    raw,
    `insert into applications (posting_id, user_id, applied_at, status, applicant_first_name, applicant_last_name)
    select a.posting_id, a.user_id, a.applied_at, ${stage('a.g')}, u.first_name, u.last_name
    from (select g, p.first + floor(power(random(), 2) * p.n)::int posting_id,
        t.first + floor(random() * t.n)::int user_id, now() - random() * interval '60 days' applied_at
      from generate_series(1, ${rest}) g
      cross join (select min(id) first, count(*) n from job_postings) p
      cross join (select min(id) first, count(*) n from users where email like '%@scale.bench') t) a
    join users u on u.id = a.user_id
    on conflict do nothing`,
  );
  await raw('alter table applications enable trigger user');
  // Side by side on the pool's connections (each build is mostly one backend on one core), the postings' counts (a
  // rewrite of most postings, another table) first: before the postings' indexes are built (bench/scale.mjs), 7 s
  // rather than 22 s of entries in them, without the search trigger's test of every row (it would not fire).
  await Promise.all([
    unchecked(
      raw,
      `update job_postings p set applicant_count = c.n
      from (select posting_id, count(*) n from applications group by posting_id) c where c.posting_id = p.id`,
      // Its old rows cleared while it has no indexes but its key (the final vacuum then skips its pages).
    ).then(() => raw('vacuum job_postings')),
    ...indexes.map(({ indexdef }) => raw(indexdef)),
  ]);
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
