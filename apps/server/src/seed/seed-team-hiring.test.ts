import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/helpers';
import { applications } from '../db/schema/applications';
import { jobPostings } from '../db/schema/postings';
import { users } from '../db/schema/users';
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_TALENTS, DEMO_TEAM_MEMBERS } from './demo-accounts';
import { seedDemoData } from './seed-demo';

let app: TestApp;
let owner: string;
let orgId: number;
beforeAll(async () => {
  app = await createTestApp();
  await seedDemoData(app.database.db);
  owner = await signIn(app, DEMO_COMPANIES[0].email, DEMO_PASSWORD);
  orgId = (await get('/api/v1/user', owner)).companyId;
}, 120_000);
afterAll(() => app.cleanup());

const get = async (url: string, token: string) => {
  const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

/** The demo application of `email` to 누리소프트's posting titled `title`. */
async function applicationOf(email: string, title: string) {
  const [row] = await app.database.db
    .select({ id: applications.id, status: applications.status })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .innerJoin(jobPostings, eq(jobPostings.id, applications.postingId))
    .where(and(eq(users.email, email), eq(jobPostings.title, title), eq(jobPostings.organizationId, orgId)));
  if (!row) throw new Error(`no demo application of ${email} to ${title}`);
  return row;
}

describe('demo hiring-team data', () => {
  it('gives a past interview its panel and submitted scorecards, seen side by side by the owner', async () => {
    const app1 = await applicationOf(DEMO_TALENTS[2].email, '백엔드 개발자 (Kotlin/Spring)');
    const { interviews, criteria } = await get(
      `/api/v1/organizations/${orgId}/job-applications/${app1.id}/scorecards`,
      owner,
    );
    expect(interviews).toHaveLength(1);
    expect(interviews[0].panel.map((p: { firstName: string }) => p.firstName).sort()).toEqual(
      [DEMO_COMPANIES[0].firstName, DEMO_TEAM_MEMBERS[1].firstName].sort(),
    );
    expect(interviews[0].submittedCount).toBe(2);
    expect(interviews[0].scorecards.map((s: { recommendation: string }) => s.recommendation).sort()).toEqual([
      'STRONG_YES',
      'YES',
    ]);
    expect(interviews[0].scorecards[0].ratings).toHaveLength(criteria.length);
    // The demo interviewer, on the panel and assigned to the posting, reads the candidate and both scorecards.
    const interviewer = await signIn(app, DEMO_TEAM_MEMBERS[1].email, DEMO_PASSWORD);
    const theirs = await get(`/api/v1/organizations/${orgId}/job-applications/${app1.id}/scorecards`, interviewer);
    expect(theirs.interviews[0]).toMatchObject({ canSubmit: true, othersHidden: false, submittedCount: 2 });
  });

  it('backs every offer move with a structured offer: sent, accepted, and one waiting for the owner', async () => {
    const settings = await get(`/api/v1/organizations/${orgId}/offer-settings`, owner);
    expect(settings).toMatchObject({ offersNeedApproval: true });
    const sent = await applicationOf(DEMO_TALENTS[2].email, '백엔드 개발자 (Kotlin/Spring)');
    expect(sent.status).toBe('OFFERED');
    const sentDetail = await get(`/api/v1/organizations/${orgId}/job-applications/${sent.id}`, owner);
    expect(sentDetail.offer).toMatchObject({
      status: 'SENT',
      salary: { amount: 62_000_000, currency: 'KRW', period: 'YEAR' },
    });
    expect(Date.parse(sentDetail.offer.expiresAt)).toBeGreaterThan(Date.now());
    const hired = await applicationOf(DEMO_TALENTS[1].email, '데이터 엔지니어');
    expect((await get(`/api/v1/organizations/${orgId}/job-applications/${hired.id}`, owner)).offer).toMatchObject({
      status: 'ACCEPTED',
    });
    // The talent of the sent offer reads its terms.
    const seoyeon = await signIn(app, DEMO_TALENTS[2].email, DEMO_PASSWORD);
    const me = await get('/api/v1/user', seoyeon);
    expect((await get(`/api/v1/users/${me.id}/applications/${sent.id}`, seoyeon)).offer).toMatchObject({
      status: 'SENT',
      salary: { amount: 62_000_000 },
    });

    const pending = await applicationOf(DEMO_TALENTS[1].email, '프론트엔드 개발자 (React)');
    expect(pending.status).toBe('DOCUMENT_REVIEW');
    expect((await get(`/api/v1/organizations/${orgId}/job-applications/${pending.id}`, owner)).offer).toMatchObject({
      status: 'PENDING_APPROVAL',
      sentAt: null,
    });
    const james = await signIn(app, DEMO_TALENTS[1].email, DEMO_PASSWORD);
    const jamesId = (await get('/api/v1/user', james)).id;
    expect((await get(`/api/v1/users/${jamesId}/applications/${pending.id}`, james)).offer).toBeNull();
  });
});
