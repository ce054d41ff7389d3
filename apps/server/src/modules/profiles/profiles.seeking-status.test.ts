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
});
