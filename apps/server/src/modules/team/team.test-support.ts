import { expect } from 'vitest';
import { GOOD_PASSWORD, lastMailTo, type TestApp, uniqueEmail } from '../../../test/helpers';

type MemberRole = 'RECRUITER' | 'INTERVIEWER' | 'OWNER';

/** Invites a new e-mail into the organization as `owner` and signs it up through the link; returns its session. */
export async function joinTeam(
  app: TestApp,
  owner: { auth: Record<string, string> },
  orgId: number,
  memberRole: MemberRole,
  locale = 'en',
) {
  const email = uniqueEmail(memberRole.toLowerCase());
  const invited = await app.inject({
    method: 'POST',
    url: `/api/v1/organizations/${orgId}/invitations`,
    headers: owner.auth,
    payload: { email, memberRole, locale },
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const mail = await lastMailTo(app, email);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/team-invitations/signup',
    payload: {
      token: mail?.token,
      password: GOOD_PASSWORD,
      firstName: 'Dana',
      lastName: 'Kim',
      locale: 'en',
      agreements: { terms: true, privacy: true },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const token = res.cookies.find((c) => c.name === 'access-token')?.value as string;
  const auth = { authorization: `Bearer ${token}` };
  const me = await app.inject({ method: 'GET', url: '/api/v1/user', headers: auth });
  return { email, token, auth, id: me.json().data.id as number, mail };
}

/** Sets a member's role as `owner`. */
export const setMemberRole = (
  app: TestApp,
  owner: { auth: Record<string, string> },
  orgId: number,
  memberId: number,
  memberRole: MemberRole,
) =>
  app.inject({
    method: 'PUT',
    url: `/api/v1/organizations/${orgId}/members/${memberId}/role`,
    headers: owner.auth,
    payload: { memberRole },
  });
