import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createVerifiedUser, lastMailTo, makeAdmin, type TestApp } from '../../../test/helpers';
import { auditLogs } from '../../db/schema/audit';
import { organizations } from '../../db/schema/organizations';
import { makePending, pdfBytes, uploadFiles } from '../organizations/organizations.test-support';

type User = Awaited<ReturnType<typeof createVerifiedUser>>;

let app: TestApp;
let admin: User;
let company: User;
let talent: User;
let orgId: number;

beforeAll(async () => {
  app = await createTestApp();
  // A Korean name: the audit log shows it family name first (한지수).
  admin = await createVerifiedUser(app, { firstName: '지수', lastName: '한' });
  await makeAdmin(app, admin.id);
  // makePending fills the required fields, which renames the organization to 'Acme Korea'.
  company = await createVerifiedUser(app, { role: 'ORGANIZATION', companyName: 'Hanbit Mobility', locale: 'ko' });
  talent = await createVerifiedUser(app);
  orgId = company.companyId as number;
});
afterAll(() => app.cleanup());

const approveUrl = (id: number) => `/api/v1/admin/organizations/${id}/verification/approve`;
const rejectUrl = (id: number) => `/api/v1/admin/organizations/${id}/verification/reject`;

describe('admin routes are for administrators only', () => {
  const routes = () => [
    { method: 'GET' as const, url: '/api/v1/admin/organizations' },
    { method: 'GET' as const, url: `/api/v1/admin/organizations/${orgId}` },
    { method: 'GET' as const, url: `/api/v1/admin/organizations/${orgId}/verification-documents/1` },
    { method: 'PATCH' as const, url: approveUrl(orgId) },
    { method: 'PATCH' as const, url: rejectUrl(orgId), payload: { rejectReason: 'x' } },
    { method: 'GET' as const, url: '/api/v1/admin/mails/dead' },
    { method: 'POST' as const, url: '/api/v1/admin/mails/1/retry' },
  ];

  it('gives companies and talents 403 and anonymous callers 401', async () => {
    for (const route of routes()) {
      expect((await app.inject({ ...route, headers: company.auth })).statusCode, route.url).toBe(403);
      expect((await app.inject({ ...route, headers: talent.auth })).statusCode, route.url).toBe(403);
      expect((await app.inject(route)).statusCode, route.url).toBe(401);
    }
  });
});

describe('illegal decisions', () => {
  it('cannot approve or reject an organization that has not applied (409)', async () => {
    for (const [url, payload] of [
      [approveUrl(orgId), undefined],
      [rejectUrl(orgId), { rejectReason: 'no' }],
    ] as const) {
      const res = await app.inject({ method: 'PATCH', url, headers: admin.auth, ...(payload ? { payload } : {}) });
      expect(res.statusCode).toBe(409);
      expect(res.json().errorCode).toBe('INVALID_STATUS_TRANSITION');
    }
  });

  it('answers 404 for unknown organizations', async () => {
    expect((await app.inject({ method: 'PATCH', url: approveUrl(999_999), headers: admin.auth })).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/admin/organizations/999999', headers: admin.auth })).statusCode,
    ).toBe(404);
  });
});

describe('the verification journey', () => {
  it('lists the pending organization first in the queue, with its documents', async () => {
    await makePending(app, company.auth, orgId);
    const res = await app.inject({ method: 'GET', url: '/api/v1/admin/organizations', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({ pageNumber: 1, last: true, totalElementCount: 1 });
    expect(page.data[0]).toMatchObject({ id: orgId, companyVerificationStatus: 'PENDING', documentCount: 1 });
  });

  it('requires at least one reason to reject', async () => {
    for (const payload of [{}, { rejectReason: '   ' }, { rejectReason: 'x', status: 'APPROVED' }]) {
      const res = await app.inject({ method: 'PATCH', url: rejectUrl(orgId), headers: admin.auth, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('rejects with reasons: the company sees them, gets a notification and a mail in Korean', async () => {
    const res = await app.inject({
      method: 'PATCH',
      url: rejectUrl(orgId),
      headers: admin.auth,
      payload: { logoRejectionReason: '로고가 흐립니다', documentRejectionReason: '사업자등록증이 만료되었습니다' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: orgId, companyVerificationStatus: 'REJECTED' });

    const info = await app.inject({ method: 'GET', url: `/api/v1/organizations/${orgId}/info`, headers: company.auth });
    expect(info.json().data).toMatchObject({
      companyVerificationStatus: 'REJECTED',
      logoRejectionReason: '로고가 흐립니다',
      documentRejectionReason: '사업자등록증이 만료되었습니다',
      rejectReason: null,
      isLocked: false,
    });

    const mail = await lastMailTo(app, company.email);
    expect(mail).toMatchObject({ kind: 'ORG_VERIFICATION_REJECTED', locale: 'ko' });
    expect(mail?.subject).toContain('반려');
    expect(mail?.textBody).toContain('사업자등록증이 만료되었습니다');

    const notes = await app.inject({
      method: 'GET',
      url: `/api/v1/organizations/users/${company.id}/notifications`,
      headers: { ...company.auth, 'accept-language': 'KO' },
    });
    expect(notes.json().data).toMatchObject({ unreadCount: 1, totalElementCount: 1 });
    expect(notes.json().data.data[0]).toMatchObject({ type: 'ORGANIZATION_REJECTED', dateViewed: null });
    expect(notes.json().data.data[0].message).toContain('반려');
  });

  it('a second decision on a rejected organization is a 409', async () => {
    const res = await app.inject({ method: 'PATCH', url: approveUrl(orgId), headers: admin.auth });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('INVALID_STATUS_TRANSITION');
  });

  it('the company fixes and applies again → PENDING, reasons cleared', async () => {
    const up = await uploadFiles(app, company.auth, orgId, [{ name: 'renewed.pdf', content: pdfBytes('renewed') }]);
    expect(up.statusCode).toBe(201);
    const apply = await app.inject({
      method: 'PATCH',
      url: `/api/v1/organizations/${orgId}/verification/apply`,
      headers: company.auth,
    });
    expect(apply.json().data.companyVerificationStatus).toBe('PENDING');
    const info = await app.inject({ method: 'GET', url: `/api/v1/organizations/${orgId}/info`, headers: company.auth });
    expect(info.json().data).toMatchObject({ logoRejectionReason: null, documentRejectionReason: null });
  });

  it('the admin views a document inline, then approves: status APPROVED on GET /api/v1/user and the public badge', async () => {
    const detail = await app.inject({
      method: 'GET',
      url: `/api/v1/admin/organizations/${orgId}`,
      headers: admin.auth,
    });
    const doc = detail.json().data.organization.verificationDocuments[1];
    const view = await app.inject({
      method: 'GET',
      url: `/api/v1/admin/organizations/${orgId}/verification-documents/${doc.id}?inline=1`,
      headers: admin.auth,
    });
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-disposition']).toMatch(/^inline; filename="renewed.pdf"/);
    expect(view.headers['x-content-type-options']).toBe('nosniff');

    // With e-mail notifications off, the company gets the in-app notification but no mail.
    await app.inject({
      method: 'PUT',
      url: `/api/v1/organizations/users/${company.id}/notifications`,
      headers: company.auth,
      payload: {
        emailNotiFlag: false,
        pushNotiFlag: false,
        noticeNotiFlag: true,
        recommendedTalentNotiFlag: true,
        newApplicantNotiFlag: true,
        jobDecisionNotiFlag: true,
        talentProfileUpdateNotiFlag: true,
      },
    });
    const mailBefore = await lastMailTo(app, company.email);

    const res = await app.inject({ method: 'PATCH', url: approveUrl(orgId), headers: admin.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.companyVerificationStatus).toBe('APPROVED');

    const me = await app.inject({ method: 'GET', url: '/api/v1/user', headers: company.auth });
    expect(me.json().data).toMatchObject({ companyId: orgId, companyVerificationStatus: 'APPROVED' });
    const pub = await app.inject({ method: 'GET', url: `/api/v1/organizations/${orgId}/public`, headers: talent.auth });
    expect(pub.json().data.isVerified).toBe(true);

    expect((await lastMailTo(app, company.email))?.id).toBe(mailBefore?.id);
    const notes = await app.inject({
      method: 'GET',
      url: `/api/v1/organizations/users/${company.id}/notifications`,
      headers: company.auth,
    });
    expect(notes.json().data.unreadCount).toBe(2);
    expect(notes.json().data.data[0]).toMatchObject({ type: 'ORGANIZATION_APPROVED' });
    expect(notes.json().data.data[0].message).toContain('Acme Korea is now verified');

    for (const url of [approveUrl(orgId), rejectUrl(orgId)]) {
      const again = await app.inject({ method: 'PATCH', url, headers: admin.auth, payload: { rejectReason: 'late' } });
      expect(again.statusCode).toBe(409);
    }
    const reapply = await app.inject({
      method: 'PATCH',
      url: `/api/v1/organizations/${orgId}/verification/apply`,
      headers: company.auth,
    });
    expect(reapply.json().errorCode).toBe('INVALID_STATUS_TRANSITION');
  });

  it('shows every step in the audit log, with the admin, statuses and reasons', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/v1/admin/organizations/${orgId}`, headers: admin.auth });
    expect(res.statusCode).toBe(200);
    const { auditLog, members, organization } = res.json().data;
    expect(organization.companyVerificationStatus).toBe('APPROVED');
    expect(members).toEqual([expect.objectContaining({ id: company.id, email: company.email, locale: 'ko' })]);
    expect(
      auditLog.map((e: { action: string; fromStatus: string; toStatus: string }) => [
        e.action,
        e.fromStatus,
        e.toStatus,
      ]),
    ).toEqual([
      ['VERIFICATION_APPLY', 'NOT_APPLIED', 'PENDING'],
      ['VERIFICATION_REJECT', 'PENDING', 'REJECTED'],
      ['VERIFICATION_APPLY', 'REJECTED', 'PENDING'],
      ['VERIFICATION_APPROVE', 'PENDING', 'APPROVED'],
    ]);
    expect(auditLog[1]).toMatchObject({
      adminId: admin.id,
      adminName: '한지수',
      adminEmail: admin.email,
      reasons: { logoRejectionReason: '로고가 흐립니다', documentRejectionReason: '사업자등록증이 만료되었습니다' },
    });
    const rows = await app.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityType, 'ORGANIZATION'), eq(auditLogs.entityId, orgId)));
    expect(rows).toHaveLength(4);
    expect(rows.every((r) => r.createdAt instanceof Date)).toBe(true);
  });
});

describe('the organization list', () => {
  it('filters by status, searches by name (case-insensitive, wildcards literal) and pages', async () => {
    const names = ['Alpha Works', 'alphabet soup', '100% Pure', 'Beta_Labs', '가나다 소프트'];
    for (const companyName of names) await createVerifiedUser(app, { role: 'ORGANIZATION', companyName });
    const pending = await createVerifiedUser(app, { role: 'ORGANIZATION', companyName: 'Pending Later' });
    await makePending(app, pending.auth, pending.companyId as number);
    // An earlier application must come first: backdate the second organization's application.
    await app.database.db
      .update(organizations)
      .set({ appliedAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(organizations.id, pending.companyId as number));
    const pendingTwo = await createVerifiedUser(app, { role: 'ORGANIZATION', companyName: 'Pending Sooner' });
    await makePending(app, pendingTwo.auth, pendingTwo.companyId as number);

    const get = (query: string) =>
      app
        .inject({ method: 'GET', url: `/api/v1/admin/organizations?${query}`, headers: admin.auth })
        .then((r) => r.json());
    const queue = await get('status=PENDING');
    expect(queue.data.data.map((o: { id: number }) => o.id)).toEqual([pending.companyId, pendingTwo.companyId]);

    const all = await get('');
    expect(all.data.data[0].companyVerificationStatus).toBe('PENDING');

    const alpha = await get('keyword=ALPHA');
    expect(alpha.data.data.map((o: { companyName: string }) => o.companyName).sort()).toEqual([
      'Alpha Works',
      'alphabet soup',
    ]);
    expect((await get('keyword=%25')).data.data.map((o: { companyName: string }) => o.companyName)).toEqual([
      '100% Pure',
    ]);
    expect((await get('keyword=_')).data.data.map((o: { companyName: string }) => o.companyName)).toEqual([
      'Beta_Labs',
    ]);
    expect((await get(`keyword=${encodeURIComponent('소프트')}`)).data.totalElementCount).toBe(1);
    expect((await get('keyword=gi')).data.data.map((o: { companyName: string }) => o.companyName)).toEqual([]);

    const page1 = await get('size=3&page=1');
    const page3 = await get('size=3&page=3');
    expect(page1.data).toMatchObject({ pageNumber: 1, last: false });
    expect(page1.data.data).toHaveLength(3);
    expect(page3.data.last).toBe(true);
    expect(page1.data.totalElementCount).toBe(8);

    for (const bad of ['status=DONE', 'size=1000', 'page=0', 'page=1e21', 'unknown=1', `keyword=${'x'.repeat(101)}`]) {
      const res = await app.inject({ method: 'GET', url: `/api/v1/admin/organizations?${bad}`, headers: admin.auth });
      expect(res.statusCode, bad).toBe(400);
    }
  });
});
