import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/helpers';
import { DEMO_ADMIN, DEMO_COMPANIES, DEMO_PASSWORD } from './demo-accounts';
import { seedDemoData } from './seed-demo';
import { DIRECTORY_COMPANIES } from './seed-directory';
import { DEMO_PENDING_COMPANY } from './seed-organizations';

let app: TestApp;
let adminAuth: Record<string, string>;

beforeAll(async () => {
  app = await createTestApp();
  expect(await seedDemoData(app.database.db, app.deps.storage)).toBe(true);
  adminAuth = { authorization: `Bearer ${await signIn(app, DEMO_ADMIN.email, DEMO_PASSWORD)}` };
});
afterAll(() => app.cleanup());

describe('demo organizations', () => {
  it('gives the admin console a pending company with a readable PDF, and approved ones with an audit trail', async () => {
    const list = await app.inject({ method: 'GET', url: '/api/v1/admin/organizations', headers: adminAuth });
    const orgs = list.json().data.data as { id: number; companyName: string; companyVerificationStatus: string }[];
    expect(orgs[0]).toMatchObject({
      companyName: DEMO_PENDING_COMPANY.companyName,
      companyVerificationStatus: 'PENDING',
    });
    expect(orgs.map((o) => o.companyName).sort()).toEqual(
      [
        ...DEMO_COMPANIES.map((c) => c.companyName),
        DEMO_PENDING_COMPANY.companyName,
        ...DIRECTORY_COMPANIES.map((c) => c.name),
      ].sort(),
    );

    const pending = await app.inject({
      method: 'GET',
      url: `/api/v1/admin/organizations/${orgs[0]?.id}`,
      headers: adminAuth,
    });
    const doc = pending.json().data.organization.verificationDocuments[0];
    const pdf = await app.inject({
      method: 'GET',
      url: `/api/v1/admin/organizations/${orgs[0]?.id}/verification-documents/${doc.id}?inline=1`,
      headers: adminAuth,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 8).toString()).toBe('%PDF-1.4');

    const nuri = orgs.find((o) => o.companyName === '누리소프트');
    const detail = await app.inject({
      method: 'GET',
      url: `/api/v1/admin/organizations/${nuri?.id}`,
      headers: adminAuth,
    });
    expect(detail.json().data.organization).toMatchObject({ ceo: '최지훈', country: 'KR', companySize: '51-200' });
    expect(detail.json().data.auditLog.map((e: { toStatus: string }) => e.toStatus)).toEqual(['PENDING', 'APPROVED']);
  });

  it('shows the verified badge on the public page of an approved company only', async () => {
    const talentAuth = {
      authorization: `Bearer ${await signIn(app, 'minji.kim@demo.talentbridge.dev', DEMO_PASSWORD)}`,
    };
    const list = await app.inject({ method: 'GET', url: '/api/v1/admin/organizations?size=10', headers: adminAuth });
    for (const org of list.json().data.data as { id: number; companyVerificationStatus: string }[]) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/v1/organizations/${org.id}/public`,
        headers: talentAuth,
      });
      expect(res.json().data.isVerified).toBe(org.companyVerificationStatus === 'APPROVED');
      expect(res.json().data.about).toBeTruthy();
    }
  });
});
