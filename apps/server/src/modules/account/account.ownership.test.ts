import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser, lastMailTo, type TestApp } from '../../../test/helpers';
import { organizationMembers } from '../../db/schema/organizations';
import { users } from '../../db/schema/users';
import { applied, createHiringWorld, type User } from '../hiring/hiring.test-support';
import { publishPosting, setOrganizationStatus } from '../postings/postings.test-support';
import { joinTeam, setMemberRole } from '../team/team.test-support';

/* Decision 042: deleting an account never leaves an organization without an owner or applicants without a company. */

let app: TestApp, owner: User, orgId: number;
beforeAll(async () => {
  ({ app, company: owner, orgId } = await createHiringWorld());
});
afterAll(() => app.cleanup());

type Session = { auth: Record<string, string>; email: string };
const askDeletion = (user: Session, lang = 'en') =>
  app.inject({
    method: 'POST',
    url: '/api/v1/user/delete/reqeust',
    headers: { ...user.auth, 'accept-language': lang },
    payload: { email: user.email },
  });
const confirm = (token: string | null | undefined, lang = 'en') =>
  app.inject({
    method: 'POST',
    url: '/api/v1/user/delete/confirm',
    headers: { 'accept-language': lang },
    payload: { token },
  });
const statusOf = async (id: number) =>
  (await app.database.db.select({ status: users.status }).from(users).where(eq(users.id, id)))[0]?.status;

describe('deleting the account of an organization’s owner', () => {
  it('refuses the only owner of a team, in the reader’s language, until ownership is handed over', async () => {
    const recruiter = await joinTeam(app, owner, orgId, 'RECRUITER');
    const en = await askDeletion(owner);
    expect([en.statusCode, en.json().errorCode]).toEqual([409, 'OWNERSHIP_TRANSFER_REQUIRED']);
    expect(en.json().message).toBe(
      'You are the only owner of your company. On the Team page, make another member an owner before deleting your account.',
    );
    const ko = await askDeletion(owner, 'ko');
    expect(ko.json().message).toBe(
      '회사의 유일한 소유자입니다. 계정을 삭제하기 전에 팀 관리에서 다른 멤버를 소유자로 지정해 주세요.',
    );
    // No confirmation mail was sent for a refused request.
    expect((await lastMailTo(app, owner.email))?.kind).not.toBe('DELETE_ACCOUNT');

    // Two owners: the request goes through; if the other owner is demoted before the link is followed, the
    // confirmation refuses and the same link works once ownership is handed over again.
    expect((await setMemberRole(app, owner, orgId, recruiter.id, 'OWNER')).statusCode).toBe(200);
    expect((await askDeletion(owner)).statusCode).toBe(200);
    const token = (await lastMailTo(app, owner.email))?.token;
    expect((await setMemberRole(app, owner, orgId, recruiter.id, 'RECRUITER')).statusCode).toBe(200);
    const refused = await confirm(token, 'ko');
    expect([refused.statusCode, refused.json().errorCode]).toEqual([409, 'OWNERSHIP_TRANSFER_REQUIRED']);
    expect(await statusOf(owner.id)).not.toBe('DELETED');
    expect((await setMemberRole(app, owner, orgId, recruiter.id, 'OWNER')).statusCode).toBe(200);
    expect((await confirm(token)).statusCode).toBe(200);
    expect(await statusOf(owner.id)).toBe('DELETED');
    const left = await app.database.db
      .select({ userId: organizationMembers.userId, memberRole: organizationMembers.memberRole })
      .from(organizationMembers)
      .where(eq(organizationMembers.organizationId, orgId));
    expect(left).toEqual([{ userId: recruiter.id, memberRole: 'OWNER' }]);
  });

  it('lets a member who is not the owner leave at any time', async () => {
    const solo = await createVerifiedUser(app, { role: 'ORGANIZATION', companyName: 'Team Co' });
    const interviewer = await joinTeam(app, solo, solo.companyId as number, 'INTERVIEWER');
    expect((await askDeletion(interviewer)).statusCode).toBe(200);
    expect((await confirm((await lastMailTo(app, interviewer.email))?.token)).statusCode).toBe(200);
    expect(await statusOf(interviewer.id)).toBe('DELETED');
  });

  it('refuses the only member while the organization still hires, then lets them go', async () => {
    const solo = await createVerifiedUser(app, { role: 'ORGANIZATION', companyName: '혼자회사' });
    const soloOrg = solo.companyId as number;
    await setOrganizationStatus(app, soloOrg, 'APPROVED');
    const { postingId } = await applied(app, solo, soloOrg);
    const ko = await askDeletion(solo, 'ko');
    expect([ko.statusCode, ko.json().errorCode]).toEqual([409, 'ORGANIZATION_STILL_HIRING']);
    expect(ko.json().message).toBe(
      '회사가 아직 채용을 진행하고 있습니다. 계정을 삭제하기 전에 채용 공고를 모두 마감하고 모든 지원자에게 결과를 알려 주세요.',
    );
    // Closing the posting ends the waiting application with the default result notice: nothing live is left.
    const closed = await app.inject({
      method: 'PATCH',
      url: `/api/v1/organizations/${soloOrg}/job-postings/${postingId}?jobPostingStatus=DELETED&notifyUndecided=true`,
      headers: solo.auth,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    // A visible posting without applicants also counts as hiring; a hidden one does not.
    const open = await publishPosting(app, solo.auth, soloOrg, { title: '디자이너' });
    expect((await askDeletion(solo)).json().errorCode).toBe('ORGANIZATION_STILL_HIRING');
    const hidden = await app.inject({
      method: 'PATCH',
      url: `/api/v1/organizations/${soloOrg}/job-postings/${open}?jobPostingStatus=HIDDEN`,
      headers: solo.auth,
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const asked = await askDeletion(solo);
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await confirm((await lastMailTo(app, solo.email))?.token)).statusCode).toBe(200);
    expect(await statusOf(solo.id)).toBe('DELETED');
  });
});
