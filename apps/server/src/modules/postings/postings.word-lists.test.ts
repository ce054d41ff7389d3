import { readKeyword } from '@app/contract/rules/keyword-reading';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createVerifiedUser, type TestApp } from '../../../test/helpers';
import { loadVocabulary } from '../vocabulary/vocabulary.service';
import { listPlanOf } from './postings.list-walk';
import { sharesOf } from './postings.search-statistics';
import {
  daysFromNow,
  postingBody,
  publishPosting,
  setOrganizationStatus,
  setPostingDates,
  setStatus,
} from './postings.test-support';

/*
 * The per-word lists of decision 054: kept by triggers on the search table, they must hold one entry per word of each
 * listed posting's search text and lowercased title with its current dates; a term is in a posting's text (or title)
 * exactly when one of its words there contains it; and a search that walks them must answer exactly what the search
 * table answers, below the count cap and past it, with the lists merged or walked alone.
 */

let app: TestApp;
let company: Awaited<ReturnType<typeof createVerifiedUser>>;
let talent: Awaited<ReturnType<typeof createVerifiedUser>>;
let orgId: number;

beforeAll(async () => {
  app = await createTestApp();
  company = await createVerifiedUser(app, { role: 'ORGANIZATION', companyName: '단어 목록 테스트' });
  talent = await createVerifiedUser(app, { role: 'NORMAL' });
  orgId = company.companyId as number;
  await setOrganizationStatus(app, orgId, 'APPROVED');
});
afterAll(() => app.cleanup());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await app.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const one = async (query: ReturnType<typeof sql>) => (await rows<{ n: number }>(query))[0]?.n;

/** Entries that differ between the lists and the words of the search rows (both ways); 0 when in step. */
const entriesOutOfStep = () =>
  one(sql`select count(*)::int as n from (
    (select word, started_at, posting_id, ended_at, in_text, in_title from job_posting_words
      except select e.word, started_at, posting_id, ended_at, e.in_text, e.in_title
        from job_posting_search, job_posting_word_entries(search_text, title) e)
    union all
    (select e.word, started_at, posting_id, ended_at, e.in_text, e.in_title
        from job_posting_search, job_posting_word_entries(search_text, title) e
      except select word, started_at, posting_id, ended_at, in_text, in_title from job_posting_words)) d`);

/** Listed words missing from the dictionary, or with other pieces than every 1- to 3-character substring. */
const dictionaryOutOfStep = () =>
  one(sql`select count(*)::int as n from (select distinct word from job_posting_words) w
    left join search_words d using (word)
      cross join lateral (select array(select substr(w.word, i, k) from generate_series(1, length(w.word)) i,
        generate_series(1, 3) k where i + k - 1 <= length(w.word)) as pieces) p
    where d.word is null or not (d.grams @> p.pieces and p.pieces @> d.grams)`);

/** Listed postings where a term found through the words differs from the text (or title) tested directly. */
const termsOutOfStep = (terms: string[]) =>
  one(sql`select count(*)::int as n from job_posting_search s, unnest(${`{${terms.join(',')}}`}::text[]) t
    where (s.search_text like '%' || t || '%') is distinct from exists (select 1 from job_posting_words w
        where w.posting_id = s.posting_id and w.in_text and w.word like '%' || t || '%')
      or (lower(s.title) like '%' || t || '%') is distinct from exists (select 1 from job_posting_words w
        where w.posting_id = s.posting_id and w.in_title and w.word like '%' || t || '%')`);

const wordsOf = (postingId: number) =>
  rows<{ word: string; ended_at: string }>(
    sql`select word, ended_at::text from job_posting_words where posting_id = ${postingId} and in_text order by word`,
  );

const LONG = `${'가'.repeat(100)}핀테크${'나'.repeat(100)}`;

describe('job_posting_words', () => {
  it('follows a posting through insert, edits, dates, hiding, approval, closing and deletion', async () => {
    const id = await publishPosting(app, company.auth, orgId, {
      title: 'ﬁ핀테크 Payments',
      businessOverview: `핀테크를 만듭니다. C++/Node.js, Ｆｕｌｌ-width ${LONG}`,
    });
    const words = (await wordsOf(id)).map((e) => e.word);
    expect(words).toContain('핀테크를');
    expect(words).toContain('c++/node.js,');
    expect(words.filter((w) => w.startsWith('가') || w.startsWith('나')).length).toBeGreaterThan(1);
    expect(await entriesOutOfStep()).toBe(0);
    expect(await dictionaryOutOfStep()).toBe(0);
    const terms = ['핀테크', '핀테', 'fi핀', 'payments', 'c', 'node', 'full', '의료', '가가핀테크나나', '나'];
    expect(await termsOutOfStep(terms)).toBe(0);

    const edited = await app.inject({
      method: 'PUT',
      url: `/api/v1/organizations/${orgId}/job-postings/${id}`,
      headers: company.auth,
      payload: postingBody({ title: 'Frontend Developer', businessOverview: '의료 데이터를 다룹니다.' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const now = (await wordsOf(id)).map((e) => e.word);
    expect(now).toContain('의료');
    expect(now).not.toContain('핀테크를');
    expect(await entriesOutOfStep()).toBe(0);
    expect(await termsOutOfStep(terms)).toBe(0);

    await setPostingDates(app, id, daysFromNow(-2), daysFromNow(3));
    const [entry] = await wordsOf(id);
    expect(new Date(entry?.ended_at as string).toISOString().slice(0, 10)).toBe(daysFromNow(3).slice(0, 10));
    expect(await entriesOutOfStep()).toBe(0);

    await setStatus(app, company.auth, orgId, id, 'HIDDEN');
    expect(await wordsOf(id)).toEqual([]);
    await setStatus(app, company.auth, orgId, id, 'VISIBLE');
    expect((await wordsOf(id)).length).toBeGreaterThan(0);
    await setOrganizationStatus(app, orgId, 'PENDING');
    expect(await wordsOf(id)).toEqual([]);
    await setOrganizationStatus(app, orgId, 'APPROVED');
    expect((await wordsOf(id)).length).toBeGreaterThan(0);
    expect(await entriesOutOfStep()).toBe(0);

    await setStatus(app, company.auth, orgId, id, 'DELETED');
    expect(await wordsOf(id)).toEqual([]);
    const gone = await publishPosting(app, company.auth, orgId, { businessOverview: '사라질 공고' });
    expect((await wordsOf(gone)).length).toBeGreaterThan(0);
    await app.database.db.execute(sql`delete from job_postings where id = ${gone}`);
    expect(await wordsOf(gone)).toEqual([]);
    expect(await entriesOutOfStep()).toBe(0);
    expect(await dictionaryOutOfStep()).toBe(0);
  });

  it('answers walked searches exactly as the search table does, below the count cap and past it', async () => {
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
    for (const body of base) ids.push(await publishPosting(app, company.auth, orgId, body));
    // Copies in SQL a minute apart, some closed already; every third copy of the first names 핀테크 in its title only
    // through the copy, so relevance differs between them.
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
    expect(await entriesOutOfStep()).toBe(0);
    await app.database.db.execute(sql`analyze job_posting_search`);
    await app.database.db.execute(sql`analyze job_posting_words`);

    const text = (t: string) => ({
      match: sql`search_text like ${`%${t}%`}`,
      rel: sql`case when lower(title) like ${`%${t}%`} then 3 else 1 end`,
    });
    const seoul = {
      match: sql`concepts && '{place:seoul}'`,
      rel: sql`case when title_concepts && '{place:seoul}' then 3 else 2 end`,
    };
    const readings: Record<string, { match: ReturnType<typeof sql>; rel: ReturnType<typeof sql> }[]> = {
      핀테크: [text('핀테크')],
      '서울 핀테크': [seoul, text('핀테크')],
      핀테: [text('핀테')],
      '서울 핀테': [seoul, text('핀테')],
      의료: [text('의료')],
      '의료 핀테크': [text('의료'), text('핀테크')],
      가가핀테크나나: [text('가가핀테크나나')],
    };

    // The lists are walked, and merged: the terms are about as common here.
    const vocabulary = await loadVocabulary(app.database.db);
    const filterOf = (keyword: string) => ({ now: new Date(), terms: readKeyword(keyword, vocabulary.lexicon) });
    const db = app.database.db;
    const plan = await listPlanOf(db, filterOf('서울 핀테'), await sharesOf(db));
    expect(plan?.merged.length).toBe(1);
    const words = [plan?.walked, ...(plan?.merged ?? [])].flatMap((x) => (x && 'words' in x ? x.words : []));
    expect(words.length).toBeGreaterThanOrEqual(4); // 핀테크, 핀테크를, 핀테크의, ﬁ핀테크 (title only), …
    expect((await listPlanOf(db, filterOf('의료'), await sharesOf(db)))?.walked).toHaveProperty('words', ['의료']);

    async function expected(keyword: string, sort: 'RELEVANCE' | 'NEWEST', page: number, size: number) {
      const terms = readings[keyword] ?? [];
      const matches = await rows<{ id: number; rel: number }>(sql`select posting_id as id,
          ${sql.join(
            terms.map((t) => t.rel),
            sql` + `,
          )} as rel
        from job_posting_search where started_at <= now() and ended_at >= now()
          and ${sql.join(
            terms.map((t) => t.match),
            sql` and `,
          )}
        order by started_at desc, posting_id desc`);
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

    const capped = new Set<string>();
    for (const keyword of Object.keys(readings)) {
      for (const [sort, page, size] of [
        ['RELEVANCE', 1, 10],
        ['RELEVANCE', 3, 100],
        ['NEWEST', 2, 50],
        ['NEWEST', 11, 100],
      ] as const) {
        const res = await app.inject({
          method: 'GET',
          url: `/api/v1/jobs?keyword=${encodeURIComponent(keyword)}&sort=${sort}&page=${page}&size=${size}`,
          headers: talent.auth,
        });
        expect(res.statusCode, res.body).toBe(200);
        const got = res.json().data as {
          data: { id: number }[];
          totalElementCount: number;
          totalIsCapped: boolean;
          last: boolean;
        };
        const want = await expected(keyword, sort, page, size);
        const label = `${keyword} ${sort} ${page}`;
        expect(
          got.data.map((p) => p.id),
          label,
        ).toEqual(want.ids);
        expect(got.totalIsCapped, label).toBe(want.capped);
        expect(got.last, label).toBe(want.last);
        if (!want.capped) expect(got.totalElementCount, label).toBe(want.total);
        if (want.capped) capped.add(keyword);
      }
    }
    expect([...capped].sort()).toEqual(['서울 핀테', '서울 핀테크', '핀테', '핀테크'].sort());
  });
});
