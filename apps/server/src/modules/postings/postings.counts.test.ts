import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, createVerifiedUser, type TestApp } from '../../../test/helpers';
import { organizations } from '../../db/schema/organizations';
import { jobPostings } from '../../db/schema/postings';
import { createPosting, daysFromNow, publishPosting, setOrganizationStatus, setStatus } from './postings.test-support';

/*
 * The company's postings list counts from `organization_posting_counts`, kept by triggers (migration 0039): its totals
 * must follow every insert, status change, copy and delete, whatever path writes them.
 */

type User = Awaited<ReturnType<typeof createVerifiedUser>>;

let app: TestApp;
let company: User;
let orgId: number;

beforeAll(async () => {
  app = await createTestApp();
  company = await createVerifiedUser(app, { role: 'ORGANIZATION', companyName: 'Counted Co' });
  orgId = company.companyId as number;
  await setOrganizationStatus(app, orgId, 'APPROVED');
});
afterAll(() => app.cleanup());

async function total(query = '') {
  const res = await app.inject({
    method: 'GET',
    url: `/api/v1/organizations/${orgId}/job-postings${query}`,
    headers: company.auth,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.totalElementCount as number;
}

/** The kept counts against a count of the rows themselves, for every organization. */
async function keptMatchesRows() {
  const result = await app.database.db.execute(sql`
    select coalesce(k.organization_id, r.organization_id) as organization_id, k.posting_count, r.n
    from organization_posting_counts k
    full join (select organization_id, status, count(*)::int as n from job_postings group by 1, 2) r
      on r.organization_id = k.organization_id and r.status = k.status
    where coalesce(k.posting_count, 0) <> coalesce(r.n, 0)`);
  return (result as unknown as { rows: unknown[] }).rows;
}

it('follows creation, publishing, closing, copying and deleting, by status and in all', async () => {
  expect(await total()).toBe(0);
  const draft = await createPosting(app, company.auth, orgId);
  const open = await publishPosting(app, company.auth, orgId);
  const closing = await publishPosting(app, company.auth, orgId);
  expect((await setStatus(app, company.auth, orgId, closing, 'DELETED')).statusCode).toBe(200);
  const copied = await app.inject({
    method: 'POST',
    url: `/api/v1/organizations/${orgId}/job-postings/${open}/copy`,
    headers: company.auth,
  });
  expect(copied.statusCode, copied.body).toBe(201);
  expect([await total(), await total('?status=VISIBLE')]).toEqual([4, 1]);
  expect([await total('?status=HIDDEN'), await total('?status=DELETED')]).toEqual([2, 1]);
  const removed = await app.inject({
    method: 'DELETE',
    url: `/api/v1/organizations/${orgId}/job-postings/${draft}`,
    headers: company.auth,
  });
  expect(removed.statusCode, removed.body).toBe(200);
  expect([await total(), await total('?status=HIDDEN')]).toEqual([3, 1]);
  expect(await keptMatchesRows()).toEqual([]);
});

it('counts a progress by the dates, and stays exact for writes made around the service', async () => {
  const later = await createPosting(app, company.auth, orgId, { startedAt: daysFromNow(3), endedAt: daysFromNow(20) });
  expect(await total('?jobPostingProgressStatus=NOT_STARTED')).toBe(1);
  // Written directly in SQL: a status change, a move to another organization, a delete.
  await app.database.db.update(jobPostings).set({ status: 'VISIBLE' }).where(eq(jobPostings.id, later));
  expect(await total('?status=VISIBLE')).toBe(2);
  const [other] = await app.database.db
    .insert(organizations)
    .values({ name: 'Other Co' })
    .returning({ id: organizations.id });
  await app.database.db
    .update(jobPostings)
    .set({ organizationId: other?.id as number })
    .where(eq(jobPostings.id, later));
  expect(await total('?status=VISIBLE')).toBe(1);
  expect(await keptMatchesRows()).toEqual([]);
  await app.database.db.delete(organizations).where(eq(organizations.id, other?.id as number));
  expect(await keptMatchesRows()).toEqual([]);
});
