import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/helpers';
import { applications } from '../db/schema/applications';
import { applicationEvents } from '../db/schema/hiring';
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_TALENTS } from './demo-accounts';
import { seedDemoData } from './seed-demo';
import { seedHiring } from './seed-hiring';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  await seedDemoData(app.database.db);
});
afterAll(() => app.cleanup());

const get = async (url: string, token: string) =>
  (await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })).json().data;

describe('demo hiring data', () => {
  it("fills the company's recruitment screens with candidates in every stage", async () => {
    const token = await signIn(app, DEMO_COMPANIES[0].email, DEMO_PASSWORD);
    const { companyId } = await get('/api/v1/user', token);
    const summary = (await get(`/api/v1/organizations/${companyId}/recruitment-summary`, token)) as {
      jobPostingId: number;
      title: string;
      counts: Record<string, number>;
    }[];
    const stages = new Set(summary.flatMap((row) => Object.keys(row.counts)));
    for (const stage of ['APPLIED', 'DOCUMENT_REVIEW', 'INTERVIEW_PROPOSED', 'OFFERED', 'HIRED', 'REJECTED']) {
      expect(stages, stage).toContain(stage);
    }
    const backend = summary.find((row) => row.title.startsWith('백엔드 개발자'));
    expect(backend?.counts).toEqual({ APPLIED: 1, DOCUMENT_REVIEW: 1, INTERVIEW_PROPOSED: 1, OFFERED: 1 });

    const cards = (
      await get(`/api/v1/organizations/${companyId}/job-postings/${backend?.jobPostingId}/candidates`, token)
    ).data as { status: string; interview: { interviewStatus: string; type: string } | null }[];
    expect(cards.find((c) => c.status === 'INTERVIEW_PROPOSED')?.interview).toMatchObject({
      interviewStatus: 'PROPOSED',
      type: 'ONLINE',
    });
    const proposed = cards.find((c) => c.status === 'INTERVIEW_PROPOSED') as unknown as { applicationId: number };
    const detail = await get(`/api/v1/organizations/${companyId}/job-applications/${proposed.applicationId}`, token);
    expect(detail.history.map((e: { action: string }) => e.action)).toEqual(['APPLY', 'REVIEW', 'PROPOSE_INTERVIEW']);
    // The talent still has to answer: every slot is in the future.
    for (const slot of detail.interviewProposal.slots) expect(Date.parse(slot.startsAt)).toBeGreaterThan(Date.now());
  });

  it('gives every application a history that ends in its status, and the talents their notifications', async () => {
    const rows = await app.database.db.select().from(applications);
    for (const row of rows) {
      const events = await app.database.db
        .select()
        .from(applicationEvents)
        .where(eq(applicationEvents.applicationId, row.id))
        .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.id));
      expect(events[0]?.action, `application ${row.id}`).toBe('APPLY');
      expect(events.at(-1)?.toStatus, `application ${row.id}`).toBe(row.status);
      for (const [i, e] of events.entries()) if (i > 0) expect(e.fromStatus).toBe(events[i - 1]?.toStatus);
    }
    const james = await signIn(app, DEMO_TALENTS[1].email, DEMO_PASSWORD);
    const me = await get('/api/v1/user', james);
    const notes = await get(`/api/v1/users/${me.id}/notifications?size=50`, james);
    const types = notes.data.map((n: { type: string }) => n.type);
    expect(types).toContain('INTERVIEW_PROPOSED');
    expect(types).toContain('APPLICATION_HIRED');
    expect(notes.unreadCount).toBeGreaterThan(0);
  });

  it('does nothing a second time', async () => {
    const before = await app.database.db.select({ id: applicationEvents.id }).from(applicationEvents);
    await app.database.db.transaction((tx) => seedHiring(tx));
    const after = await app.database.db.select({ id: applicationEvents.id }).from(applicationEvents);
    expect(after).toHaveLength(before.length);
  });
});
