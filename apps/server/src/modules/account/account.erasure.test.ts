import { DELETED_USER_NAME } from '@app/contract/rules/names';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createVerifiedUser, lastMailTo, type TestApp } from '../../../test/helpers';
import { type S3TestServer, startS3Server } from '../../../test/s3-server';
import { applications } from '../../db/schema/applications';
import { sessions } from '../../db/schema/auth';
import { storedFiles } from '../../db/schema/files';
import { applicationEvents } from '../../db/schema/hiring';
import { mailOutbox } from '../../db/schema/mail';
import { consentEvents, dataExports, storageDeletions, userConsents } from '../../db/schema/personal-data';
import { jobPostings } from '../../db/schema/postings';
import { applicationAttachments, resumes, talentFiles } from '../../db/schema/resumes';
import { talentSearch } from '../../db/schema/talent-discovery';
import { users } from '../../db/schema/users';
import { runDataExportPass } from '../../jobs/data-export-worker';
import { drainStorageDeletions } from '../../jobs/storage-deletions';
import { applied, newTalent } from '../hiring/hiring.test-support';
import { multipart, pngBytes } from '../organizations/organizations.test-support';
import { publishPosting, setOrganizationStatus } from '../postings/postings.test-support';
import { createResume, plainPdf, uploadTalentFile } from '../resumes/resumes.test-support';

type User = Awaited<ReturnType<typeof createVerifiedUser>>;
let s3: S3TestServer;
let app: TestApp;
let company: User;
let orgId: number;

beforeAll(async () => {
  s3 = await startS3Server();
  app = await createTestApp({ s3: s3.settings });
  company = await createVerifiedUser(app, { role: 'ORGANIZATION', companyName: '누리소프트' });
  orgId = company.companyId as number;
  await setOrganizationStatus(app, orgId, 'APPROVED');
});
afterAll(async () => {
  await app.cleanup();
  await s3.stop();
});

/** A talent who applied (and whose application the company opened), with a photo and a ready data export. */
async function talentWithHistory() {
  const { talent, appId } = await applied(app, company, orgId);
  const body = multipart([{ name: 'me.png', content: await pngBytes(), type: 'image/png' }], {}, 'file');
  const up = await app.inject({
    method: 'POST',
    url: '/api/v1/upload/image?type=profile',
    headers: { ...talent.auth, ...body.headers },
    payload: body.payload,
  });
  expect(up.statusCode).toBe(200);
  const opened = await app.inject({
    method: 'POST',
    url: `/api/v1/organizations/${orgId}/job-applications/${appId}/open`,
    headers: company.auth,
  });
  expect(opened.statusCode).toBe(200);
  await app.inject({ method: 'POST', url: '/api/v1/user/data-exports', headers: talent.auth });
  await runDataExportPass({ db: app.database.db, storage: app.deps.storage, publicUrl: app.deps.config.publicUrl });
  const keys = [
    ...(await app.database.db
      .select({ key: storedFiles.key })
      .from(storedFiles)
      .where(eq(storedFiles.ownerId, talent.id))),
    ...(await app.database.db
      .select({ key: dataExports.storageKey })
      .from(dataExports)
      .where(eq(dataExports.userId, talent.id))),
  ].map((r) => r.key as string);
  expect(keys.length).toBeGreaterThanOrEqual(2);
  for (const key of keys) expect(await app.deps.storage.get(key)).not.toBeNull();
  return { talent, appId, keys };
}

async function deleteAccount(user: User) {
  const req = await app.inject({
    method: 'POST',
    url: '/api/v1/user/delete/reqeust',
    headers: user.auth,
    payload: { email: user.email },
  });
  expect(req.statusCode).toBe(200);
  const mail = await lastMailTo(app, user.email);
  return app.inject({ method: 'POST', url: '/api/v1/user/delete/confirm', payload: { token: mail?.token } });
}

const rowsOf = async <T>(query: Promise<T[]>) => (await query).length;

describe('account erasure', () => {
  it('removes personal data, keeps the company’s application as an anonymous record and removes stored files', async () => {
    const { talent, appId, keys } = await talentWithHistory();
    const done = await deleteAccount(talent);
    expect(done.statusCode).toBe(200);
    const db = app.database.db;

    const [user] = await db.select().from(users).where(eq(users.id, talent.id));
    expect(user).toMatchObject({ status: 'DELETED', firstName: DELETED_USER_NAME.firstName, imageUrl: null });
    expect(user?.email).not.toBe(talent.email);
    const [application] = await db.select().from(applications).where(eq(applications.id, appId));
    expect(application).toMatchObject({
      applicantFirstName: DELETED_USER_NAME.firstName,
      applicantLastName: DELETED_USER_NAME.lastName,
    });
    const events = await db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, appId));
    expect(events.length).toBeGreaterThanOrEqual(2);
    expect(events.some((e) => e.actorUserId === talent.id)).toBe(false);
    expect(events.some((e) => e.actorUserId === company.id)).toBe(true);

    // The company still sees the application, under the placeholder name.
    const seen = await app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${orgId}/job-applications/${appId}`,
      headers: company.auth,
    });
    expect(seen.statusCode).toBe(200);
    expect(seen.body).toContain(DELETED_USER_NAME.firstName);
    expect(seen.body).not.toContain(talent.email);
    expect(seen.body).not.toContain('민지');
    // Where the server writes the name itself (the dashboard's alerts), it is in the reader's language.
    await db
      .update(jobPostings)
      .set({ documentsBy: '2026-01-01', interviewsBy: '2026-01-02' })
      .where(eq(jobPostings.id, application?.postingId as number));
    for (const [lang, name] of [
      ['en', 'Deleted user'],
      ['ko', '탈퇴한 사용자'],
    ]) {
      const alerts = await app.inject({
        method: 'GET',
        url: `/api/v1/organizations/${orgId}/fair-hiring/alerts`,
        headers: { ...company.auth, 'accept-language': lang as string },
      });
      expect(alerts.json().data.overdue).toContainEqual(
        expect.objectContaining({ applicationId: appId, talentName: name }),
      );
    }

    for (const [table, query] of [
      ['stored_files', db.select().from(storedFiles).where(eq(storedFiles.ownerId, talent.id))],
      ['data_exports', db.select().from(dataExports).where(eq(dataExports.userId, talent.id))],
      ['sessions', db.select().from(sessions).where(eq(sessions.userId, talent.id))],
      ['user_consents', db.select().from(userConsents).where(eq(userConsents.userId, talent.id))],
      ['consent_events', db.select().from(consentEvents).where(eq(consentEvents.userId, talent.id))],
      ['talent_search', db.select().from(talentSearch).where(eq(talentSearch.userId, talent.id))],
      ['mail_outbox', db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, talent.email))],
    ] as const) {
      expect([table, await rowsOf(query as Promise<unknown[]>)]).toEqual([table, 0]);
    }
    for (const key of keys) expect(await app.deps.storage.get(key)).toBeNull();
    expect(await rowsOf(db.select().from(storageDeletions))).toBe(0);
    expect((await app.inject({ method: 'GET', url: '/api/v1/user', headers: talent.auth })).statusCode).toBe(401);
  });

  it('erases résumés, CVs and what applications sent, bytes included', async () => {
    const talent = await newTalent(app);
    const up = await uploadTalentFile(app, talent.auth, talent.id, plainPdf('CV 민지'), 'cv.pdf');
    expect(up.statusCode, up.body).toBe(201);
    const fileId = up.json().data.id as number;
    const resume = await createResume(app, talent.auth, talent.id, '국문 이력서', 'ko');
    const postingId = await publishPosting(app, company.auth, orgId, { title: '이력서 공고' });
    const apply = await app.inject({
      method: 'POST',
      url: `/api/v1/jobs/${postingId}/apply`,
      headers: talent.auth,
      payload: { resumeId: resume.id, fileIds: [fileId], coverLetter: '안녕하세요, 민지입니다.' },
    });
    expect(apply.statusCode, apply.body).toBe(201);
    const appId = apply.json().data.applicationId as number;
    const db = app.database.db;
    const keys = (await db.select().from(talentFiles).where(eq(talentFiles.userId, talent.id))).map(
      (f) => f.storageKey,
    );
    for (const key of keys) expect(await app.deps.storage.get(key)).not.toBeNull();

    expect((await deleteAccount(talent)).statusCode).toBe(200);
    const [application] = await db.select().from(applications).where(eq(applications.id, appId));
    expect(application).toMatchObject({ resumeSnapshot: null, coverLetter: null });
    expect(await rowsOf(db.select().from(resumes).where(eq(resumes.userId, talent.id)))).toBe(0);
    expect(await rowsOf(db.select().from(talentFiles).where(eq(talentFiles.userId, talent.id)))).toBe(0);
    expect(
      await rowsOf(db.select().from(applicationAttachments).where(eq(applicationAttachments.applicationId, appId))),
    ).toBe(0);
    for (const key of keys) expect(await app.deps.storage.get(key)).toBeNull();
    // The company still has the anonymous record, without what was sent.
    const sent = await app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${orgId}/job-applications/${appId}`,
      headers: company.auth,
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).not.toContain('안녕하세요, 민지입니다.');
  });

  it('keeps deleting files after a storage failure until they are gone', async () => {
    const { talent, keys } = await talentWithHistory();
    const remove = app.deps.storage.remove;
    app.deps.storage.remove = async () => {
      throw new Error('storage unavailable');
    };
    try {
      // The database part commits even when the storage is down.
      expect((await deleteAccount(talent)).statusCode).toBe(200);
    } finally {
      app.deps.storage.remove = remove;
    }
    const db = app.database.db;
    const queued = await db.select().from(storageDeletions);
    expect(queued.map((q) => q.key).sort()).toEqual([...keys].sort());
    expect(queued.every((q) => q.lastError === 'storage unavailable' && q.attempts === 1)).toBe(true);
    for (const key of keys) expect(await app.deps.storage.get(key)).not.toBeNull();

    // Not due yet: the worker waits before trying again.
    expect(await drainStorageDeletions(db, app.deps.storage)).toEqual({ removed: 0, failed: 0 });
    await db.update(storageDeletions).set({ nextAttemptAt: sql`now() - interval '1 second'` });
    expect(await drainStorageDeletions(db, app.deps.storage)).toEqual({ removed: keys.length, failed: 0 });
    for (const key of keys) expect(await app.deps.storage.get(key)).toBeNull();
    expect(await rowsOf(db.select().from(storageDeletions))).toBe(0);
  });

  it('lets a company member leave: membership ends, the organization stays', async () => {
    const member = await createVerifiedUser(app, { role: 'ORGANIZATION', companyName: 'Solo Inc' });
    expect((await deleteAccount(member)).statusCode).toBe(200);
    const [row] = await app.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.status).toBe('DELETED');
    const org = await app.database.db.execute(sql`select id from organizations where id = ${member.companyId}`);
    expect((org as unknown as { rows: unknown[] }).rows).toHaveLength(1);
  });
});
