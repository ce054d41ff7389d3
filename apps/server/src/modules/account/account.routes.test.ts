import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createVerifiedUser,
  GOOD_PASSWORD,
  lastMailTo,
  makeAdmin,
  signIn,
  type TestApp,
} from '../../../test/helpers';
import { storedFiles } from '../../db/schema/files';
import { talentProfiles } from '../../db/schema/profiles';
import { users } from '../../db/schema/users';

type User = Awaited<ReturnType<typeof createVerifiedUser>>;

let app: TestApp;
let talent: User;
let other: User;
let company: User;

beforeAll(async () => {
  app = await createTestApp();
  talent = await createVerifiedUser(app);
  other = await createVerifiedUser(app);
  company = await createVerifiedUser(app, { role: 'ORGANIZATION' });
});
afterAll(() => app.cleanup());

const me = (user: { auth: Record<string, string> }) =>
  app.inject({ method: 'GET', url: '/api/v1/user', headers: user.auth });

describe('PUT /api/v1/users/{id}/profile/summary', () => {
  const summary = (user: User, payload: object, id = user.id, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'PUT',
      url: `/api/v1/users/${id}/profile/summary`,
      headers: { ...user.auth, ...headers },
      payload,
    });

  it('changes the name of a talent and of a company user', async () => {
    const res = await summary(talent, { firstName: ' 민지 ', lastName: '김', imageUrl: null });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id: talent.id, firstName: '민지', lastName: '김', imageUrl: null, locale: 'en' });
    expect((await me(talent)).json().data).toMatchObject({ firstName: '민지', lastName: '김' });
    expect((await summary(company, { firstName: 'Olivia', lastName: 'Chen' })).statusCode).toBe(200);
  });

  it('changes the account language (mails follow it) only when given, and refuses unknown languages', async () => {
    const res = await summary(talent, { firstName: '민지', lastName: '김', locale: 'ko' });
    expect(res.json().data.locale).toBe('ko');
    expect((await me(talent)).json().data.locale).toBe('ko');
    expect((await summary(talent, { firstName: '민지', lastName: '김' })).json().data.locale).toBe('ko');
    const bad = await summary(talent, { firstName: '민지', lastName: '김', locale: 'fr' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].path).toBe('locale');
    expect((await summary(talent, { firstName: '민지', lastName: '김', locale: 'en' })).json().data.locale).toBe('en');
  });

  it('validates the names', async () => {
    const res = await summary(talent, { firstName: '  ', lastName: 'x'.repeat(51) }, talent.id, {
      'accept-language': 'KO',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([
      { path: 'firstName', key: 'validation.required', message: '필수 입력 항목입니다.' },
      { path: 'lastName', key: 'validation.tooLong', message: '입력한 내용이 너무 깁니다.' },
    ]);
    expect((await summary(talent, { firstName: 'A', lastName: 'B', email: 'x@y.z' })).statusCode).toBe(400);
  });

  it('is 404 for another user and 401 without sign-in', async () => {
    expect((await summary(other, { firstName: 'A', lastName: 'B' }, talent.id)).statusCode).toBe(404);
    const anonymous = await app.inject({
      method: 'PUT',
      url: `/api/v1/users/${talent.id}/profile/summary`,
      payload: { firstName: 'A', lastName: 'B' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('PUT /api/v1/users/{id}/notifications', () => {
  const put = (user: User, payload: object, id = user.id) =>
    app.inject({ method: 'PUT', url: `/api/v1/users/${id}/notifications`, headers: user.auth, payload });

  it('changes only the flags given', async () => {
    const res = await put(talent, { pushNotiFlag: true, jobResultFlag: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      emailNotiFlag: true,
      pushNotiFlag: true,
      noticeNotiFlag: true,
      recommendedJobNotiFlag: true,
      jobResultFlag: false,
    });
    expect((await me(talent)).json().data.notificationSettings).toMatchObject({
      pushNotiFlag: true,
      jobResultFlag: false,
    });
  });

  it('validates the flags and rejects company flags', async () => {
    const wrongType = await put(talent, { emailNotiFlag: 'yes' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().fields[0].path).toBe('emailNotiFlag');
    const companyFlag = await put(talent, { newApplicantNotiFlag: true });
    expect(companyFlag.json().fields[0]).toMatchObject({
      path: 'newApplicantNotiFlag',
      key: 'validation.unknownField',
    });
  });

  it('is 404 for another user, 403 for a company, 401 without sign-in', async () => {
    expect((await put(other, { pushNotiFlag: false }, talent.id)).statusCode).toBe(404);
    expect((await put(company, { pushNotiFlag: false })).statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'PUT', url: `/api/v1/users/${talent.id}/notifications`, payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET and PUT /api/v1/users/{id}/interest-categories', () => {
  const url = (id: number) => `/api/v1/users/${id}/interest-categories`;
  const put = (user: User, payload: object, id = user.id) =>
    app.inject({ method: 'PUT', url: url(id), headers: user.auth, payload });

  it('starts empty and hasInterestField false', async () => {
    const res = await app.inject({ method: 'GET', url: url(other.id), headers: other.auth });
    expect(res.json().data).toEqual({ interestedSkills: [], interestedJobRoles: [] });
    expect((await me(other)).json().data.hasInterestField).toBe(false);
  });

  it('saves catalogue ids in order, once each, and sets hasInterestField', async () => {
    const res = await put(talent, {
      interestedSkills: [{ id: 3, category: 'LANGUAGES' }, { id: 1 }, { id: 3 }],
      interestedJobRoles: [{ id: 2, category: 'whatever the client had' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      interestedSkills: [
        { id: 3, category: 'LANGUAGES', categoryId: 1, nameEn: 'JavaScript', nameKo: '자바스크립트' },
        { id: 1, category: 'LANGUAGES', categoryId: 1, nameEn: 'Python', nameKo: '파이썬' },
      ],
      interestedJobRoles: [
        { id: 2, category: 'ENGINEERING', categoryId: 1, nameEn: 'Backend Developer', nameKo: '백엔드 개발자' },
      ],
    });
    const read = await app.inject({ method: 'GET', url: url(talent.id), headers: talent.auth });
    expect(read.json().data).toEqual(res.json().data);
    expect((await me(talent)).json().data.hasInterestField).toBe(true);
  });

  it('takes its own GET body back unchanged (names and category ids are read-only and ignored)', async () => {
    const read = (await app.inject({ method: 'GET', url: url(talent.id), headers: talent.auth })).json().data;
    expect(read.interestedSkills.length).toBeGreaterThan(0);
    const res = await put(talent, read);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(read);
    const [first, ...others] = read.interestedSkills;
    const renamed = await put(talent, { ...read, interestedSkills: [{ ...first, nameEn: 'Other' }, ...others] });
    expect(renamed.json().data).toEqual(read);
  });

  it('clears hasInterestField when both lists are emptied', async () => {
    await put(other, { interestedSkills: [{ id: 5 }] });
    expect((await me(other)).json().data.hasInterestField).toBe(true);
    await put(other, { interestedSkills: [], interestedJobRoles: [] });
    expect((await me(other)).json().data.hasInterestField).toBe(false);
  });

  it('rejects ids not in the catalogue, pointing at the row', async () => {
    const res = await put(talent, { interestedSkills: [{ id: 1 }, { id: 999_999 }], interestedJobRoles: [{ id: 0 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0]).toMatchObject({ path: 'interestedJobRoles[0].id', key: 'validation.unknownCategory' });
    const unknown = await put(talent, { interestedSkills: [{ id: 1 }, { id: 999_999 }] });
    expect(unknown.json().fields).toEqual([
      { path: 'interestedSkills[1].id', key: 'validation.unknownCategory', message: expect.any(String) },
    ]);
    const huge = await put(talent, { interestedSkills: [{ id: 99_999_999_999 }] });
    expect(huge.statusCode).toBe(400);
    const tooMany = await put(talent, { interestedSkills: Array.from({ length: 31 }, (_, i) => ({ id: i + 1 })) });
    expect(tooMany.json().fields[0]).toMatchObject({ path: 'interestedSkills', key: 'validation.tooMany' });
  });

  it('is 404 for another user, 403 for a company, 401 without sign-in; admins may read', async () => {
    expect((await app.inject({ method: 'GET', url: url(talent.id), headers: other.auth })).statusCode).toBe(404);
    expect((await put(other, { interestedSkills: [] }, talent.id)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: url(company.id), headers: company.auth })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: url(talent.id) })).statusCode).toBe(401);
    const admin = await createVerifiedUser(app);
    await makeAdmin(app, admin.id);
    const read = await app.inject({ method: 'GET', url: url(talent.id), headers: admin.auth });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.interestedSkills).toHaveLength(2);
  });
});

describe('PUT /api/v1/user/password', () => {
  it('needs the current password, ends other sessions and keeps this one', async () => {
    const user = await createVerifiedUser(app);
    const second = await signIn(app, user.email);
    const missing = await app.inject({
      method: 'PUT',
      url: '/api/v1/user/password',
      headers: user.auth,
      payload: { newPassword: 'another-Secret-phrase-7' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields[0]).toMatchObject({ path: 'currentPassword', key: 'validation.required' });

    const wrong = await app.inject({
      method: 'PUT',
      url: '/api/v1/user/password',
      headers: { ...user.auth, 'accept-language': 'KO' },
      payload: { currentPassword: 'not-my-password-1', newPassword: 'another-Secret-phrase-7' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ errorCode: 'WRONG_PASSWORD', message: '현재 비밀번호가 올바르지 않습니다.' });

    const weak = await app.inject({
      method: 'PUT',
      url: '/api/v1/user/password',
      headers: user.auth,
      payload: { currentPassword: GOOD_PASSWORD, newPassword: 'password' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields[0].path).toBe('newPassword');

    const res = await app.inject({
      method: 'PUT',
      url: '/api/v1/user/password',
      headers: user.auth,
      payload: { currentPassword: GOOD_PASSWORD, newPassword: 'another-Secret-phrase-7' },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(user)).statusCode).toBe(200);
    expect((await me({ auth: { authorization: `Bearer ${second}` } })).statusCode).toBe(401);
    await expect(signIn(app, user.email)).rejects.toThrow();
    expect(await signIn(app, user.email, 'another-Secret-phrase-7')).toBeTruthy();
  });

  it('works for company users too and throttles wrong guesses', async () => {
    const user = await createVerifiedUser(app, { role: 'ORGANIZATION' });
    const attempt = () =>
      app.inject({
        method: 'PUT',
        url: '/api/v1/user/password',
        headers: user.auth,
        payload: { currentPassword: 'guess-guess-guess', newPassword: 'another-Secret-phrase-7' },
      });
    for (let i = 0; i < 5; i++) expect((await attempt()).statusCode).toBe(400);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('requires sign-in', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/v1/user/password',
      payload: { currentPassword: 'a', newPassword: 'another-Secret-phrase-7' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('account deletion', () => {
  const request = (user: User, email: string) =>
    app.inject({ method: 'POST', url: '/api/v1/user/delete/reqeust', headers: user.auth, payload: { email } });
  const confirm = (token: string) =>
    app.inject({ method: 'POST', url: '/api/v1/user/delete/confirm', payload: { token } });

  it('refuses an e-mail that is not the caller’s', async () => {
    const res = await request(talent, other.email);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0]).toMatchObject({ path: 'email', key: 'validation.emailMismatch' });
    const unauthenticated = await app.inject({
      method: 'POST',
      url: '/api/v1/user/delete/reqeust',
      payload: { email: talent.email },
    });
    expect(unauthenticated.statusCode).toBe(401);
  });

  it('mails a link, then erases personal data, files and sessions', async () => {
    const user = await createVerifiedUser(app, { locale: 'ko' });
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const boundary = 'xyzBoundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/v1/upload/image?type=profile',
      headers: { ...user.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    const imageUrl = uploaded.json().data as string;
    await app.inject({
      method: 'PUT',
      url: `/api/v1/users/${user.id}/profile`,
      headers: user.auth,
      payload: {
        profile: { city: '서울', profileImgUrl: imageUrl },
        certificates: [{ issueDate: '2020-05', certName: 'SQLD', issueOrganization: '한국데이터산업진흥원' }],
      },
    });
    await app.inject({
      method: 'PUT',
      url: `/api/v1/users/${user.id}/interest-categories`,
      headers: user.auth,
      payload: { interestedSkills: [{ id: 1 }] },
    });

    const res = await request(user, user.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    const mail = await lastMailTo(app, user.email);
    expect(mail?.kind).toBe('DELETE_ACCOUNT');
    expect(mail?.textBody).toContain('/ko/account/delete/confirm?token=');
    expect(mail?.token).toBeTruthy();
    // Nothing is deleted before the link is used.
    expect((await me(user)).statusCode).toBe(200);

    const done = await confirm(mail!.token!);
    expect(done.statusCode).toBe(200);
    const [row] = await app.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      email: `deleted-${user.id}@deleted.invalid`,
      status: 'DELETED',
      imageUrl: null,
      hasInterestField: false,
    });
    expect(row?.firstName).not.toBe('Test');
    expect(await app.database.db.select().from(talentProfiles).where(eq(talentProfiles.userId, user.id))).toEqual([]);
    expect(await app.database.db.select().from(storedFiles).where(eq(storedFiles.ownerId, user.id))).toEqual([]);
    expect((await app.inject({ method: 'GET', url: imageUrl })).statusCode).toBe(404);
    expect((await me(user)).statusCode).toBe(401);
    await expect(signIn(app, user.email)).rejects.toThrow();

    const again = await confirm(mail!.token!);
    expect(again.statusCode).toBe(400);
    expect(again.json().errorCode).toBe('TOKEN_INVALID');
  });

  it('lets a company user delete their account too', async () => {
    const user = await createVerifiedUser(app, { role: 'ORGANIZATION' });
    expect((await request(user, user.email)).statusCode).toBe(200);
    const mail = await lastMailTo(app, user.email);
    expect((await confirm(mail!.token!)).statusCode).toBe(200);
    expect((await me(user)).statusCode).toBe(401);
  });

  it('refuses unknown and blank tokens', async () => {
    expect((await confirm('not-a-real-token')).json().errorCode).toBe('TOKEN_INVALID');
    expect((await confirm('')).statusCode).toBe(400);
  });
});
