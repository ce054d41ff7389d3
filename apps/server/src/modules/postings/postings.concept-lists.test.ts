import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createVerifiedUser, type TestApp } from '../../../test/helpers';
import { expectAnswers, type Reading, seoul, text } from './postings.list-answers.test-support';
import {
  daysFromNow,
  postingBody,
  publishPosting,
  setOrganizationStatus,
  setPostingDates,
  setStatus,
} from './postings.test-support';

/*
 * The per-concept lists of decision 050: kept by triggers on the search table, they must hold exactly one entry per
 * concept of each listed posting with its current dates, and a search that walks them must answer exactly what the
 * search table's indexes answer, below the count cap and past it.
 */

let app: TestApp;
let company: Awaited<ReturnType<typeof createVerifiedUser>>;
let talent: Awaited<ReturnType<typeof createVerifiedUser>>;
let orgId: number;

beforeAll(async () => {
  app = await createTestApp();
  company = await createVerifiedUser(app, { role: 'ORGANIZATION', companyName: '목록 테스트' });
  talent = await createVerifiedUser(app, { role: 'NORMAL' });
  orgId = company.companyId as number;
  await setOrganizationStatus(app, orgId, 'APPROVED');
});
afterAll(() => app.cleanup());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await app.database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Entries that differ between the lists and the concepts of the search rows (both ways); 0 when in step. */
async function entriesOutOfStep() {
  const [found] = await rows<{ n: number }>(sql`select count(*)::int as n from (
    (select concept, started_at, posting_id, ended_at, in_title from job_posting_concepts
      except select c, started_at, posting_id, ended_at, c = any(title_concepts) from job_posting_search, unnest(concepts) c)
    union all
    (select c, started_at, posting_id, ended_at, c = any(title_concepts) from job_posting_search, unnest(concepts) c
      except select concept, started_at, posting_id, ended_at, in_title from job_posting_concepts)) d`);
  return found?.n;
}

const entriesOf = (postingId: number) =>
  rows<{ concept: string; ended_at: string }>(
    sql`select concept, ended_at::text from job_posting_concepts where posting_id = ${postingId} order by concept`,
  );

describe('job_posting_concepts', () => {
  it('follows a posting through insert, edits, dates, hiding, approval, closing and deletion', async () => {
    const id = await publishPosting(app, company.auth, orgId, { title: '백엔드 개발자', city: '서울' });
    expect((await entriesOf(id)).map((e) => e.concept)).toContain('place:seoul');
    expect(await entriesOutOfStep()).toBe(0);

    const edited = await app.inject({
      method: 'PUT',
      url: `/api/v1/organizations/${orgId}/job-postings/${id}`,
      headers: company.auth,
      payload: postingBody({ title: 'Frontend Developer', city: 'Busan' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const concepts = (await entriesOf(id)).map((e) => e.concept);
    expect(concepts).toContain('place:busan');
    expect(concepts).not.toContain('place:seoul');
    expect(await entriesOutOfStep()).toBe(0);

    await setPostingDates(app, id, daysFromNow(-2), daysFromNow(3));
    const [entry] = await entriesOf(id);
    expect(new Date(entry?.ended_at as string).toISOString().slice(0, 10)).toBe(daysFromNow(3).slice(0, 10));
    expect(await entriesOutOfStep()).toBe(0);

    await setStatus(app, company.auth, orgId, id, 'HIDDEN');
    expect(await entriesOf(id)).toEqual([]);
    await setStatus(app, company.auth, orgId, id, 'VISIBLE');
    expect((await entriesOf(id)).length).toBeGreaterThan(0);
    await setOrganizationStatus(app, orgId, 'PENDING');
    expect(await entriesOf(id)).toEqual([]);
    await setOrganizationStatus(app, orgId, 'APPROVED');
    expect((await entriesOf(id)).length).toBeGreaterThan(0);
    expect(await entriesOutOfStep()).toBe(0);

    // Closed for good.
    await setStatus(app, company.auth, orgId, id, 'DELETED');
    expect(await entriesOf(id)).toEqual([]);

    // Deleted outright (its search row goes by foreign key, its entries with it).
    const gone = await publishPosting(app, company.auth, orgId, { title: '데이터 엔지니어', city: '서울' });
    expect((await entriesOf(gone)).length).toBeGreaterThan(0);
    await app.database.db.execute(sql`delete from job_postings where id = ${gone}`);
    expect(await entriesOf(gone)).toEqual([]);
    expect(await entriesOutOfStep()).toBe(0);
  });

  it('answers a walked search exactly as the search table does, below the count cap and past it', async () => {
    const seoulFintech = await publishPosting(app, company.auth, orgId, {
      title: '핀테크 백엔드 개발자',
      city: '서울',
      businessOverview: '핀테크 결제 플랫폼을 운영합니다.',
    });
    const seoulOnly = await publishPosting(app, company.auth, orgId, {
      title: '서울 데이터 분석가',
      city: '서울',
      businessOverview: '물류 데이터를 분석합니다.',
    });
    const busanFintech = await publishPosting(app, company.auth, orgId, {
      city: '부산',
      businessOverview: '핀테크 결제',
    });
    // Copies in SQL a minute apart (the triggers write their search rows and list entries as for any insert); every
    // third copy of the first names 핀테크 in its title only through the copy, so relevance differs between them.
    await app.database.db.execute(sql`insert into job_postings (organization_id, title, employment_types, country,
        city, work_modes, started_at, ended_at, currency_code, salary_type, business_overview, required_qualification,
        status, search_text, search_vector, concepts, title_concepts)
      select organization_id, case when p.id = ${seoulFintech} and g % 3 = 0 then '결제 ' || g else title || ' ' || g end,
        employment_types, country, city, work_modes, started_at - g * interval '1 minute', ended_at, currency_code,
        salary_type, business_overview, required_qualification, status, search_text, search_vector, concepts,
        title_concepts
      from job_postings p cross join generate_series(1, 600) g
      where p.id in (${seoulFintech}, ${seoulOnly}, ${busanFintech})`);
    expect(await entriesOutOfStep()).toBe(0);

    // Statistics, as autovacuum gathers them: a common short word alone walks the date order (walkedGramOf).
    await app.database.db.execute(sql`analyze job_posting_search`);

    /** Each keyword's matching and relevance, written against the search table directly. */
    const readings: Record<string, Reading[]> = {
      seoul: [seoul],
      '서울 핀테크': [seoul, text('핀테크')],
      결제: [text('결제')],
    };
    // Each keyword's matches differ in relevance, so its order is tested too.
    for (const [keyword, terms] of Object.entries(readings)) {
      const rel = sql.join(
        terms.map((x) => x.rel),
        sql` + `,
      );
      const where = sql.join(
        terms.map((x) => x.match),
        sql` and `,
      );
      const ranks = await rows<{ n: number }>(
        sql`select count(distinct ${rel})::int as n from job_posting_search where ${where}`,
      );
      expect(ranks[0]?.n, keyword).toBeGreaterThan(1);
    }
    expect(await expectAnswers(app, talent.auth, readings)).toEqual(new Set(['seoul', '결제']));
  });
});
