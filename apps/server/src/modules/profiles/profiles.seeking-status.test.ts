import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createVerifiedUser, type TestApp } from '../../../test/helpers';

type User = Awaited<ReturnType<typeof createVerifiedUser>>;

let app: TestApp;
let talent: User;
let withoutProfile: User;

beforeAll(async () => {
  app = await createTestApp();
  talent = await createVerifiedUser(app);
  withoutProfile = await createVerifiedUser(app);
  const saved = await app.inject({
    method: 'PUT',
    url: `/api/v1/users/${talent.id}/profile`,
    headers: talent.auth,
    payload: { profile: { jobSeekingStatus: 'ACTIVELY_SEEKING', country: 'KR', city: 'Seoul' } },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => app.cleanup());

const patch = (user: User, userId: number, payload: unknown) =>
  app.inject({
    method: 'PATCH',
    url: `/api/v1/users/${userId}/profile/job-seeking-status`,
    headers: user.auth,
    payload: payload as Record<string, unknown>,
  });

describe('PATCH /api/v1/users/{id}/profile/job-seeking-status', () => {
  it('changes only the seeking status', async () => {
    const res = await patch(talent, talent.id, { jobSeekingStatus: 'NOT_SEEKING' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.profile).toMatchObject({ jobSeekingStatus: 'NOT_SEEKING', country: 'KR', city: 'Seoul' });
    const read = await app.inject({ method: 'GET', url: `/api/v1/users/${talent.id}/profile`, headers: talent.auth });
    expect(read.json().data.profile.jobSeekingStatus).toBe('NOT_SEEKING');
  });

  it('refuses unknown statuses and fields, other users and talents without a profile', async () => {
    expect((await patch(talent, talent.id, { jobSeekingStatus: 'HIRED' })).statusCode).toBe(400);
    expect((await patch(talent, talent.id, { jobSeekingStatus: 'NOT_SEEKING', city: 'Busan' })).statusCode).toBe(400);
    expect((await patch(withoutProfile, talent.id, { jobSeekingStatus: 'NOT_SEEKING' })).statusCode).toBe(404);
    expect((await patch(withoutProfile, withoutProfile.id, { jobSeekingStatus: 'NOT_SEEKING' })).statusCode).toBe(404);
  });

  it('explains a bad status in the caller language, and admits talents only', async () => {
    const ko = await app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${talent.id}/profile/job-seeking-status`,
      headers: { ...talent.auth, 'accept-language': 'ko' },
      payload: { jobSeekingStatus: 'HIRED' },
    });
    expect(ko.statusCode).toBe(400);
    expect(ko.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
    expect(ko.json().message).toMatch(/[가-힣]/);
    const en = await patch(talent, talent.id, {});
    expect(en.json().message).toMatch(/[A-Za-z]/);
    expect(en.json().message).not.toMatch(/[가-힣]/);
    const company = await createVerifiedUser(app, { role: 'ORGANIZATION' });
    expect((await patch(company, talent.id, { jobSeekingStatus: 'NOT_SEEKING' })).statusCode).toBe(403);
    const anonymous = await app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${talent.id}/profile/job-seeking-status`,
      payload: { jobSeekingStatus: 'NOT_SEEKING' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
