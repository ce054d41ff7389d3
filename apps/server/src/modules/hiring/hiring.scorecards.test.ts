import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser, type TestApp } from '../../../test/helpers';
import { notifications } from '../../db/schema/notifications';
import { organizationMembers } from '../../db/schema/organizations';
import { forgetSessions } from '../../http/auth';
import {
  applied,
  createHiringWorld,
  newTalent,
  onlineProposal,
  propose,
  talentPost,
  type User,
} from './hiring.test-support';

/* Interview panels (members of the organization only) and scorecards (who sees whose, never the talent). */

let app: TestApp, company: User, other: User, orgId: number;
let panelist: User, bystander: User;

async function joinOrganization(user: User) {
  const db = app.database.db;
  await db.delete(organizationMembers).where(eq(organizationMembers.userId, user.id));
  await db.insert(organizationMembers).values({ organizationId: orgId, userId: user.id, memberRole: 'RECRUITER' });
  forgetSessions({ userId: user.id });
}

beforeAll(async () => {
  ({ app, company, other, orgId } = await createHiringWorld({ locale: 'en' }));
  panelist = await createVerifiedUser(app, { role: 'ORGANIZATION', firstName: 'Jamie', locale: 'ko' });
  bystander = await createVerifiedUser(app, { role: 'ORGANIZATION', firstName: 'Robin' });
  await joinOrganization(panelist);
  await joinOrganization(bystander);
});
afterAll(() => app.cleanup());

const call = (user: User, method: 'GET' | 'PUT', url: string, payload?: unknown, lang = 'en') =>
  app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...user.auth, 'accept-language': lang },
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });

describe('interview panels', () => {
  it('lists the organization members as interviewers, for members only', async () => {
    const res = await call(company, 'GET', `/organizations/${orgId}/interviewers`);
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .data.map((p: { userId: number }) => p.userId)
        .sort(),
    ).toEqual([company.id, panelist.id, bystander.id].sort());
    expect(JSON.stringify(res.json().data)).not.toContain('@');
    expect((await call(other, 'GET', `/organizations/${orgId}/interviewers`)).statusCode).toBe(404);
  });

  it("refuses another organization's user or a talent on the panel with a clear error", async () => {
    const { postingId, talent } = await applied(app, company, orgId);
    const outsider = await newTalent(app);
    for (const id of [other.id, outsider.id]) {
      const res = await propose(
        app,
        company,
        orgId,
        postingId,
        talent.id,
        onlineProposal({ interviewerIds: [company.id, id] }),
        {
          'accept-language': 'ko',
        },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe('INTERVIEWER_NOT_MEMBER');
      expect(res.json().message).toBe('면접관은 소속 기업의 멤버만 지정할 수 있습니다.');
      expect(JSON.stringify(res.json())).toContain('interviewerIds.1');
    }
    const tooMany = await propose(
      app,
      company,
      orgId,
      postingId,
      talent.id,
      onlineProposal({ interviewerIds: Array.from({ length: 11 }, (_, i) => i + 1) }),
    );
    expect(tooMany.statusCode).toBe(400);
  });

  it('keeps the panel on the proposal and tells each member in the app', async () => {
    const { postingId, talent, appId } = await applied(app, company, orgId, { title: 'Panel test' });
    const res = await propose(
      app,
      company,
      orgId,
      postingId,
      talent.id,
      onlineProposal({ interviewerIds: [panelist.id, panelist.id] }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.interviewProposal.panel).toEqual([
      { userId: panelist.id, firstName: 'Jamie', lastName: expect.any(String) },
    ]);
    const told = await app.database.db.select().from(notifications).where(eq(notifications.userId, panelist.id));
    expect(told.find((n) => n.type === 'INTERVIEW_PANEL_ASSIGNED')?.params).toMatchObject({
      applicationId: appId,
      jobPostingId: postingId,
    });
  });
});

describe('scorecards', () => {
  const card = (criteria: string[], overrides: Record<string, unknown> = {}) => ({
    recommendation: 'YES',
    ratings: criteria.map((criterion, i) => ({ criterion, rating: (i % 5) + 1 })),
    notes: 'Clear thinker, strong SQL.',
    ...overrides,
  });

  it('uses bilingual default criteria until the company sets its own (up to 8)', async () => {
    const { postingId } = await applied(app, company, orgId, { title: 'Criteria' });
    const url = `/organizations/${orgId}/job-postings/${postingId}/scorecard-criteria`;
    const en = (await call(company, 'GET', url)).json().data;
    const ko = (await call(company, 'GET', url, undefined, 'ko')).json().data;
    expect(en.isDefault).toBe(true);
    expect(en.criteria[0]).toEqual({ key: 'default:skills', label: 'Technical skills' });
    expect(ko.criteria[0]).toEqual({ key: 'default:skills', label: '직무 역량' });
    const set = await call(company, 'PUT', url, { criteria: ['System design', 'SQL'] });
    expect(set.json().data).toEqual({
      criteria: [
        { key: 'System design', label: 'System design' },
        { key: 'SQL', label: 'SQL' },
      ],
      isDefault: false,
    });
    expect(
      (await call(company, 'PUT', url, { criteria: Array.from({ length: 9 }, (_, i) => `c${i}`) })).statusCode,
    ).toBe(400);
    expect((await call(company, 'PUT', url, { criteria: ['SQL', 'sql'] })).statusCode).toBe(400);
    expect((await call(other, 'PUT', url, { criteria: ['x'] })).statusCode).toBe(404);
    expect((await call(company, 'PUT', url, { criteria: [] })).json().data.isDefault).toBe(true);
  });

  it('lets panel members score; one who has not submitted sees none of the others; talents see nothing', async () => {
    const { postingId, talent, appId } = await applied(app, company, orgId, { title: 'Scorecards' });
    await call(company, 'PUT', `/organizations/${orgId}/job-postings/${postingId}/scorecard-criteria`, {
      criteria: ['SQL', 'Design'],
    });
    const proposed = await propose(
      app,
      company,
      orgId,
      postingId,
      talent.id,
      onlineProposal({ interviewerIds: [company.id, panelist.id] }),
    );
    const proposal = proposed.json().data.interviewProposal;
    const url = `/organizations/${orgId}/interviews/${proposal.id}/scorecard`;
    // Not confirmed yet.
    expect((await call(panelist, 'PUT', url, card(['SQL', 'Design']))).json().errorCode).toBe(
      'INTERVIEW_NOT_CONFIRMED',
    );
    await talentPost(app, talent, appId, 'interview/choose', { slotId: proposal.slots[0].id });

    // Every criterion once, nothing else.
    expect((await call(panelist, 'PUT', url, card(['SQL']))).statusCode).toBe(400);
    expect((await call(panelist, 'PUT', url, card(['SQL', 'Design', 'Go']))).statusCode).toBe(400);
    expect((await call(panelist, 'PUT', url, card(['SQL', 'Design'], { recommendation: 'MAYBE' }))).statusCode).toBe(
      400,
    );
    expect(
      (
        await call(
          panelist,
          'PUT',
          url,
          card(['SQL', 'Design'], {
            ratings: [
              { criterion: 'SQL', rating: 6 },
              { criterion: 'Design', rating: 1 },
            ],
          }),
        )
      ).statusCode,
    ).toBe(400);
    // Off the panel, another organization, a talent.
    expect((await call(bystander, 'PUT', url, card(['SQL', 'Design']))).json().errorCode).toBe(
      'NOT_ON_INTERVIEW_PANEL',
    );
    expect((await call(other, 'PUT', url, card(['SQL', 'Design']))).statusCode).toBe(404);
    expect((await call(talent, 'PUT', url, card(['SQL', 'Design']))).statusCode).toBe(403);

    const submitted = await call(panelist, 'PUT', url, card(['SQL', 'Design'], { recommendation: 'STRONG_YES' }));
    expect(submitted.statusCode).toBe(200);

    const read = async (user: User) =>
      (await call(user, 'GET', `/organizations/${orgId}/job-applications/${appId}/scorecards`)).json().data
        .interviews[0];
    // The owner sits on the panel and has not scored: none of the others' yet.
    const owner = await read(company);
    expect(owner).toMatchObject({ canSubmit: true, othersHidden: true, submittedCount: 1, scorecards: [] });
    // A member off the panel sees all; so does the panelist who submitted.
    expect((await read(bystander)).scorecards).toHaveLength(1);
    const mine = await read(panelist);
    expect(mine.scorecards[0]).toMatchObject({ recommendation: 'STRONG_YES', interviewer: { userId: panelist.id } });
    expect(mine.scorecards[0].ratings).toEqual([
      { criterion: 'SQL', label: 'SQL', rating: 1 },
      { criterion: 'Design', label: 'Design', rating: 2 },
    ]);

    expect((await call(company, 'PUT', url, card(['SQL', 'Design'], { recommendation: 'NO' }))).statusCode).toBe(200);
    const both = await read(company);
    expect(both).toMatchObject({ othersHidden: false, submittedCount: 2 });
    expect(both.scorecards.map((s: { recommendation: string }) => s.recommendation).sort()).toEqual([
      'NO',
      'STRONG_YES',
    ]);

    // Never to the talent: not in their application, and the company route is closed to them.
    const theirs = await app.inject({
      method: 'GET',
      url: `/api/v1/users/${talent.id}/applications/${appId}`,
      headers: talent.auth,
    });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body).not.toContain('Clear thinker');
    expect((await call(talent, 'GET', `/organizations/${orgId}/job-applications/${appId}/scorecards`)).statusCode).toBe(
      403,
    );
    expect((await call(other, 'GET', `/organizations/${orgId}/job-applications/${appId}/scorecards`)).statusCode).toBe(
      404,
    );
  });
});
