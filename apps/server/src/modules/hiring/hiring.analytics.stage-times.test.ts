import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailTo, type TestApp } from '../../../test/helpers';
import { applicationStageTimes, applications } from '../../db/schema/applications';
import { anonymizeExpiredApplications } from '../fair-hiring/fair-hiring.sweep.service';
import { expireDueOffers } from './hiring.offers.expiry';
import {
  applied,
  createHiringWorld,
  offerTerms,
  onlineProposal,
  propose,
  talentPost,
  type User,
} from './hiring.test-support';

/*
 * application_stage_times and applications.furthest_stage (decision 041) must always say what replaying the history
 * says: after every kind of move (the company's, the talent's, the system's expiry, a withdrawal and a new
 * application) and after anonymization and erasure. `drift()` recomputes both from application_events, exactly as
 * migration 0034's backfill does, and lists every difference.
 */

let app: TestApp, company: User, orgId: number;

beforeAll(async () => {
  ({ app, company, orgId } = await createHiringWorld());
});
afterAll(() => app.cleanup());

const orgPost = (path: string, payload: Record<string, unknown> = {}) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/organizations/${orgId}/job-applications/${path}`,
    headers: company.auth,
    payload,
  });
const decision = { content: '결과를 알려 드립니다', emailNotiFlag: false };

type Rows<T> = { rows: T[] };
async function drift() {
  const replayed = sql`select m.application_id, a.posting_id, m.to_status as stage, m.created_at as entered_at,
      m.left_at, a.applied_at, a.status = 'WITHDRAWN' as withdrawn
    from (select e.application_id, e.to_status, e.created_at,
        lead(e.created_at) over (partition by e.application_id order by e.created_at, e.id) as left_at
      from application_events e where e.from_status is distinct from e.to_status) m
    join applications a on a.id = m.application_id`;
  const stored = sql`select application_id, posting_id, stage, entered_at, left_at, applied_at, withdrawn
    from application_stage_times`;
  const res = (await app.database.db.execute(
    sql`(${replayed} except all ${stored}) union all (${stored} except all ${replayed})`,
  )) as unknown as Rows<unknown>;
  const furthest = (await app.database.db.execute(
    sql`select a.id, a.furthest_stage from applications a
      where a.furthest_stage <> coalesce((select (array['APPLIED','DOCUMENT_REVIEW','INTERVIEW_PROPOSED',
          'INTERVIEW_SCHEDULED','OFFERED','OFFER_ACCEPTED','HIRED'])[max(array_position(array['APPLIED',
          'DOCUMENT_REVIEW','INTERVIEW_PROPOSED','INTERVIEW_SCHEDULED','OFFERED','OFFER_ACCEPTED','HIRED'],
          e.to_status))] from application_events e where e.application_id = a.id), 'APPLIED')`,
  )) as unknown as Rows<unknown>;
  return { stints: res.rows, furthest: furthest.rows };
}
const stintsOf = (appId: number) =>
  app.database.db
    .select()
    .from(applicationStageTimes)
    .where(eq(applicationStageTimes.applicationId, appId))
    .orderBy(applicationStageTimes.enteredAt, applicationStageTimes.id);

describe('application stage times', () => {
  it('follow every move: review, interview, offer, its expiry by the system; one open stint at a time', async () => {
    const a = await applied(app, company, orgId);
    expect(await stintsOf(a.appId)).toEqual([expect.objectContaining({ stage: 'APPLIED', leftAt: null })]);
    await orgPost(`${a.appId}/open`);
    // A note-only event does not end the stage.
    const note = { message: '추가 평가 부탁드립니다', track: 'BACKEND', level: 2 };
    expect((await orgPost(`${a.appId}/additional-assessment`, note)).statusCode).toBe(201);
    const proposal = (await propose(app, company, orgId, a.postingId, a.talent.id, onlineProposal())).json().data;
    const slotId = proposal.interviewProposal.slots[0].id as number;
    expect((await talentPost(app, a.talent, a.appId, 'interview/choose', { slotId })).statusCode).toBe(200);
    expect(
      (await orgPost(`${a.appId}/offers`, { candidateId: a.talent.id, content: '제안', ...offerTerms() })).statusCode,
    ).toBe(200);
    await app.database.db.execute(
      sql`update job_offers set expires_at = now() - interval '1 minute' where application_id = ${a.appId}`,
    );
    expect((await expireDueOffers(app.deps, new Date())).expired).toBeGreaterThanOrEqual(1);

    const stints = await stintsOf(a.appId);
    expect(stints.map((s) => s.stage)).toEqual([
      'APPLIED',
      'DOCUMENT_REVIEW',
      'INTERVIEW_PROPOSED',
      'INTERVIEW_SCHEDULED',
      'OFFERED',
      'OFFER_DECLINED',
    ]);
    expect(stints.filter((s) => s.leftAt === null).map((s) => s.stage)).toEqual(['OFFER_DECLINED']);
    for (const [i, s] of stints.slice(1).entries()) expect(s.enteredAt).toEqual(stints[i]?.leftAt);
    const [row] = await app.database.db.select().from(applications).where(eq(applications.id, a.appId));
    expect(row?.furthestStage).toBe('OFFERED');
    expect(await drift()).toEqual({ stints: [], furthest: [] });
  });

  it('follow a withdrawal and a new application: the stints move to the new applied date and count again', async () => {
    const a = await applied(app, company, orgId);
    const cancel = () =>
      app.inject({ method: 'POST', url: `/api/v1/jobs/${a.postingId}/cancel-application`, headers: a.talent.auth });
    expect((await cancel()).statusCode).toBe(200);
    expect((await stintsOf(a.appId)).every((s) => s.withdrawn)).toBe(true);
    const again = await app.inject({
      method: 'POST',
      url: `/api/v1/jobs/${a.postingId}/apply`,
      headers: a.talent.auth,
    });
    expect(again.statusCode).toBe(201);
    const stints = await stintsOf(a.appId);
    expect(stints.map((s) => [s.stage, s.withdrawn])).toEqual([
      ['APPLIED', false],
      ['WITHDRAWN', false],
      ['APPLIED', false],
    ]);
    const [row] = await app.database.db.select().from(applications).where(eq(applications.id, a.appId));
    expect(stints.every((s) => s.appliedAt.getTime() === row?.appliedAt.getTime())).toBe(true);
    expect((await orgPost(`${a.appId}/reject`, decision)).statusCode).toBe(200);
    expect(await drift()).toEqual({ stints: [], furthest: [] });
  });

  it('stay through anonymization and erasure (they hold no personal data) and go with a deleted posting', async () => {
    const rejected = await applied(app, company, orgId);
    await orgPost(`${rejected.appId}/open`);
    expect((await orgPost(`${rejected.appId}/reject`, decision)).statusCode).toBe(200);
    const before = await stintsOf(rejected.appId);
    expect(before.map((s) => s.stage)).toEqual(['APPLIED', 'DOCUMENT_REVIEW', 'REJECTED']);

    // The retention window ends (the sweeper's clock ten years on), then the talent deletes the account.
    expect(
      await anonymizeExpiredApplications(app.database.db, new Date(Date.now() + 3650 * 86_400_000)),
    ).toBeGreaterThan(0);
    const [anonymous] = await app.database.db.select().from(applications).where(eq(applications.id, rejected.appId));
    expect(anonymous?.anonymizedAt).not.toBeNull();
    const request = await app.inject({
      method: 'POST',
      url: '/api/v1/user/delete/reqeust',
      headers: rejected.talent.auth,
      payload: { email: rejected.talent.email },
    });
    expect(request.statusCode).toBe(200);
    const token = (await lastMailTo(app, rejected.talent.email))?.token;
    const erased = await app.inject({ method: 'POST', url: '/api/v1/user/delete/confirm', payload: { token } });
    expect(erased.statusCode).toBe(200);
    expect(await stintsOf(rejected.appId)).toEqual(before);
    expect(await drift()).toEqual({ stints: [], furthest: [] });

    await app.database.db.execute(sql`delete from job_postings where id = ${rejected.postingId}`);
    expect(await stintsOf(rejected.appId)).toEqual([]);
    expect(await drift()).toEqual({ stints: [], furthest: [] });
  });

  it('refuse a second open stint for one application', async () => {
    const a = await applied(app, company, orgId);
    const [open] = await stintsOf(a.appId);
    const copy = { ...open, id: undefined } as unknown as typeof applicationStageTimes.$inferInsert;
    await expect(app.database.db.insert(applicationStageTimes).values(copy)).rejects.toThrow();
  });
});
