import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createVerifiedUser, makeAdmin, type TestApp } from '../../../test/helpers';
import { companyOf, saveProfile } from '../talent-search/talent-search.test-support';

/* The profile as companies see it; only verified companies may read it (the 403 is tested with the other talent routes). */

type User = { id: number; email: string; auth: Record<string, string> };

let app: TestApp;
let talent: User;
let other: User;
let company: User;
let admin: User;

beforeAll(async () => {
  app = await createTestApp();
  talent = await createVerifiedUser(app);
  other = await createVerifiedUser(app);
  company = await companyOf(app);
  admin = await createVerifiedUser(app);
  await makeAdmin(app, admin.id);
});
afterAll(() => app.cleanup());

const put = (opts: Parameters<typeof saveProfile>[2]) => saveProfile(app, talent, opts);

describe('GET /api/v1/talents/{id}/profile (common view)', () => {
  const view = (user: User | null, id: number) =>
    app.inject({ method: 'GET', url: `/api/v1/talents/${id}/profile`, headers: user?.auth ?? {} });

  it('shows the talent to themselves, companies and admins, without the e-mail', async () => {
    await put({});
    for (const user of [talent, company, admin]) {
      const res = await view(user, talent.id);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ userId: talent.id, firstName: 'Test', lastName: 'User' });
      expect(JSON.stringify(res.json())).not.toContain(talent.email);
    }
  });

  it('hides a talent from other talents and anonymous callers', async () => {
    expect((await view(other, talent.id)).statusCode).toBe(404);
    expect((await view(null, talent.id)).statusCode).toBe(401);
  });

  it('hides a talent neither seeking nor accepting offers from companies only', async () => {
    await put({ jobSeekingStatus: 'NOT_SEEKING', isJobOffersAcceptable: false });
    expect((await view(company, talent.id)).statusCode).toBe(404);
    expect((await view(talent, talent.id)).statusCode).toBe(200);
    expect((await view(admin, talent.id)).statusCode).toBe(200);
    await put({ jobSeekingStatus: 'NOT_SEEKING', isJobOffersAcceptable: true });
    expect((await view(company, talent.id)).statusCode).toBe(200);
  });

  it('is 404 for companies and unknown ids', async () => {
    expect((await view(admin, company.id)).statusCode).toBe(404);
    expect((await view(company, 999_999)).statusCode).toBe(404);
  });
});
