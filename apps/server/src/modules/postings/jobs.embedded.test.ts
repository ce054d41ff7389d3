import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type createVerifiedUser, type TestApp } from '../../../test/helpers';
import { companyOf, createTalent } from '../talent-search/talent-search.test-support';
import { publishPosting } from './postings.test-support';

/*
 * Keyword searches on the embedded database (PGlite, what `npm start` runs on), even when the other tests run on
 * PostgreSQL: it has one connection, so a statement sent outside a search's transaction while it is open waits for it
 * forever. Job search read its term statistics that way and never answered a keyword (decision 059).
 */

let app: TestApp;
let talent: Awaited<ReturnType<typeof createVerifiedUser>>;
let company: Awaited<ReturnType<typeof companyOf>>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  app = await createTestApp({}, { embedded: true });
  company = await companyOf(app, 'Embedded Co');
  talent = await createTalent(app, { firstName: 'Mina' });
  ids.korean = await publishPosting(app, company.auth, company.orgId, {
    title: '백엔드 개발자',
    city: '서울',
    businessOverview: '핀테크 스타트업입니다. 결제 서버를 만듭니다.',
    jobTitleIds: [2],
  });
  ids.english = await publishPosting(app, company.auth, company.orgId, {
    title: 'Data Engineer',
    city: 'Seattle',
    businessOverview: 'Pipelines with Apache Spark.',
  });
});
afterAll(() => app.cleanup());

const get = async (url: string, headers: Record<string, string>) => {
  const res = await app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { data: { id?: number; userId?: number }[] };
};

it.each([
  ['a known word (its concept list)', 'backend', 'korean'],
  ['a word the vocabulary does not know (word lists)', '핀테크', 'korean'],
  ['a known word and an unknown one', '서울 핀테크', 'korean'],
  ['a short word (grams)', '결제', 'korean'],
  ['an English word in the text', 'Spark', 'english'],
])('job search answers %s', async (_, keyword, key) => {
  const page = await get(`/api/v1/jobs?keyword=${encodeURIComponent(keyword)}`, talent.auth);
  expect(page.data.map((p) => p.id)).toContain(ids[key as 'korean' | 'english']);
});

it('talent search answers a known word (its concept list) and a filtered keyword', async () => {
  for (const query of [
    'keyword=backend',
    `keyword=${encodeURIComponent('백엔드')}`,
    'keyword=backend&minTotalYears=1',
  ]) {
    const page = await get(`/api/v1/users/talent?${query}`, company.auth);
    expect(
      page.data.map((t) => t.userId),
      query,
    ).toContain(talent.id);
  }
});
