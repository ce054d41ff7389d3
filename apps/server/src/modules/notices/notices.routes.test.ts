import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createVerifiedUser, makeAdmin, type TestApp } from '../../../test/helpers';
import { mailOutbox } from '../../db/schema/mail';
import { serviceNotices } from '../../db/schema/notices';
import { notifications } from '../../db/schema/notifications';
import { notificationSettings, users } from '../../db/schema/users';

type User = Awaited<ReturnType<typeof createVerifiedUser>>;

let app: TestApp;
let admin: User;
let talentKo: User;
let talentEn: User;
let talentQuiet: User;
let talentNoMail: User;
let companyUser: User;

beforeAll(async () => {
  app = await createTestApp();
  admin = await createVerifiedUser(app, { firstName: 'Ada' });
  await makeAdmin(app, admin.id);
  talentKo = await createVerifiedUser(app, { locale: 'ko', firstName: '민지' });
  talentEn = await createVerifiedUser(app, { firstName: 'James' });
  talentQuiet = await createVerifiedUser(app, { firstName: 'Quiet' });
  talentNoMail = await createVerifiedUser(app, { firstName: 'NoMail' });
  companyUser = await createVerifiedUser(app, { role: 'ORGANIZATION', locale: 'ko' });
  const db = app.database.db;
  await db
    .update(notificationSettings)
    .set({ noticeNotiFlag: false })
    .where(eq(notificationSettings.userId, talentQuiet.id));
  await db
    .update(notificationSettings)
    .set({ emailNotiFlag: false })
    .where(eq(notificationSettings.userId, talentNoMail.id));
});
afterAll(() => app.cleanup());

const body = (overrides: Record<string, unknown> = {}) => ({
  titleEn: 'Scheduled maintenance on Sunday',
  titleKo: '일요일 정기 점검 안내',
  bodyEn: 'TalentBridge is unavailable on Sunday from 02:00 to 04:00 (KST).',
  bodyKo: '일요일 02:00부터 04:00(한국 시간)까지 서비스를 이용할 수 없습니다.',
  audience: 'ALL',
  ...overrides,
});
const publish = (payload: unknown, user: User = admin) =>
  app.inject({ method: 'POST', url: '/api/v1/admin/notices', headers: user.auth, payload: payload as object });
const notesOf = (userId: number, noticeId: number) =>
  app.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'SERVICE_NOTICE')))
    .then((rows) => rows.filter((r) => r.params.noticeId === noticeId));
const noticeMailsOf = (email: string) =>
  app.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'SERVICE_NOTICE')));

describe('POST /api/v1/admin/notices', () => {
  it('notifies every active user of the audience and mails those with e-mail and notices on', async () => {
    const pending = await app.database.db.select({ n: users.id }).from(users);
    const res = await publish(body());
    expect(res.statusCode).toBe(201);
    const notice = res.json().data;
    expect(notice).toMatchObject({
      titleEn: 'Scheduled maintenance on Sunday',
      titleKo: '일요일 정기 점검 안내',
      audience: 'ALL',
      createdBy: { id: admin.id, name: 'Ada User', email: admin.email },
    });
    // Talents and companies (whatever their mail settings), not the administrator.
    for (const u of [talentKo, talentEn, talentNoMail, talentQuiet, companyUser]) {
      expect(await notesOf(u.id, notice.id)).toHaveLength(1);
    }
    expect(await notesOf(admin.id, notice.id)).toHaveLength(0);
    expect(notice.recipientCount).toBe(5);
    expect(notice.recipientCount).toBeLessThan(pending.length);
    expect(notice.mailCount).toBe(3);

    const [ko] = await noticeMailsOf(talentKo.email);
    expect(ko).toMatchObject({ locale: 'ko', subject: '[TalentBridge 공지] 일요일 정기 점검 안내' });
    expect(ko?.textBody).toContain('일요일 02:00부터 04:00');
    expect(ko?.textBody).toContain('‘서비스 공지’');
    expect(ko?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const [en] = await noticeMailsOf(talentEn.email);
    expect(en?.subject).toBe('TalentBridge notice: Scheduled maintenance on Sunday');
    expect(await noticeMailsOf(talentNoMail.email)).toHaveLength(0);
    expect(await noticeMailsOf(talentQuiet.email)).toHaveLength(0);

    // Each reader sees it in their language and can open the whole notice.
    const list = await app.inject({
      method: 'GET',
      url: `/api/v1/users/${talentKo.id}/notifications`,
      headers: { ...talentKo.auth, 'accept-language': 'ko' },
    });
    expect(list.json().data.data[0]).toMatchObject({ type: 'SERVICE_NOTICE', message: '공지: 일요일 정기 점검 안내' });
    const read = await app.inject({
      method: 'GET',
      url: `/api/v1/notices/${notice.id}`,
      headers: { ...talentEn.auth, 'accept-language': 'en' },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({
      id: notice.id,
      title: 'Scheduled maintenance on Sunday',
      body: 'TalentBridge is unavailable on Sunday from 02:00 to 04:00 (KST).',
    });
  });

  it('reaches only talents or only companies when the audience says so', async () => {
    const toTalents = (await publish(body({ audience: 'TALENTS', titleEn: 'For talents' }))).json().data;
    expect(await notesOf(talentEn.id, toTalents.id)).toHaveLength(1);
    expect(await notesOf(companyUser.id, toTalents.id)).toHaveLength(0);
    const toCompanies = (await publish(body({ audience: 'COMPANIES', titleEn: 'For companies' }))).json().data;
    expect(toCompanies.recipientCount).toBe(1);
    expect(await notesOf(companyUser.id, toCompanies.id)).toHaveLength(1);
    expect(await notesOf(talentEn.id, toCompanies.id)).toHaveLength(0);

    // A notice is readable only by its audience (and administrators).
    const get = (user: User, id: number) =>
      app.inject({ method: 'GET', url: `/api/v1/notices/${id}`, headers: user.auth });
    expect((await get(talentEn, toCompanies.id)).statusCode).toBe(404);
    expect((await get(companyUser, toTalents.id)).statusCode).toBe(404);
    expect((await get(companyUser, toCompanies.id)).statusCode).toBe(200);
    expect((await get(admin, toTalents.id)).statusCode).toBe(200);
    expect((await get(talentEn, 999_999)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/v1/notices/${toTalents.id}` })).statusCode).toBe(401);
  });

  it('refuses bad input with the failing fields, and creates nothing', async () => {
    const before = (await app.inject({ method: 'GET', url: '/api/v1/admin/notices', headers: admin.auth })).json().data
      .totalElementCount;
    const res = await publish({ ...body({ titleKo: '   ', audience: 'EVERYONE', bodyEn: 'x'.repeat(4001) }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('VALIDATION_FAILED');
    const paths = res
      .json()
      .fields.map((f: { path: string }) => f.path)
      .sort();
    expect(paths).toEqual(['audience', 'bodyEn', 'titleKo']);
    expect((await publish({ ...body(), extra: 1 })).statusCode).toBe(400);
    const { titleEn: _omitted, ...missing } = body();
    expect((await publish(missing)).statusCode).toBe(400);
    const after = (await app.inject({ method: 'GET', url: '/api/v1/admin/notices', headers: admin.auth })).json().data
      .totalElementCount;
    expect(after).toBe(before);
  });

  it('publishes a double-clicked notice once, even when both requests arrive together', async () => {
    const twice = body({ titleEn: 'Double click', audience: 'TALENTS' });
    const results = await Promise.all([publish(twice), publish(twice)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const refused = results.find((r) => r.statusCode === 409);
    expect(refused?.json().errorCode).toBe('NOTICE_DUPLICATE');
    const published = results.find((r) => r.statusCode === 201)?.json().data;
    expect(await notesOf(talentEn.id, published.id)).toHaveLength(1);
    const doubles = await app.database.db
      .select()
      .from(serviceNotices)
      .where(eq(serviceNotices.titleEn, 'Double click'));
    expect(doubles).toHaveLength(1);

    // Another audience is another notice; the same one again a minute later is sent again.
    expect((await publish({ ...twice, audience: 'ALL' })).statusCode).toBe(201);
    await app.database.db
      .update(serviceNotices)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(serviceNotices.id, published.id));
    expect((await publish(twice)).statusCode).toBe(201);
  });

  it('is for administrators only', async () => {
    expect((await publish(body(), talentEn)).statusCode).toBe(403);
    expect((await publish(body(), companyUser)).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/api/v1/admin/notices', payload: body() })).statusCode).toBe(401);
    for (const user of [talentEn, companyUser]) {
      const res = await app.inject({ method: 'GET', url: '/api/v1/admin/notices', headers: user.auth });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('GET /api/v1/admin/notices', () => {
  it('lists notices newest first, in pages', async () => {
    await publish(body({ titleEn: 'Page test A' }));
    await publish(body({ titleEn: 'Page test B' }));
    const res = await app.inject({ method: 'GET', url: '/api/v1/admin/notices?page=1&size=2', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page.data.map((n: { titleEn: string }) => n.titleEn)).toEqual(['Page test B', 'Page test A']);
    expect(page.pageNumber).toBe(1);
    expect(page.last).toBe(false);
    expect(page.totalElementCount).toBeGreaterThanOrEqual(4);
    const second = await app.inject({ method: 'GET', url: '/api/v1/admin/notices?page=2&size=2', headers: admin.auth });
    expect(second.json().data.data).toHaveLength(2);
    const bad = await app.inject({ method: 'GET', url: '/api/v1/admin/notices?size=0', headers: admin.auth });
    expect(bad.statusCode).toBe(400);
  });
});
