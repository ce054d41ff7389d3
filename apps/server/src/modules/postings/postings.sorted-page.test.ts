import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createVerifiedUser, type TestApp } from '../../../test/helpers';
import { daysFromNow, publishPosting, setOrganizationStatus, setPostingDates } from './postings.test-support';

/*
 * Job search without a keyword answers in one statement (decision 056): the page and the capped count together. Its
 * answers must be what the search table says directly: the same ids in the same order (ties by id), the same totals
 * below and past the count cap, and the right `last`, in every order, with filters, and past the last page.
 */

let app: TestApp;
let talent: Awaited<ReturnType<typeof createVerifiedUser>>;
let orgId: number;
/** Postings of the second organization: few, so its page and filters stay below the cap. */
let otherOrgId: number;
const COPIES = 1_050;

beforeAll(async () => {
  app = await createTestApp();
  const company = await createVerifiedUser(app, { role: 'ORGANIZATION', companyName: '정렬 테스트' });
  const other = await createVerifiedUser(app, { role: 'ORGANIZATION', companyName: 'Sort Test Two' });
  talent = await createVerifiedUser(app, { role: 'NORMAL' });
  orgId = company.companyId as number;
  otherOrgId = other.companyId as number;
  await setOrganizationStatus(app, orgId, 'APPROVED');
  await setOrganizationStatus(app, otherOrgId, 'APPROVED');
  const remote = await publishPosting(app, company.auth, orgId, {
    country: 'KR',
    workModes: ['REMOTE'],
    salaryMin: 5_000_000,
    salaryMax: 9_000_000,
  });
  const onSite = await publishPosting(app, company.auth, orgId, { country: 'JP', workModes: ['ON_SITE'] });
  // Not open: one ended, one not started yet; neither may be listed or counted.
  const ended = await publishPosting(app, company.auth, orgId, { workModes: ['REMOTE'] });
  await setPostingDates(app, ended, daysFromNow(-20), daysFromNow(-2));
  const future = await publishPosting(app, company.auth, orgId, { workModes: ['REMOTE'] });
  await setPostingDates(app, future, daysFromNow(2), daysFromNow(20));
  for (const [i, salaryMax] of [null, 3_000_000, 7_000_000].entries()) {
    await publishPosting(app, other.auth, otherOrgId, {
      country: 'US',
      workModes: ['REMOTE', 'HYBRID'],
      salaryType: salaryMax === null ? 'NEGOTIABLE' : 'MONTHLY',
      salaryMin: salaryMax === null ? null : 1_000_000,
      salaryMax,
      endedAt: daysFromNow(10 + i),
    });
  }
  // Copies in SQL (as the benchmarks make them), past the count cap: salaries and deadlines repeat, so the orders
  // tie and their ties go by id.
  await app.database.db.execute(sql`insert into job_postings (organization_id, title, employment_types, country, city,
      work_modes, started_at, ended_at, currency_code, salary_type, salary_min, salary_max, salary_min_krw,
      salary_max_krw, business_overview, required_qualification, status, search_text, search_vector, concepts,
      title_concepts)
    select organization_id, title || ' ' || g, employment_types, country, city, work_modes,
      started_at - g * interval '1 minute', ended_at + (g % 7) * interval '1 day', currency_code, salary_type,
      salary_min, salary_max + (g % 13) * 100000, salary_min_krw, salary_max_krw + (g % 13) * 100000,
      business_overview, required_qualification, status, search_text, search_vector, concepts, title_concepts
    from job_postings p cross join generate_series(1, ${COPIES}) g where p.id in (${remote}, ${onSite})`);
});
afterAll(() => app.cleanup());

type Page = { data: { id: number }[]; totalElementCount: number; totalIsCapped: boolean; last: boolean };

const search = async (query: string) => {
  const res = await app.inject({ method: 'GET', url: `/api/v1/jobs?${query}`, headers: talent.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Page;
};

const ORDERS = {
  NEWEST: 'started_at desc, posting_id desc',
  DEADLINE: 'ended_at asc, posting_id asc',
  SALARY: 'salary_max_krw desc nulls last, posting_id desc',
} as const;

/** Every open match of `where`, in the order, straight from the search table. */
async function expected(where: string, sort: keyof typeof ORDERS) {
  const result = (await app.database.db.execute(
    sql.raw(`select posting_id as id from job_posting_search
      where started_at <= now() and ended_at >= now() and ${where} order by ${ORDERS[sort]}`),
  )) as unknown as { rows: { id: number }[] };
  return result.rows.map((r) => r.id);
}

const CASES = [
  { query: '', where: 'true' },
  { query: 'country=KR&workModes=REMOTE', where: `country = 'KR' and work_modes && '{REMOTE}'` },
  { query: 'country=US', where: `country = 'US'` },
  { query: 'workModes=HYBRID&country=US', where: `country = 'US' and work_modes && '{HYBRID}'` },
];

describe('job search without a keyword', () => {
  it('lists and counts what the search table holds, in every order, below and past the cap', async () => {
    for (const { query, where } of CASES) {
      for (const sort of Object.keys(ORDERS) as (keyof typeof ORDERS)[]) {
        const all = await expected(where, sort);
        const label = `${query} ${sort}`;
        for (const [page, size] of [
          [1, 20],
          [2, 7],
          [11, 100],
        ] as const) {
          const got = await search(`${query}&sort=${sort}&page=${page}&size=${size}`);
          const from = (page - 1) * size;
          expect(
            got.data.map((p) => p.id),
            label,
          ).toEqual(all.slice(from, from + size));
          expect(got.last, label).toBe(all.length <= from + size);
          expect(got.totalIsCapped, label).toBe(all.length > 1_000);
          const total = all.length > 1_000 ? Math.max(1_000, from + Math.min(size, all.length - from)) : all.length;
          expect(got.totalElementCount, label).toBe(total);
        }
      }
    }
  });

  it('answers past the last page with no cards, the count, and last', async () => {
    const few = await search('country=US&sort=SALARY&page=5&size=10');
    expect(few).toMatchObject({ data: [], totalElementCount: 3, totalIsCapped: false, last: true });
    const many = await search('sort=DEADLINE&page=30&size=100');
    expect(many).toMatchObject({ data: [], totalElementCount: 2_900, totalIsCapped: true, last: true });
    const none = await search('country=VN&sort=NEWEST');
    expect(none).toMatchObject({ data: [], totalElementCount: 0, totalIsCapped: false, last: true });
  });

  it('prepares the bare search once, yet each request has its own viewer and moment', async () => {
    // The bare search (no keyword, no filter) is a statement prepared per order and kind of viewer (decision 064):
    // a value frozen at its first run would show one talent's follows to another, or miss what opened since.
    const second = await createVerifiedUser(app, { role: 'NORMAL' });
    // A company member searches too, as no viewer: nothing is followed.
    const member = await createVerifiedUser(app, { role: 'ORGANIZATION', companyName: '방금 연 회사' });
    const first = (await search('sort=NEWEST&size=5')).data.map((p) => p.id);
    const [followed, other] = first as [number, number];
    const follow = (who: typeof talent, id: number) =>
      app.inject({ method: 'PUT', url: `/api/v1/jobs/${id}/follow`, headers: who.auth });
    expect((await follow(talent, followed)).statusCode).toBe(200);
    expect((await follow(second, other)).statusCode).toBe(200);
    const newest = async (who: typeof talent) => {
      const res = await app.inject({ method: 'GET', url: '/api/v1/jobs?sort=NEWEST&size=5', headers: who.auth });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.data as { id: number; isFollowed: boolean }[];
    };
    const flags = async (who: typeof talent) => (await newest(who)).filter((c) => c.isFollowed).map((c) => c.id);
    for (let run = 0; run < 3; run += 1) {
      expect(await flags(talent)).toEqual([followed]);
      expect(await flags(second)).toEqual([other]);
      expect(await flags(member)).toEqual([]);
    }
    // Opened a second ago, after the statements were prepared: the newest of all, for a talent and a member.
    const memberOrg = member.companyId as number;
    await setOrganizationStatus(app, memberOrg, 'APPROVED');
    const opened = await publishPosting(app, member.auth, memberOrg);
    await setPostingDates(app, opened, new Date(Date.now() - 1_000).toISOString(), daysFromNow(5));
    expect((await newest(talent))[0]?.id).toBe(opened);
    expect((await newest(member))[0]?.id).toBe(opened);
  });

  it("lists a company page's open postings, newest first", async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${otherOrgId}/job-postings/public?size=2`,
      headers: talent.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    const all = await expected(`organization_id = ${otherOrgId}`, 'NEWEST');
    expect(res.json().data).toMatchObject({ totalElementCount: 3, last: false });
    expect(res.json().data.data.map((p: { id: number }) => p.id)).toEqual(all.slice(0, 2));
  });
});
