// Talents and applications at scale for bench:scale, in SQL, copied from the demo data the server wrote (so they read
// as real ones). `raw(sql, params)` runs a statement and returns its rows.

/** Talents: accounts, profiles and search documents copied from the demo talents' (so they read as real ones). */
export async function buildTalents(raw, TALENTS) {
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
export async function buildApplications(raw, { TALENTS, APPLICATIONS }) {
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
