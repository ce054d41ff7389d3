import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers';
import { applications } from '../../db/schema/applications';
import { interviewProposals } from '../../db/schema/hiring';
import { jobPostings } from '../../db/schema/postings';
import { talentMemos } from '../../db/schema/talent-discovery';
import { applied, createHiringWorld, type User } from '../hiring/hiring.test-support';
import { findOverdueOfOrganization } from './fair-hiring.queries';
import { anonymizeExpiredApplications, sendDueDelayNotices } from './fair-hiring.sweep.service';
import { alertsOf, decide, mailKinds, noticesOf } from './fair-hiring.test-support';

let app: TestApp, company: User, orgId: number, other: User, otherOrgId: number;
beforeAll(async () => {
  ({ app, company, orgId, other, otherOrgId } = await createHiringWorld());
});
afterAll(() => app.cleanup());

const DAY = 86_400_000;
/** Midday in Korea on `date` plus `days`: the controlled clock the jobs run at. */
const at = (date: string, days = 0) => new Date(Date.parse(`${date}T12:00:00+09:00`) + days * DAY);

describe('delay notices (Art. 8), with a controlled clock', () => {
  it('tells the talent once after the stated date and the grace period, and the dashboard flags it before', async () => {
    const { appId, talent, postingId } = await applied(app, company, orgId);
    await app.database.db
      .update(jobPostings)
      .set({ documentsBy: '2026-03-10', resultBy: '2026-03-31' })
      .where(eq(jobPostings.id, postingId));
    const config = app.deps.config;
    expect(await sendDueDelayNotices(app.database.db, config, at('2026-03-10'))).toBe(0);
    // Past the date, within the 7-day grace period: flagged to the company, not yet told.
    expect(await sendDueDelayNotices(app.database.db, config, at('2026-03-17'))).toBe(0);
    expect(await sendDueDelayNotices(app.database.db, config, at('2026-03-18'))).toBe(1);
    expect(await sendDueDelayNotices(app.database.db, config, at('2026-03-19'))).toBe(0);
    expect(await noticesOf(app, talent.id, 'HIRING_DELAYED')).toHaveLength(1);
    expect(await mailKinds(app, talent.email)).toContain('HIRING_DELAYED');
    const alerts = (await alertsOf(app, company, orgId)).json().data;
    expect(alerts.overdue).toContainEqual(
      expect.objectContaining({ applicationId: appId, stage: 'DOCUMENTS', date: '2026-03-10', isTalentNotified: true }),
    );
    // The total is counted with the rows (one statement): every overdue application of the company, listed here.
    expect(alerts.overdueTotal).toBe(alerts.overdue.length);
    expect(alerts.overdueTotal).toBeGreaterThan(0);
    // Once reviewed it waits on the next stated date: another delay, told once too; a decision ends it.
    const opened = await app.inject({
      method: 'POST',
      url: `/api/v1/organizations/${orgId}/job-applications/${appId}/open`,
      headers: company.auth,
    });
    expect(opened.statusCode).toBe(200);
    expect(await sendDueDelayNotices(app.database.db, config, at('2026-04-07'))).toBe(0);
    expect(await sendDueDelayNotices(app.database.db, config, at('2026-04-08'))).toBe(1);
    await decide(app, company, orgId, appId, 'reject');
    expect(await sendDueDelayNotices(app.database.db, config, at('2026-05-30'))).toBe(0);
  });
});

describe('the end of the retention window (Art. 11), with a controlled clock', () => {
  it('anonymises rejected applications once their window ends, and only those', async () => {
    const rejected = await applied(app, company, orgId);
    const waiting = await applied(app, company, orgId);
    await decide(app, company, orgId, rejected.appId, 'reject');
    const db = app.database.db;
    const decidedAt = new Date('2026-01-01T00:00:00Z');
    await db.update(applications).set({ decidedAt }).where(eq(applications.id, rejected.appId));
    await db.insert(talentMemos).values({ organizationId: orgId, talentUserId: rejected.talent.id, content: '메모' });
    await db.insert(interviewProposals).values({
      applicationId: rejected.appId,
      organizationId: orgId,
      type: 'ONLINE',
      meetingUrl: 'https://meet.example.com/x',
      timeZone: 'Asia/Seoul',
    });
    expect(await anonymizeExpiredApplications(db, new Date(decidedAt.getTime() + 29 * DAY))).toBe(0);
    expect(await anonymizeExpiredApplications(db, new Date(decidedAt.getTime() + 30 * DAY))).toBe(1);
    expect(await anonymizeExpiredApplications(db, new Date(decidedAt.getTime() + 31 * DAY))).toBe(0);
    const [row] = await db.select().from(applications).where(eq(applications.id, rejected.appId));
    expect(row).toMatchObject({ status: 'REJECTED', applicantFirstName: '', applicantLastName: '' });
    expect(row?.anonymizedAt).not.toBeNull();
    expect(await db.select().from(talentMemos).where(eq(talentMemos.talentUserId, rejected.talent.id))).toEqual([]);
    expect(
      await db.select().from(interviewProposals).where(eq(interviewProposals.applicationId, rejected.appId)),
    ).toEqual([]);
    const [open] = await db.select().from(applications).where(eq(applications.id, waiting.appId));
    expect(open?.anonymizedAt).toBeNull();
  });
});

describe("the company's overdue applications (the dashboard's alerts)", () => {
  it('lists the earliest missed date first, capped, with the total of every one, and only its own', async () => {
    const db = app.database.db;
    const dated = async (dates: Partial<typeof jobPostings.$inferInsert>, applicants: number, owner = other) => {
      const oid = owner.companyId as number;
      const first = await applied(app, owner, oid);
      const rest = [];
      for (let i = 1; i < applicants; i += 1) rest.push(await applied(app, owner, oid, { postingId: first.postingId }));
      await db.update(jobPostings).set(dates).where(eq(jobPostings.id, first.postingId));
      return [first, ...rest].map((a) => a.appId);
    };
    // The other company's, missed earlier than all of these.
    const [theirs] = await dated({ documentsBy: '2026-03-01' }, 1, company);
    const [later, decided] = await dated({ documentsBy: '2026-03-05', resultBy: '2026-03-31' }, 2);
    const [earliest] = await dated({ documentsBy: '2026-03-02' }, 1);
    // An application waits on the first stated date of its stage: with no documents date, the result's.
    const [resultOnly] = await dated({ resultBy: '2026-03-20' }, 1);
    await decide(app, other, otherOrgId, decided as number, 'reject');

    const now = at('2026-03-25');
    const all = await findOverdueOfOrganization(db, otherOrgId, now, 10);
    expect(all.rows.map((r) => r.application.id)).toEqual([earliest, later, resultOnly]);
    expect(all.total).toBe(3);
    expect(all.rows[0]).toMatchObject({
      application: { status: 'APPLIED', applicantFirstName: '민지' },
      posting: { documentsBy: '2026-03-02', title: '서버 개발자' },
    });
    // The cap keeps the order and the total counts past it.
    const capped = await findOverdueOfOrganization(db, otherOrgId, now, 2);
    expect(capped.rows.map((r) => r.application.id)).toEqual([earliest, later]);
    expect(capped.total).toBe(3);
    // Before the earliest date has ended in Korea, nothing is overdue.
    expect(await findOverdueOfOrganization(db, otherOrgId, at('2026-03-02'), 10)).toEqual({ rows: [], total: 0 });
    // Each company sees its own only.
    const ofCompany = (await findOverdueOfOrganization(db, orgId, now, 50)).rows.map((r) => r.application.id);
    expect(ofCompany).toContain(theirs);
    expect(ofCompany).not.toContain(earliest);
    expect(all.rows.map((r) => r.application.id)).not.toContain(theirs);
  });
});
