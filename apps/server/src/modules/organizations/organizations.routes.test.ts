import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createVerifiedUser, lastMailTo, makeAdmin, type TestApp } from '../../../test/helpers';
import { fillRequiredInfo, makePending, pdfBytes, pngBytes, uploadFiles } from './organizations.test-support';

type User = Awaited<ReturnType<typeof createVerifiedUser>>;

let app: TestApp;
let company: User;
let other: User;
let talent: User;
let admin: User;
let orgId: number;

beforeAll(async () => {
  app = await createTestApp();
  company = await createVerifiedUser(app, { role: 'ORGANIZATION', companyName: 'Acme', locale: 'ko' });
  other = await createVerifiedUser(app, { role: 'ORGANIZATION', companyName: 'Other Corp' });
  talent = await createVerifiedUser(app, { role: 'NORMAL' });
  admin = await createVerifiedUser(app, { role: 'NORMAL', firstName: 'Ada' });
  await makeAdmin(app, admin.id);
  orgId = company.companyId as number;
  FULL_INFO.logoUrl = await uploadImage(company, 'logo');
  FULL_INFO.profileImageUrl = await uploadImage(company, 'image');
});

/** Uploads a small PNG as `user` and returns its URL. */
async function uploadImage(user: User, type: 'logo' | 'image' | 'profile') {
  const boundary = '----tbOrgImage';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    await pngBytes(),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/upload/image?type=${type}`,
    headers: { ...user.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
  return res.json().data as string;
}
afterAll(() => app.cleanup());

const FULL_INFO = {
  companyName: '누리소프트',
  ceo: '최지훈',
  country: 'kr',
  location: '서울특별시 강남구 테헤란로 152',
  companySize: '51-200',
  phone: '+82 2-555-0100',
  website: 'https://nurisoft.example',
  about: '클라우드 협업 도구를 만듭니다.',
  keyService: 'SaaS',
  welfare: '재택근무, 교육비 지원',
  employeeReviews: '좋은 동료들',
  article: 'https://news.example/nurisoft',
  industryMarketAnalysis: '성장 중인 시장',
  firstName: '지훈',
  lastName: '최',
  position: '인사팀장',
  // Set to the organization's own uploads before the tests run.
  logoUrl: '',
  profileImageUrl: '',
};

describe('GET /api/v1/organizations/{id}/info', () => {
  it('shows the full information to a member', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/v1/organizations/${orgId}/info`, headers: company.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: orgId,
      companyName: 'Acme',
      companyVerificationStatus: 'NOT_APPLIED',
      isLocked: false,
      verificationDocuments: [],
      phone: null,
    });
  });

  it('gives another organization, unknown ids and bad ids the same 404', async () => {
    for (const id of [orgId, 999_999]) {
      const res = await app.inject({ method: 'GET', url: `/api/v1/organizations/${id}/info`, headers: other.auth });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ errorCode: 'NOT_FOUND', data: null });
    }
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      for (const url of [`/api/v1/organizations/${id}/info`, `/api/v1/organizations/${id}/public`]) {
        const bad = await app.inject({ method: 'GET', url, headers: company.auth });
        expect(bad.statusCode, url).toBe(400);
      }
    }
    const hugeDoc = await app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${orgId}/verification-documents/99999999999`,
      headers: company.auth,
    });
    expect(hugeDoc.statusCode).toBe(400);
  });

  it('refuses talents (403) and anonymous callers (401); admins may read', async () => {
    const asTalent = await app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${orgId}/info`,
      headers: talent.auth,
    });
    expect(asTalent.statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'GET', url: `/api/v1/organizations/${orgId}/info` });
    expect(anonymous.statusCode).toBe(401);
    const asAdmin = await app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${orgId}/info`,
      headers: admin.auth,
    });
    expect(asAdmin.statusCode).toBe(200);
  });
});

describe('PUT /api/v1/organizations/{id}', () => {
  it('updates every field, upper-cases the country and clears fields with null or ""', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: `/api/v1/organizations/${orgId}`,
      headers: company.auth,
      payload: FULL_INFO,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ ...FULL_INFO, country: 'KR' });
    const cleared = await app.inject({
      method: 'PUT',
      url: `/api/v1/organizations/${orgId}`,
      headers: company.auth,
      payload: { welfare: null, article: '' },
    });
    expect(cleared.json().data).toMatchObject({ welfare: null, article: null, about: FULL_INFO.about });
  });

  it("accepts only the organization's own uploads as logo and image", async () => {
    const put = (payload: object) =>
      app.inject({ method: 'PUT', url: `/api/v1/organizations/${orgId}`, headers: company.auth, payload });
    const othersLogo = await uploadImage(other, 'logo');
    for (const [field, url] of [
      ['logoUrl', othersLogo],
      ['profileImageUrl', othersLogo],
      ['logoUrl', 'https://cdn.example/logo.png'],
      ['profileImageUrl', 'http://localhost:3000/api/v1/files/not-a-file.webp'],
    ] as const) {
      const res = await put({ [field]: url });
      expect(res.statusCode, `${field} ${url}`).toBe(400);
      expect(res.json()).toMatchObject({
        errorCode: 'VALIDATION_FAILED',
        fields: [{ path: field, key: 'validation.ownImage' }],
      });
    }
    const own = await uploadImage(company, 'logo');
    const ok = await put({ logoUrl: own });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.logoUrl).toBe(own);
    // Keeping the current value and clearing it need no check.
    expect((await put({ logoUrl: own, keyService: FULL_INFO.keyService })).statusCode).toBe(200);
    expect((await put({ logoUrl: null })).json().data.logoUrl).toBeNull();
    expect((await put({ logoUrl: FULL_INFO.logoUrl })).statusCode).toBe(200);
  });

  it('rejects unknown fields, bad values, unknown countries and status in the body', async () => {
    const cases = [
      [{ verificationStatus: 'APPROVED' }, 'verificationStatus'],
      [{ website: 'javascript:alert(1)' }, 'website'],
      [{ logoUrl: '//evil.example/x.png' }, 'logoUrl'],
      [{ companySize: 'huge' }, 'companySize'],
      [{ phone: 'call me' }, 'phone'],
      [{ companyName: '  ' }, 'companyName'],
      [{ country: 'ZZ' }, 'country'],
      [{ about: 'x'.repeat(5001) }, 'about'],
    ] as const;
    for (const [payload, path] of cases) {
      const res = await app.inject({
        method: 'PUT',
        url: `/api/v1/organizations/${orgId}`,
        headers: company.auth,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields.map((f: { path: string }) => f.path)).toContain(path);
    }
  });

  it('is for members only: another organization 404, talent and admin 403, anonymous 401', async () => {
    const url = `/api/v1/organizations/${orgId}`;
    const payload = { about: 'hijack' };
    expect((await app.inject({ method: 'PUT', url, headers: other.auth, payload })).statusCode).toBe(404);
    expect((await app.inject({ method: 'PUT', url, headers: talent.auth, payload })).statusCode).toBe(403);
    expect((await app.inject({ method: 'PUT', url, headers: admin.auth, payload })).statusCode).toBe(403);
    expect((await app.inject({ method: 'PUT', url, payload })).statusCode).toBe(401);
    const info = await app.inject({ method: 'GET', url: `${url}/info`, headers: company.auth });
    expect(info.json().data.about).toBe(FULL_INFO.about);
  });
});

describe('GET /api/v1/organizations/{id}/public', () => {
  it('shows public fields and the badge to any signed-in user, without contact or documents', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/v1/organizations/${orgId}/public`, headers: talent.auth });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      id: orgId,
      companyName: FULL_INFO.companyName,
      isVerified: false,
      ceo: FULL_INFO.ceo,
    });
    for (const hidden of ['phone', 'firstName', 'lastName', 'position', 'verificationDocuments', 'rejectReason']) {
      expect(data).not.toHaveProperty(hidden);
    }
    expect((await app.inject({ method: 'GET', url: `/api/v1/organizations/${orgId}/public` })).statusCode).toBe(401);
    const missing = await app.inject({
      method: 'GET',
      url: '/api/v1/organizations/999999/public',
      headers: talent.auth,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('PATCH /api/v1/organizations/{id}/verification/apply', () => {
  it('refuses to apply without documents or required fields, and says what is missing', async () => {
    const fresh = await createVerifiedUser(app, { role: 'ORGANIZATION', companyName: 'Fresh' });
    const url = `/api/v1/organizations/${fresh.companyId}/verification/apply`;
    const res = await app.inject({ method: 'PATCH', url, headers: fresh.auth });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('VERIFICATION_INCOMPLETE');
    expect(
      res
        .json()
        .fields.map((f: { path: string }) => f.path)
        .sort(),
    ).toEqual(['ceo', 'country', 'phone', 'verificationDocuments'].sort());
    await fillRequiredInfo(app, fresh.auth, fresh.companyId as number);
    const noDocs = await app.inject({ method: 'PATCH', url, headers: fresh.auth });
    expect(noDocs.statusCode).toBe(409);
    expect(noDocs.json().fields).toEqual([expect.objectContaining({ path: 'verificationDocuments' })]);
  });

  it('moves NOT_APPLIED to PENDING, then locks verified fields and documents; applying again is a 409', async () => {
    const up = await uploadFiles(app, company.auth, orgId, [{ name: 'reg.pdf', content: pdfBytes() }]);
    expect(up.statusCode).toBe(201);
    const url = `/api/v1/organizations/${orgId}/verification/apply`;
    expect((await app.inject({ method: 'PATCH', url, headers: other.auth })).statusCode).toBe(404);
    expect((await app.inject({ method: 'PATCH', url, headers: talent.auth })).statusCode).toBe(403);
    expect((await app.inject({ method: 'PATCH', url })).statusCode).toBe(401);
    const res = await app.inject({ method: 'PATCH', url, headers: company.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ companyVerificationStatus: 'PENDING' });

    const again = await app.inject({ method: 'PATCH', url, headers: company.auth });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('INVALID_STATUS_TRANSITION');

    const info = await app.inject({ method: 'GET', url: `/api/v1/organizations/${orgId}/info`, headers: company.auth });
    expect(info.json().data).toMatchObject({ companyVerificationStatus: 'PENDING', isLocked: true });
    expect(info.json().data.appliedAt).not.toBeNull();
  });

  it('while PENDING, refuses changes to name, CEO and country but accepts them unchanged and other fields', async () => {
    const url = `/api/v1/organizations/${orgId}`;
    for (const payload of [{ companyName: 'Renamed' }, { ceo: 'Someone Else' }, { country: 'US' }, { ceo: null }]) {
      const res = await app.inject({ method: 'PUT', url, headers: company.auth, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(409);
      expect(res.json().errorCode).toBe('ORGANIZATION_LOCKED');
      expect(res.json().fields[0].path).toBe(Object.keys(payload)[0]);
    }
    const ok = await app.inject({
      method: 'PUT',
      url,
      headers: company.auth,
      payload: {
        companyName: FULL_INFO.companyName,
        ceo: FULL_INFO.ceo,
        country: 'KR',
        about: 'Updated while pending',
      },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ about: 'Updated while pending', companyName: FULL_INFO.companyName });
  });
});

describe('POST /api/v1/organizations/{id}/org-info-change-mail', () => {
  it('is refused before approval', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/organizations/${orgId}/org-info-change-mail`,
      headers: company.auth,
      payload: { message: 'Please rename us' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('ORGANIZATION_NOT_APPROVED');
  });

  it('after approval, locks the fields and mails every administrator in their language', async () => {
    const koAdmin = await createVerifiedUser(app, { role: 'NORMAL', locale: 'ko', firstName: '관리' });
    await makeAdmin(app, koAdmin.id);
    const approve = await app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/organizations/${orgId}/verification/approve`,
      headers: admin.auth,
    });
    expect(approve.statusCode).toBe(200);
    const locked = await app.inject({
      method: 'PUT',
      url: `/api/v1/organizations/${orgId}`,
      headers: company.auth,
      payload: { companyName: 'New Name' },
    });
    expect(locked.json().errorCode).toBe('ORGANIZATION_LOCKED');

    const url = `/api/v1/organizations/${orgId}/org-info-change-mail`;
    const payload = { companyName: '누리소프트 주식회사', message: '법인명이 변경되었습니다.' };
    expect((await app.inject({ method: 'POST', url, headers: other.auth, payload })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url, headers: talent.auth, payload })).statusCode).toBe(403);
    const bad = await app.inject({ method: 'POST', url, headers: company.auth, payload: { companyName: 'x' } });
    expect(bad.statusCode).toBe(400);
    const res = await app.inject({ method: 'POST', url, headers: company.auth, payload });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.requestId).toBeGreaterThan(0);

    const en = await lastMailTo(app, admin.email);
    expect(en?.kind).toBe('ORG_INFO_CHANGE_REQUEST');
    expect(en?.subject).toContain('Change request');
    expect(en?.textBody).toContain('누리소프트 주식회사');
    expect(en?.textBody).toContain('법인명이 변경되었습니다.');
    const ko = await lastMailTo(app, koAdmin.email);
    expect(ko?.subject).toContain('정보 변경 요청');
    expect(ko?.locale).toBe('ko');
  });
});

describe('PUT /api/v1/organizations/users/{id}/notifications', () => {
  const flags = {
    emailNotiFlag: false,
    pushNotiFlag: true,
    noticeNotiFlag: false,
    recommendedTalentNotiFlag: false,
    newApplicantNotiFlag: true,
    jobDecisionNotiFlag: false,
    talentProfileUpdateNotiFlag: true,
  };

  it("saves the caller's flags and shows them on GET /api/v1/user", async () => {
    const url = `/api/v1/organizations/users/${other.id}/notifications`;
    const res = await app.inject({ method: 'PUT', url, headers: other.auth, payload: flags });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(flags);
    const me = await app.inject({ method: 'GET', url: '/api/v1/user', headers: other.auth });
    expect(me.json().data.notificationSettings).toEqual(flags);
  });

  it("refuses someone else's id, talents, anonymous callers, talent flags and missing flags", async () => {
    const url = `/api/v1/organizations/users/${other.id}/notifications`;
    expect((await app.inject({ method: 'PUT', url, headers: company.auth, payload: flags })).statusCode).toBe(404);
    expect((await app.inject({ method: 'PUT', url, headers: talent.auth, payload: flags })).statusCode).toBe(403);
    expect((await app.inject({ method: 'PUT', url, payload: flags })).statusCode).toBe(401);
    const extra = await app.inject({
      method: 'PUT',
      url,
      headers: other.auth,
      payload: { ...flags, jobResultFlag: true },
    });
    expect(extra.statusCode).toBe(400);
    const missing = await app.inject({ method: 'PUT', url, headers: other.auth, payload: { emailNotiFlag: true } });
    expect(missing.statusCode).toBe(400);
  });
});

describe('a second pending organization', () => {
  it('can be made pending by the helper', async () => {
    const third = await createVerifiedUser(app, { role: 'ORGANIZATION', companyName: 'Third' });
    await makePending(app, third.auth, third.companyId as number);
    const info = await app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${third.companyId}/info`,
      headers: third.auth,
    });
    expect(info.json().data.companyVerificationStatus).toBe('PENDING');
  });
});

describe('OpenAPI', () => {
  it('documents the organization, document, notification and admin routes', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/api/v1/organizations/{id}/info',
      '/api/v1/organizations/{id}',
      '/api/v1/organizations/{id}/verification-documents/{docId}',
      '/api/v1/organizations/users/{id}/notifications',
      '/api/v1/admin/organizations/{id}/verification/reject',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
