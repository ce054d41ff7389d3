import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser, GOOD_PASSWORD, lastMailTo, type TestApp, uniqueEmail } from '../../../test/helpers';
import { organizationInvitations } from '../../db/schema/organizations';
import { applied, createHiringWorld, type User } from '../hiring/hiring.test-support';

let app: TestApp, owner: User, other: User, orgId: number, otherOrgId: number;

beforeAll(async () => {
  ({ app, company: owner, other, orgId, otherOrgId } = await createHiringWorld());
}, 120_000);
afterAll(() => app.cleanup());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const invite = (email: string, memberRole: string, locale = 'en', as = owner.auth) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/organizations/${orgId}/invitations`,
    headers: as,
    payload: { email, memberRole, locale },
  });
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers });
const signupPayload = (token: string, firstName = 'Dana') => ({
  token,
  password: GOOD_PASSWORD,
  firstName,
  lastName: 'Kim',
  locale: 'en',
  agreements: { terms: true, privacy: true },
});

/** Invites a new e-mail and signs it up through the link; returns its session. */
async function newMember(memberRole: 'RECRUITER' | 'INTERVIEWER' | 'OWNER', locale = 'en') {
  const email = uniqueEmail(memberRole.toLowerCase());
  expect((await invite(email, memberRole, locale)).statusCode).toBe(201);
  const mail = await lastMailTo(app, email);
  const res = await post('/api/v1/team-invitations/signup', signupPayload(mail?.token as string));
  expect(res.statusCode, res.body).toBe(201);
  const cookie = res.cookies.find((c) => c.name === 'access-token')?.value as string;
  const me = await app.inject({ method: 'GET', url: '/api/v1/user', headers: bearer(cookie) });
  return { email, token: cookie, auth: bearer(cookie), id: me.json().data.id as number, mail };
}

describe('invitations', () => {
  it('mails a link in the chosen language; the invitee signs up as a member and is signed in', async () => {
    const m = await newMember('RECRUITER', 'ko');
    expect(m.mail?.subject).toContain('누리소프트');
    expect(m.mail?.textBody).toContain('채용 담당자로');
    expect(m.mail?.textBody).toContain('/ko/team/invitation?token=');
    const me = await app.inject({ method: 'GET', url: '/api/v1/user', headers: m.auth });
    expect(me.json().data).toMatchObject({ role: 'ORGANIZATION', companyId: orgId, memberRole: 'RECRUITER' });
    const members = await app.inject({ method: 'GET', url: `/api/v1/organizations/${orgId}/members`, headers: m.auth });
    expect(members.json().data.map((x: { email: string }) => x.email)).toContain(m.email);
  });

  it('previews an open link and refuses a reused one with INVITATION_INVALID', async () => {
    const email = uniqueEmail('reuse');
    await invite(email, 'INTERVIEWER');
    const token = (await lastMailTo(app, email))?.token as string;
    const preview = await post('/api/v1/team-invitations/preview', { token });
    expect(preview.json().data).toMatchObject({ companyName: '누리소프트', email, memberRole: 'INTERVIEWER' });
    expect((await post('/api/v1/team-invitations/signup', signupPayload(token))).statusCode).toBe(201);
    const again = await post('/api/v1/team-invitations/signup', signupPayload(token));
    expect([again.statusCode, again.json().errorCode]).toEqual([400, 'INVITATION_INVALID']);
    const look = await post('/api/v1/team-invitations/preview', { token });
    expect(look.json().errorCode).toBe('INVITATION_INVALID');
  });

  it('refuses an expired link with INVITATION_EXPIRED', async () => {
    const email = uniqueEmail('late');
    await invite(email, 'RECRUITER');
    const token = (await lastMailTo(app, email))?.token as string;
    await app.database.db
      .update(organizationInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(organizationInvitations.email, email));
    const res = await post('/api/v1/team-invitations/signup', signupPayload(token));
    expect([res.statusCode, res.json().errorCode]).toEqual([410, 'INVITATION_EXPIRED']);
  });

  it('refuses another e-mail, a talent account and a member of another organization', async () => {
    const email = uniqueEmail('target');
    await invite(email, 'RECRUITER');
    const token = (await lastMailTo(app, email))?.token as string;
    const wrong = await post('/api/v1/team-invitations/accept', { token }, other.auth);
    expect([wrong.statusCode, wrong.json().errorCode]).toEqual([403, 'INVITATION_EMAIL_MISMATCH']);

    const talent = await createVerifiedUser(app, { role: 'NORMAL' });
    await invite(talent.email, 'RECRUITER');
    const t = (await lastMailTo(app, talent.email))?.token as string;
    const refused = await post('/api/v1/team-invitations/accept', { token: t }, talent.auth);
    expect([refused.statusCode, refused.json().errorCode]).toEqual([403, 'TALENT_ACCOUNT_CANNOT_JOIN']);

    await invite(other.email, 'RECRUITER');
    const o = (await lastMailTo(app, other.email))?.token as string;
    const taken = await post('/api/v1/team-invitations/accept', { token: o }, other.auth);
    expect([taken.statusCode, taken.json().errorCode]).toEqual([409, 'ALREADY_IN_ORGANIZATION']);
  });

  it('lets a company account without an organization sign in and accept', async () => {
    const lone = await createVerifiedUser(app, { role: 'ORGANIZATION', companyName: 'Solo' });
    const { organizationMembers } = await import('../../db/schema/organizations');
    await app.database.db.delete(organizationMembers).where(eq(organizationMembers.userId, lone.id));
    await invite(lone.email, 'INTERVIEWER');
    const token = (await lastMailTo(app, lone.email))?.token as string;
    const res = await post('/api/v1/team-invitations/accept', { token }, lone.auth);
    expect(res.json().data).toEqual({ organizationId: orgId, memberRole: 'INTERVIEWER' });
    const me = await app.inject({ method: 'GET', url: '/api/v1/user', headers: lone.auth });
    expect(me.json().data).toMatchObject({ companyId: orgId, memberRole: 'INTERVIEWER' });
  });

  it('lists and revokes open invitations; a revoked link is invalid', async () => {
    const email = uniqueEmail('revoke');
    const sent = await invite(email, 'RECRUITER');
    const row = sent.json().data.find((i: { email: string }) => i.email === email);
    expect(row.invitedBy).toMatchObject({ id: owner.id });
    const token = (await lastMailTo(app, email))?.token as string;
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/v1/organizations/${orgId}/invitations/${row.id}`,
      headers: owner.auth,
    });
    expect(del.statusCode).toBe(200);
    expect((await post('/api/v1/team-invitations/preview', { token })).json().errorCode).toBe('INVITATION_INVALID');
  });
});

describe('members and roles', () => {
  it('keeps the last owner: no demotion, no removal, no leaving', async () => {
    const demote = await app.inject({
      method: 'PUT',
      url: `/api/v1/organizations/${orgId}/members/${owner.id}/role`,
      headers: owner.auth,
      payload: { memberRole: 'RECRUITER' },
    });
    expect([demote.statusCode, demote.json().errorCode]).toEqual([409, 'LAST_OWNER']);
    const leave = await app.inject({
      method: 'DELETE',
      url: `/api/v1/organizations/${orgId}/membership`,
      headers: owner.auth,
    });
    expect(leave.json().errorCode).toBe('LAST_OWNER');
  });

  it('changes a role at once and ends a removed member’s sessions at once', async () => {
    const m = await newMember('INTERVIEWER');
    const search = () =>
      app.inject({ method: 'GET', url: `/api/v1/organizations/${orgId}/saved-searches`, headers: m.auth });
    expect((await search()).statusCode).toBe(403);
    const promote = await app.inject({
      method: 'PUT',
      url: `/api/v1/organizations/${orgId}/members/${m.id}/role`,
      headers: owner.auth,
      payload: { memberRole: 'RECRUITER' },
    });
    expect(promote.statusCode).toBe(200);
    expect((await search()).statusCode).toBe(200);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/v1/organizations/${orgId}/members/${m.id}`,
      headers: owner.auth,
    });
    expect(removed.statusCode).toBe(200);
    // Every request of the removed member says why, in their language, until they sign out (decision 044).
    const after = await app.inject({ method: 'GET', url: '/api/v1/user', headers: m.auth });
    expect([after.statusCode, after.json().errorCode]).toEqual([401, 'MEMBERSHIP_ENDED']);
    const again = await app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${orgId}/recruitment-summary`,
      headers: { ...m.auth, 'accept-language': 'ko' },
    });
    expect([again.statusCode, again.json().errorCode]).toEqual([401, 'MEMBERSHIP_ENDED']);
    expect(again.json().message).toBe('더 이상 이 조직의 채용팀 멤버가 아니어서 로그아웃되었습니다.');
    expect((await post('/api/v1/auth/signout', {}, m.auth)).statusCode).toBe(200);
    const gone = await app.inject({ method: 'GET', url: '/api/v1/user', headers: m.auth });
    expect([gone.statusCode, gone.json().errorCode]).toEqual([401, 'SESSION_EXPIRED']);
  });

  it('lets a second owner demote the first, and a member leave', async () => {
    const second = await newMember('OWNER');
    const leaver = await newMember('RECRUITER');
    const leave = await app.inject({
      method: 'DELETE',
      url: `/api/v1/organizations/${orgId}/membership`,
      headers: leaver.auth,
    });
    expect(leave.statusCode).toBe(200);
    // Leaving is one's own doing: the session simply ends.
    const left = await app.inject({ method: 'GET', url: '/api/v1/user', headers: leaver.auth });
    expect([left.statusCode, left.json().errorCode]).toEqual([401, 'SESSION_EXPIRED']);
    const removeOther = await app.inject({
      method: 'DELETE',
      url: `/api/v1/organizations/${orgId}/members/${second.id}`,
      headers: owner.auth,
    });
    expect(removeOther.statusCode).toBe(200);
  });

  it('keeps members management from recruiters (403) and other organizations (404)', async () => {
    const r = await newMember('RECRUITER');
    const res = await invite(uniqueEmail('x'), 'OWNER', 'en', r.auth);
    expect(res.statusCode).toBe(403);
    const outsider = await app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${orgId}/members`,
      headers: other.auth,
    });
    expect(outsider.statusCode).toBe(404);
    expect(otherOrgId).not.toBe(orgId);
  });
});

describe('interviewers see only their assigned postings', () => {
  it('404 for candidates of other postings, 403 for decisions and talent search, names in the history', async () => {
    const i = await newMember('INTERVIEWER');
    const mine = await applied(app, owner, orgId, { title: '면접 공고' });
    const theirs = await applied(app, owner, orgId, { title: '다른 공고' });
    const assign = await app.inject({
      method: 'PUT',
      url: `/api/v1/organizations/${orgId}/job-postings/${mine.postingId}/interviewers`,
      headers: owner.auth,
      payload: { userIds: [i.id] },
    });
    expect(assign.json().data).toEqual({ userIds: [i.id] });
    const get = (path: string) =>
      app.inject({ method: 'GET', url: `/api/v1/organizations/${orgId}${path}`, headers: i.auth });
    expect((await get(`/job-postings/${mine.postingId}/candidates`)).statusCode).toBe(200);
    expect((await get(`/job-postings/${theirs.postingId}/candidates`)).statusCode).toBe(404);
    expect((await get(`/job-applications/${mine.appId}`)).statusCode).toBe(200);
    expect((await get(`/job-applications/${theirs.appId}`)).statusCode).toBe(404);
    const profile = (id: number) =>
      app.inject({ method: 'GET', url: `/api/v1/talents/${id}/profile`, headers: i.auth });
    expect((await profile(mine.talent.id)).statusCode).toBe(200);
    expect((await profile(theirs.talent.id)).statusCode).toBe(404);
    const summary = await get('/recruitment-summary');
    expect(summary.json().data.map((p: { jobPostingId: number }) => p.jobPostingId)).toEqual([mine.postingId]);
    const decide = await app.inject({
      method: 'POST',
      url: `/api/v1/organizations/${orgId}/job-applications/${mine.appId}/open`,
      headers: i.auth,
    });
    expect(decide.statusCode).toBe(403);
    expect((await get('/saved-searches')).statusCode).toBe(403);

    // The owner opens it: the interviewer sees who did.
    await app.inject({
      method: 'POST',
      url: `/api/v1/organizations/${orgId}/job-applications/${mine.appId}/open`,
      headers: owner.auth,
    });
    const detail = (await get(`/job-applications/${mine.appId}`)).json().data;
    expect(detail.actors).toEqual([expect.objectContaining({ id: owner.id })]);
  });

  it('refuses to assign someone who is not a member', async () => {
    const { postingId } = await applied(app, owner, orgId);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/v1/organizations/${orgId}/job-postings/${postingId}/interviewers`,
      headers: owner.auth,
      payload: { userIds: [other.id] },
    });
    expect(res.statusCode).toBe(400);
  });

  it('lets a recruiter read and set the whole set; refuses bad bodies, interviewers and other organizations', async () => {
    const r = await newMember('RECRUITER');
    const i = await newMember('INTERVIEWER');
    const { postingId } = await applied(app, owner, orgId);
    const url = `/api/v1/organizations/${orgId}/job-postings/${postingId}/interviewers`;
    const put = (payload: unknown, headers = r.auth) =>
      app.inject({ method: 'PUT', url, headers, payload: payload as object });
    expect((await app.inject({ method: 'GET', url, headers: r.auth })).json().data).toEqual({ userIds: [] });
    expect((await put({ userIds: [i.id, i.id] })).json().data).toEqual({ userIds: [i.id] });
    expect((await app.inject({ method: 'GET', url, headers: owner.auth })).json().data).toEqual({ userIds: [i.id] });
    // The whole set: an empty list unassigns, and the interviewer loses the posting's candidates.
    expect((await put({ userIds: [] })).json().data).toEqual({ userIds: [] });
    const candidates = await app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${orgId}/job-postings/${postingId}/candidates`,
      headers: i.auth,
    });
    expect(candidates.statusCode).toBe(404);
    for (const bad of [{ userIds: 'x' }, { userIds: [0] }, { userIds: [i.id], role: 'OWNER' }, {}]) {
      const res = await put(bad);
      expect([res.statusCode, res.json().errorCode]).toEqual([400, 'VALIDATION_FAILED']);
    }
    expect((await put({ userIds: [i.id] }, i.auth)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url, headers: i.auth })).statusCode).toBe(403);
    const outsider = await app.inject({ method: 'GET', url, headers: other.auth });
    expect(outsider.statusCode).toBe(404);
    const anonymous = await app.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
    const missing = await app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${orgId}/job-postings/999999999/interviewers`,
      headers: r.auth,
    });
    expect(missing.statusCode).toBe(404);
  });
});
