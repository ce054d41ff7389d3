import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createPosting, publishPosting, setOrganizationStatus } from '../postings/postings.test-support';
import { companyOf, createTalent, saveProfile } from '../talent-search/talent-search.test-support';

type Company = Awaited<ReturnType<typeof companyOf>>;
type Talent = Awaited<ReturnType<typeof createTalent>>;

let app: TestApp;
let company: Company;
let other: Company;
let talent: Talent;
let closed: Talent;
let postingId: number;

beforeAll(async () => {
  app = await createTestApp();
  company = await companyOf(app, 'Proposing Co');
  other = await companyOf(app, 'Other Co');
  await setOrganizationStatus(app, company.orgId, 'APPROVED');
  await setOrganizationStatus(app, other.orgId, 'APPROVED');
  postingId = await publishPosting(app, company.auth, company.orgId, { title: 'Platform Engineer' });
  talent = await createTalent(app, { firstName: 'Pia' });
  closed = await createTalent(app, {
    firstName: 'Cleo',
    jobSeekingStatus: 'ACTIVELY_SEEKING',
    isJobOffersAcceptable: false,
  });
});
afterAll(() => app.cleanup());

const call = (
  method: 'GET' | 'POST',
  url: string,
  user: { auth: Record<string, string> } = company,
  payload?: unknown,
  headers: Record<string, string> = {},
) => app.inject({ method, url, headers: { ...user.auth, ...headers }, payload: payload as never });
const propose = (talentId: number, body: unknown, user: Company = company) =>
  call('POST', `/api/v1/organizations/${user.orgId}/talents/${talentId}/proposals`, user, body);

describe('proposals', () => {
  it('proposes an open posting once; the talent sees it and accepting applies in one step', async () => {
    const res = await propose(talent.id, { jobPostingId: postingId, message: 'Join us!' });
    expect(res.statusCode, res.body).toBe(201);
    const proposal = res.json().data;
    expect(proposal).toMatchObject({
      status: 'OPEN',
      talentId: talent.id,
      jobPostingId: postingId,
      postingTitle: 'Platform Engineer',
      companyName: 'Proposing Co',
      applicationId: null,
    });
    const twice = await call(
      'POST',
      `/api/v1/organizations/${company.orgId}/talents/${talent.id}/proposals`,
      company,
      { jobPostingId: postingId, message: 'Again' },
      { 'accept-language': 'ko' },
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ errorCode: 'PROPOSAL_ALREADY_OPEN' });
    expect(twice.json().message).toMatch(/[가-힣]/);

    const mine = await call('GET', `/api/v1/users/${talent.id}/proposals`, talent);
    expect(mine.json().data.data).toEqual([expect.objectContaining({ id: proposal.id, message: 'Join us!' })]);
    const notes = await call('GET', `/api/v1/users/${talent.id}/notifications`, talent);
    expect(notes.json().data.data[0]).toMatchObject({ type: 'JOB_PROPOSAL', params: { proposalId: proposal.id } });
    const preview = await call('GET', `/api/v1/organizations/${company.orgId}/talents/${talent.id}`);
    expect(preview.json().data.associatedInformation.openProposalPostingIds).toEqual([postingId]);
    expect(preview.json().data.associatedInformation.appliedPostingIds).toEqual([]);
    expect(preview.json().data.assessmentInfo.email).toBeNull();

    const accepted = await call('POST', `/api/v1/users/${talent.id}/proposals/${proposal.id}/accept`, talent);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.status).toBe('ACCEPTED');
    expect(accepted.json().data.applicationId).toEqual(expect.any(Number));
    const apps = await call('GET', `/api/v1/users/${talent.id}/applications`, talent);
    expect(apps.json().data.data.map((a: { jobPostingId: number }) => a.jobPostingId)).toContain(postingId);
    const after = await call('GET', `/api/v1/organizations/${company.orgId}/talents/${talent.id}`);
    expect(after.json().data.assessmentInfo.email).toBe(talent.email);
    expect(after.json().data.associatedInformation.appliedPostingIds).toEqual([postingId]);
    // The candidate card says the application came from the proposal.
    const candidates = await call('GET', `/api/v1/organizations/${company.orgId}/job-postings/${postingId}/candidates`);
    expect(candidates.json().data.data).toEqual([
      expect.objectContaining({ applicationId: accepted.json().data.applicationId, fromProposal: true }),
    ]);
    expect((await call('POST', `/api/v1/users/${talent.id}/proposals/${proposal.id}/decline`, talent)).statusCode).toBe(
      409,
    );
    const companyNotes = await call('GET', `/api/v1/organizations/users/${company.id}/notifications`);
    expect(companyNotes.json().data.data.map((n: { type: string }) => n.type)).toContain('PROPOSAL_ACCEPTED');
    // Already applied now: a new proposal for the same posting is refused.
    expect((await propose(talent.id, { jobPostingId: postingId, message: 'x' })).json().errorCode).toBe(
      'ALREADY_APPLIED',
    );
    const list = await call('GET', `/api/v1/organizations/${company.orgId}/talents/${talent.id}/proposals`);
    expect(list.json().data.totalElementCount).toBe(1);
    expect(
      (await call('GET', `/api/v1/organizations/${company.orgId}/proposals?status=ACCEPTED`)).json().data
        .totalElementCount,
    ).toBe(1);
  });

  it('declines, and a declined proposal may be sent again', async () => {
    const p2 = await publishPosting(app, company.auth, company.orgId, { title: 'Second' });
    const first = (await propose(talent.id, { jobPostingId: p2, message: 'Hi' })).json().data;
    const declined = await call('POST', `/api/v1/users/${talent.id}/proposals/${first.id}/decline`, talent);
    expect(declined.json().data.status).toBe('DECLINED');
    expect((await call('POST', `/api/v1/users/${talent.id}/proposals/${first.id}/accept`, talent)).statusCode).toBe(
      409,
    );
    expect((await propose(talent.id, { jobPostingId: p2, message: 'Hi again' })).statusCode).toBe(201);
  });

  it('refuses talents closed to offers (409), hidden or foreign postings, and keeps others out', async () => {
    const closedRes = await propose(closed.id, { jobPostingId: postingId, message: 'x' });
    expect(closedRes.statusCode).toBe(409);
    expect(closedRes.json().errorCode).toBe('TALENT_NOT_OPEN_TO_OFFERS');
    const draft = await createPosting(app, company.auth, company.orgId);
    expect((await propose(talent.id, { jobPostingId: draft, message: 'x' })).statusCode).toBe(400);
    const theirs = await publishPosting(app, other.auth, other.orgId);
    expect((await propose(talent.id, { jobPostingId: theirs, message: 'x' })).statusCode).toBe(404);
    expect((await propose(talent.id, { jobPostingId: postingId, message: 'x' }, other)).statusCode).toBe(404);
    expect((await propose(talent.id, { jobPostingId: postingId, message: '' })).statusCode).toBe(400);
    expect(
      (
        await call('POST', `/api/v1/organizations/${company.orgId}/talents/${talent.id}/proposals`, talent, {
          jobPostingId: postingId,
          message: 'x',
        })
      ).statusCode,
    ).toBe(403);
    expect((await call('GET', `/api/v1/organizations/${company.orgId}/proposals`, other)).statusCode).toBe(404);
    const p = (await call('GET', `/api/v1/users/${talent.id}/proposals`, talent)).json().data.data[0];
    expect((await call('POST', `/api/v1/users/${closed.id}/proposals/${p.id}/accept`, closed)).statusCode).toBe(404);
    expect((await call('POST', `/api/v1/users/${talent.id}/proposals/${p.id}/accept`, closed)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/users/${talent.id}/proposals`, closed)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/users/${talent.id}/proposals`, company)).statusCode).toBe(403);
  });

  it('rolls everything back when accepting fails (incomplete profile): the proposal stays open', async () => {
    const p3 = await publishPosting(app, company.auth, company.orgId, { title: 'Third' });
    const t = await createTalent(app, { firstName: 'Ivy' });
    const proposal = (await propose(t.id, { jobPostingId: p3, message: 'Hi' })).json().data;
    await saveProfile(app, t, { stacks: [] });
    const res = await call('POST', `/api/v1/users/${t.id}/proposals/${proposal.id}/accept`, t);
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('PROFILE_INCOMPLETE');
    const mine = (await call('GET', `/api/v1/users/${t.id}/proposals`, t)).json().data.data[0];
    expect(mine).toMatchObject({ id: proposal.id, status: 'OPEN', applicationId: null });
    expect((await call('GET', `/api/v1/users/${t.id}/applications`, t)).json().data.totalElementCount).toBe(0);
  });
});
