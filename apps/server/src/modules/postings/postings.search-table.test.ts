import { textGrams } from '@app/contract/rules/text-bigrams';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createVerifiedUser, type TestApp } from '../../../test/helpers';
import { postingBody, publishPosting, setOrganizationStatus, setStatus } from './postings.test-support';

/*
 * The narrow search table of listed postings (decision 045) is written by triggers: it must hold exactly the listed
 * postings with their current values, whatever changed them, and its walks' LIKE on the text must find exactly what
 * the grams find.
 */

let app: TestApp;
let company: Awaited<ReturnType<typeof createVerifiedUser>>;
let orgId: number;

beforeAll(async () => {
  app = await createTestApp();
  company = await createVerifiedUser(app, { role: 'ORGANIZATION', companyName: '검색 테스트' });
  orgId = company.companyId as number;
  await setOrganizationStatus(app, orgId, 'APPROVED');
});
afterAll(() => app.cleanup());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  (await app.database.db.execute(query)) as unknown as { rows: T[] };

/** The search row of a posting, or null; with the postings row's values beside it to compare. */
async function searchRow(postingId: number) {
  const { rows: found } = await rows<{ title: string; concepts: string[]; ended_at: string; same: boolean }>(sql`
    select s.title, s.concepts, s.ended_at::text, (s.search_text, s.search_vector, s.started_at, s.salary_max_krw,
      s.work_modes, s.title_concepts) = (p.search_text, p.search_vector, p.started_at, p.salary_max_krw, p.work_modes,
      p.title_concepts) as same
    from job_posting_search s join job_postings p on p.id = s.posting_id where s.posting_id = ${postingId}`);
  return found[0] ?? null;
}

describe('job_posting_search', () => {
  it('holds listed postings only, with their current values, through edits, status and approval changes', async () => {
    const id = await publishPosting(app, company.auth, orgId, { title: '백엔드 개발자', city: '서울' });
    expect(await searchRow(id)).toMatchObject({ title: '백엔드 개발자', same: true });
    expect((await searchRow(id))?.concepts).toContain('place:seoul');

    const edited = await app.inject({
      method: 'PUT',
      url: `/api/v1/organizations/${orgId}/job-postings/${id}`,
      headers: company.auth,
      payload: postingBody({ title: 'Frontend Developer', city: 'Busan' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await searchRow(id);
    expect(after).toMatchObject({ title: 'Frontend Developer', same: true });
    expect(after?.concepts).toContain('place:busan');
    expect(after?.concepts).not.toContain('place:seoul');

    await setStatus(app, company.auth, orgId, id, 'HIDDEN');
    expect(await searchRow(id)).toBeNull();
    await setStatus(app, company.auth, orgId, id, 'VISIBLE');
    expect(await searchRow(id)).toMatchObject({ same: true });

    // The organization's approval reaches its postings by trigger (decision 024), and from there this table.
    await setOrganizationStatus(app, orgId, 'PENDING');
    expect(await searchRow(id)).toBeNull();
    await setOrganizationStatus(app, orgId, 'APPROVED');
    expect(await searchRow(id)).toMatchObject({ same: true });

    // A view changes the posting, not what is searched: the row is not rewritten (and stays equal).
    await app.database.db.execute(sql`update job_postings set view_count = view_count + 1 where id = ${id}`);
    expect(await searchRow(id)).toMatchObject({ same: true });

    await setStatus(app, company.auth, orgId, id, 'DELETED');
    expect(await searchRow(id)).toBeNull();
  });

  it('finds with LIKE on the text exactly the postings whose grams hold a short word', async () => {
    const texts = [
      '핀테크 결제-서버 (C++, Node.js) 개발; 의료·데이터',
      'Go/AI 엔지니어 — 서울에서 일해요 123',
      'ＡＢＣ full-width, café and naïve',
    ];
    const ids = [];
    for (const text of texts) ids.push(await publishPosting(app, company.auth, orgId, { businessOverview: text }));
    const grams = new Set(texts.flatMap((t) => textGrams(t)));
    for (const gram of grams) {
      const { rows: found } = await rows<{ id: number; by_like: boolean; by_grams: boolean }>(sql`
        select posting_id as id, search_text like ${`%${gram}%`} as by_like,
          search_vector @@ ${`'${gram}'`}::tsquery as by_grams
        from job_posting_search where posting_id in ${sql.raw(`(${ids.join(',')})`)}`);
      for (const row of found)
        expect({ gram, id: row.id, like: row.by_like }).toEqual({ gram, id: row.id, like: row.by_grams });
    }
  });
});
