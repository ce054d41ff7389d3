import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createVerifiedUser, type TestApp } from '../../../test/helpers';
import { publishPosting, setOrganizationStatus } from './postings.test-support';

/*
 * Past the count cap a search walks the date order of the narrow search table (decisions 024, 045), testing short
 * words on the text rather than the grams. The walk must find the same postings as the indexes do below the cap.
 */

let app: TestApp;
let talent: Awaited<ReturnType<typeof createVerifiedUser>>;
let withWord: number;
let withoutWord: number;
const COPIES = 1_050;

beforeAll(async () => {
  app = await createTestApp();
  const company = await createVerifiedUser(app, { role: 'ORGANIZATION', companyName: '캡 테스트' });
  talent = await createVerifiedUser(app, { role: 'NORMAL' });
  const orgId = company.companyId as number;
  await setOrganizationStatus(app, orgId, 'APPROVED');
  withWord = await publishPosting(app, company.auth, orgId, {
    title: '데이터 분석가',
    businessOverview: '의료 데이터',
  });
  withoutWord = await publishPosting(app, company.auth, orgId, {
    title: '데이터 분석가',
    businessOverview: '물류 데이터',
  });
  // Copies in SQL (as the benchmarks make them): the triggers write their search rows as for any insert.
  await app.database.db.execute(sql`insert into job_postings (organization_id, title, employment_types, country, city,
      work_modes, started_at, ended_at, currency_code, salary_type, business_overview, required_qualification, status,
      search_text, search_vector, concepts, title_concepts)
    select organization_id, title || ' ' || g, employment_types, country, city, work_modes,
      started_at - g * interval '1 minute', ended_at, currency_code, salary_type, business_overview,
      required_qualification, status, search_text, search_vector, concepts, title_concepts
    from job_postings p cross join generate_series(1, ${COPIES}) g where p.id in (${withWord}, ${withoutWord})`);
});
afterAll(() => app.cleanup());

const search = async (query: string) => {
  const res = await app.inject({ method: 'GET', url: `/api/v1/jobs?${query}`, headers: talent.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    data: { id: number; title: string }[];
    totalElementCount: number;
    totalIsCapped: boolean;
    last: boolean;
  };
};

describe('a search past the count cap', () => {
  it('finds a short word through the walk exactly where the text has it, in every order', async () => {
    for (const sort of ['RELEVANCE', 'NEWEST', 'DEADLINE', 'SALARY']) {
      const page = await search(`keyword=${encodeURIComponent('의료')}&sort=${sort}&size=50`);
      expect(page.totalIsCapped, sort).toBe(true);
      expect(page.totalElementCount).toBe(1_000);
      expect(page.data).toHaveLength(50);
      const { rows } = (await app.database.db.execute(sql`select count(*)::int as n from job_postings
        where id in ${sql.raw(`(${page.data.map((p) => p.id).join(',')})`)} and search_text like '%의료%'`)) as unknown as {
        rows: { n: number }[];
      };
      expect(rows[0]?.n, sort).toBe(50);
    }
    // The newest first: the original, then its copies started a minute earlier each.
    const newest = await search(`keyword=${encodeURIComponent('의료')}&sort=NEWEST&size=2`);
    expect(newest.data.map((p) => p.id)[0]).toBe(withWord);
    expect(newest.data.map((p) => p.title)[1]).toBe('데이터 분석가 1');
    const other = await search(`keyword=${encodeURIComponent('물류')}&sort=NEWEST&size=1`);
    expect(other.data.map((p) => p.id)).toEqual([withoutWord]);
  });

  it('reaches the last page of a word with more matches than the cap', async () => {
    const last = await search(`keyword=${encodeURIComponent('의료')}&sort=NEWEST&size=100&page=11`);
    expect(last.data).toHaveLength(51);
    expect(last.last).toBe(true);
    expect(last.totalElementCount).toBe(1_051);
  });
});
