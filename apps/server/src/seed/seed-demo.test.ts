import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/helpers';
import { DEMO_ADMIN, DEMO_COMPANIES, DEMO_PASSWORD, DEMO_TALENTS } from './demo-accounts';
import { seedDemoData } from './seed-demo';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.cleanup());

const me = async (token: string) =>
  (await app.inject({ method: 'GET', url: '/api/v1/user', headers: { authorization: `Bearer ${token}` } })).json().data;

describe('demo data', () => {
  it('fills an empty database once, with accounts that sign in at once', async () => {
    expect(await seedDemoData(app.database.db)).toBe(true);
    expect(await seedDemoData(app.database.db)).toBe(false);

    const talent = DEMO_TALENTS[0];
    expect(await me(await signIn(app, talent.email, DEMO_PASSWORD))).toMatchObject({
      role: 'NORMAL',
      status: 'ACTIVE',
      firstName: talent.firstName,
      locale: talent.locale,
    });
    for (const company of DEMO_COMPANIES) {
      expect(await me(await signIn(app, company.email, DEMO_PASSWORD))).toMatchObject({
        role: 'ORGANIZATION',
        companyName: company.companyName,
        companyVerificationStatus: company.status,
      });
    }
    expect(await me(await signIn(app, DEMO_ADMIN.email, DEMO_PASSWORD))).toMatchObject({ role: 'ADMIN' });
  });

  it('has stored, lower-case demo e-mails and both languages', () => {
    const all = [...DEMO_TALENTS, ...DEMO_COMPANIES, DEMO_ADMIN];
    for (const a of all) expect(a.email).toBe(a.email.toLowerCase().trim());
    expect(new Set(all.map((a) => a.locale))).toEqual(new Set(['en', 'ko']));
  });
});
