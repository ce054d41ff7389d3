import { type SQL, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { createVerifiedUser, TestApp } from '../../../test/helpers';
import { publishPosting } from './postings.test-support';

/*
 * What a walked job search must answer, read from the search table directly (the lists' tests, decisions 054 and
 * 063): postings naming 핀테크 in Seoul and elsewhere, copied in SQL past the count cap, and each keyword's reading.
 */

type Auth = Awaited<ReturnType<typeof createVerifiedUser>>['auth'];
export type Reading = { match: SQL; rel: SQL };

export const LONG = `${'가'.repeat(100)}핀테크${'나'.repeat(100)}`;

/** A text term: in the search text, ranked first when in the lowercased title. */
export const text = (t: string): Reading => ({
  match: sql`search_text like ${`%${t}%`}`,
  rel: sql`case when lower(title) like ${`%${t}%`} then 3 else 1 end`,
});
export const seoul: Reading = {
  match: sql`concepts && '{place:seoul}'`,
  rel: sql`case when title_concepts && '{place:seoul}' then 3 else 2 end`,
};

/**
 * Four postings and copies of them a minute apart (1,300 of the first, 400 of the others), some closed already;
 * every third copy of the first names 핀테크 in its title only through the copy, so relevance differs between them.
 */
export async function publishListedPostings(app: TestApp, auth: Auth, orgId: number) {
  const base = [
    {
      title: '핀테크 백엔드 개발자',
      city: '서울',
      businessOverview: '핀테크 결제 플랫폼을 운영합니다. 핀테크를 만듭니다.',
    },
    { title: '서울 데이터 분석가', city: '서울', businessOverview: '의료 데이터를 안전하게 다룹니다.' },
    { title: 'ﬁ핀테크 매니저', city: '부산', businessOverview: `핀테크의 결제 ${LONG}` },
    { title: 'Payments Engineer', city: '서울', businessOverview: '결제와 핀테크, 의료' },
  ];
  const ids = [];
  for (const body of base) ids.push(await publishPosting(app, auth, orgId, body));
  await app.database.db.execute(sql`insert into job_postings (organization_id, title, employment_types, country,
      city, work_modes, started_at, ended_at, currency_code, salary_type, business_overview, required_qualification,
      status, search_text, search_vector, concepts, title_concepts)
    select organization_id, case when p.id = ${ids[0]} and g % 3 = 0 then '결제 ' || g else title || ' ' || g end,
      employment_types, country, city, work_modes, started_at - g * interval '1 minute',
      case when g % 7 = 0 then now() - interval '1 hour' else ended_at end, currency_code, salary_type,
      business_overview, required_qualification, status, search_text, search_vector, concepts, title_concepts
    from job_postings p cross join generate_series(1, case when p.id = ${ids[0]} then 1300 else 400 end) g
    where p.id in (${sql.join(
      ids.map((x) => sql`${x}`),
      sql`, `,
    )})`);
  return ids;
}

/** The page a search must answer: matches newest first, ranked within the 400 newest when over the cap of 1,000. */
async function expected(app: TestApp, terms: Reading[], sort: 'RELEVANCE' | 'NEWEST', page: number, size: number) {
  const result = (await app.database.db.execute(sql`select posting_id as id,
      ${sql.join(
        terms.map((t) => t.rel),
        sql` + `,
      )} as rel
    from job_posting_search where started_at <= now() and ended_at >= now()
      and ${sql.join(
        terms.map((t) => t.match),
        sql` and `,
      )}
    order by started_at desc, posting_id desc`)) as unknown as { rows: { id: number; rel: number }[] };
  const matches = result.rows;
  const capped = matches.length > 1000;
  const ranked =
    sort === 'RELEVANCE'
      ? (capped ? matches.slice(0, 400) : matches)
          .map((m, k) => ({ ...m, k }))
          .sort((a, b) => b.rel - a.rel || a.k - b.k)
      : matches;
  const ids = ranked.slice((page - 1) * size, page * size).map((m) => m.id);
  return { ids, total: capped ? 1000 : matches.length, capped, last: ranked.length <= page * size };
}

/**
 * Asserts the API's answers for each keyword in six pages and orders, the viewer following one posting of each first
 * page; returns the keywords whose count was capped.
 */
export async function expectAnswers(app: TestApp, auth: Auth, readings: Record<string, Reading[]>) {
  const capped = new Set<string>();
  const followed: number[] = [];
  for (const terms of Object.values(readings)) {
    const id = (await expected(app, terms, 'NEWEST', 1, 3)).ids[2];
    if (id === undefined || followed.includes(id)) continue;
    const res = await app.inject({ method: 'PUT', url: `/api/v1/jobs/${id}/follow`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    followed.push(id);
  }
  expect(followed.length).toBeGreaterThan(0);
  for (const [keyword, terms] of Object.entries(readings)) {
    for (const [sort, page, size] of [
      ['RELEVANCE', 1, 10],
      ['RELEVANCE', 3, 100],
      // Past the relevance window when capped: an empty page that still says the count is capped.
      ['RELEVANCE', 5, 100],
      ['RELEVANCE', 12, 100],
      ['NEWEST', 2, 50],
      ['NEWEST', 11, 100],
    ] as const) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/v1/jobs?keyword=${encodeURIComponent(keyword)}&sort=${sort}&page=${page}&size=${size}`,
        headers: auth,
      });
      expect(res.statusCode, res.body).toBe(200);
      const got = res.json().data as {
        data: { id: number; isFollowed: boolean }[];
        totalElementCount: number;
        totalIsCapped: boolean;
        last: boolean;
      };
      const want = await expected(app, terms, sort, page, size);
      const label = `${keyword} ${sort} ${page}`;
      expect(
        got.data.map((p) => p.id),
        label,
      ).toEqual(want.ids);
      expect(got.totalIsCapped, label).toBe(want.capped);
      expect(got.last, label).toBe(want.last);
      if (!want.capped) expect(got.totalElementCount, label).toBe(want.total);
      // The cards come with the page (one statement): the viewer's follow among them.
      expect(
        got.data.filter((p) => p.isFollowed).map((p) => p.id),
        label,
      ).toEqual(want.ids.filter((id) => followed.includes(id)));
      if (want.capped) capped.add(keyword);
    }
  }
  return capped;
}
