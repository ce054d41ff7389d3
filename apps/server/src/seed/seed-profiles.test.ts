import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/helpers';
import { DEMO_PASSWORD, DEMO_TALENTS } from './demo-accounts';
import { seedDemoData } from './seed-demo';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  await seedDemoData(app.database.db, app.deps.storage);
});
afterAll(() => app.cleanup());

describe('demo profiles', () => {
  it.each(DEMO_TALENTS.map((t) => [t.email, t] as const))('%s has a full profile and interests', async (_email, t) => {
    const auth = { authorization: `Bearer ${await signIn(app, t.email, DEMO_PASSWORD)}` };
    const me = (await app.inject({ method: 'GET', url: '/api/v1/user', headers: auth })).json().data;
    expect(me.hasInterestField).toBe(true);
    const profile = (await app.inject({ method: 'GET', url: `/api/v1/users/${me.id}/profile`, headers: auth })).json()
      .data;
    expect(profile.profile.jobSeekingStatus).not.toBeNull();
    for (const list of [
      'jobRoles',
      'techStacks',
      'educations',
      'workExperiences',
      'projects',
      'certificates',
      'profileUrls',
    ]) {
      expect(profile[list].length, list).toBeGreaterThan(0);
    }
    expect(profile.jobRoles.filter((r: { isRepresentative: boolean }) => r.isRepresentative)).toHaveLength(1);
    const interests = (
      await app.inject({ method: 'GET', url: `/api/v1/users/${me.id}/interest-categories`, headers: auth })
    ).json().data;
    expect(interests.interestedSkills.length).toBeGreaterThan(0);
    expect(interests.interestedJobRoles.length).toBeGreaterThan(0);
    // What was seeded passes the same rules as a save from the web.
    const { userId: _u, ...body } = profile;
    const save = await app.inject({
      method: 'PUT',
      url: `/api/v1/users/${me.id}/profile`,
      headers: auth,
      payload: body,
    });
    expect(save.statusCode, save.body).toBe(200);
  });
});
