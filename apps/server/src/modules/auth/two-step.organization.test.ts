import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createVerifiedUser, GOOD_PASSWORD, type TestApp } from '../../../test/helpers';
import { codeOf, enableTwoStep } from '../../../test/two-step';
import { organizationMembers } from '../../db/schema/organizations';
import { forgetSessions } from '../../http/auth';

/* The owner requires two-step sign-in of the organization (decision 035); members without it set it up first. */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
}, 60_000);
afterAll(() => app?.cleanup());

const requirement = (auth: Record<string, string>, isRequired: boolean) =>
  app.inject({
    method: 'PUT',
    url: '/api/v1/organizations/me/two-step-requirement',
    headers: auth,
    payload: { isRequired },
  });

/** A company user moved into `organizationId` as a plain member (the team feature's invitations do this later). */
async function memberOf(organizationId: number) {
  const member = await createVerifiedUser(app, { role: 'ORGANIZATION' });
  await app.database.db
    .update(organizationMembers)
    .set({ organizationId, memberRole: 'RECRUITER' })
    .where(eq(organizationMembers.userId, member.id));
  forgetSessions({ userId: member.id });
  return member;
}

describe('PUT /api/v1/organizations/me/two-step-requirement', () => {
  it('only the owner, with two-step on, requires it; members must then set it up before company pages', async () => {
    const owner = await createVerifiedUser(app, { role: 'ORGANIZATION' });
    const orgId = owner.companyId as number;
    const member = await memberOf(orgId);
    const talent = await createVerifiedUser(app);

    expect((await requirement(owner.auth, true)).json().errorCode).toBe('TWO_STEP_NOT_ENABLED');
    expect((await requirement(member.auth, true)).statusCode).toBe(403);
    expect((await requirement(talent.auth, true)).statusCode).toBe(403);
    expect((await app.inject({ method: 'PUT', url: '/api/v1/organizations/me/two-step-requirement' })).statusCode).toBe(
      401,
    );
    const bad = await app.inject({
      method: 'PUT',
      url: '/api/v1/organizations/me/two-step-requirement',
      headers: owner.auth,
      payload: { isRequired: 'yes' },
    });
    expect(bad.json().errorCode).toBe('VALIDATION_FAILED');

    await enableTwoStep(app, owner.auth);
    // The member's session is cached now; the requirement must still hold on the next request.
    const companyPage = `/api/v1/organizations/${orgId}/info`;
    expect((await app.inject({ method: 'GET', url: companyPage, headers: member.auth })).statusCode).toBe(200);
    const set = await requirement(owner.auth, true);
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toEqual({ isRequired: true });

    const blocked = await app.inject({ method: 'GET', url: companyPage, headers: member.auth });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().errorCode).toBe('TWO_STEP_REQUIRED');
    // Who is signed in, the setup and sign-out stay open.
    expect((await app.inject({ method: 'GET', url: '/api/v1/user', headers: member.auth })).statusCode).toBe(200);
    const status = await app.inject({ method: 'GET', url: '/api/v1/auth/two-step', headers: member.auth });
    expect(status.json().data).toMatchObject({
      isEnabled: false,
      isSetupRequired: true,
      organization: { isRequired: true, canChange: false },
    });
    const ownerStatus = await app.inject({ method: 'GET', url: '/api/v1/auth/two-step', headers: owner.auth });
    expect(ownerStatus.json().data.organization).toEqual({ isRequired: true, canChange: true });
    // The owner, who has it on, is not held back.
    expect((await app.inject({ method: 'GET', url: companyPage, headers: owner.auth })).statusCode).toBe(200);
    // Talents of other organizations are untouched.
    expect((await app.inject({ method: 'GET', url: '/api/v1/user', headers: talent.auth })).statusCode).toBe(200);

    const { secret } = await enableTwoStep(app, member.auth);
    expect((await app.inject({ method: 'GET', url: companyPage, headers: member.auth })).statusCode).toBe(200);
    // While required, it cannot be turned off.
    const off = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/two-step/disable',
      headers: member.auth,
      payload: { password: GOOD_PASSWORD, code: codeOf(secret) },
    });
    expect(off.json().errorCode).toBe('TWO_STEP_REQUIRED_BY_ORGANIZATION');

    const [row] = await app.database.db
      .select()
      .from(organizationMembers)
      .where(and(eq(organizationMembers.userId, owner.id), eq(organizationMembers.memberRole, 'OWNER')));
    expect(row?.organizationId).toBe(orgId);
    expect((await requirement(owner.auth, false)).json().data).toEqual({ isRequired: false });
  });

  it('sign-out still works for a member who must set it up', async () => {
    const owner = await createVerifiedUser(app, { role: 'ORGANIZATION' });
    const member = await memberOf(owner.companyId as number);
    await enableTwoStep(app, owner.auth);
    await requirement(owner.auth, true);
    const out = await app.inject({ method: 'POST', url: '/api/v1/auth/signout', headers: member.auth });
    expect(out.statusCode).toBe(200);
  });
});
