import { readKeyword } from '@app/contract/rules/keyword-reading';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createVerifiedUser, type TestApp } from '../../../test/helpers';
import { loadVocabulary } from '../vocabulary/vocabulary.service';
import {
  expectAnswers,
  LONG,
  publishListedPostings,
  type Reading,
  seoul,
  text,
} from './postings.list-answers.test-support';
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
    await publishListedPostings(app, company.auth, orgId);
    expect(await entriesOutOfStep()).toBe(0);
    await app.database.db.execute(sql`analyze job_posting_search`);
    await app.database.db.execute(sql`analyze job_posting_words`);

    const readings: Record<string, Reading[]> = {
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

    const capped = await expectAnswers(app, talent.auth, readings);
    expect([...capped].sort()).toEqual(['서울 핀테', '서울 핀테크', '핀테', '핀테크'].sort());
  });
});
