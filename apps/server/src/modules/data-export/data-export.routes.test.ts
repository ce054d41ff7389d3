import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createVerifiedUser, lastMailTo, makeAdmin, type TestApp } from '../../../test/helpers';
import { dataExports, storageDeletions } from '../../db/schema/personal-data';
import { runDataExportPass } from '../../jobs/data-export-worker';
import { drainStorageDeletions } from '../../jobs/storage-deletions';
import { multipart, pdfBytes, pngBytes, uploadFiles } from '../organizations/organizations.test-support';
import { createResume, plainPdf, saveProfile, uploadTalentFile } from '../resumes/resumes.test-support';

type User = Awaited<ReturnType<typeof createVerifiedUser>>;
let app: TestApp;
let talent: User;
let other: User;
let company: User;
let photo: Buffer;

beforeAll(async () => {
  app = await createTestApp();
  talent = await createVerifiedUser(app, { firstName: '민지', lastName: '김' });
  other = await createVerifiedUser(app);
  company = await createVerifiedUser(app, { role: 'ORGANIZATION', companyName: 'Export Inc' });
  photo = await pngBytes();
  const body = multipart([{ name: 'me.png', content: photo, type: 'image/png' }], {}, 'file');
  const up = await app.inject({
    method: 'POST',
    url: '/api/v1/upload/image?type=profile',
    headers: { ...talent.auth, ...body.headers },
    payload: body.payload,
  });
  expect(up.statusCode).toBe(200);
});
afterAll(() => app.cleanup());

const request = (user: User) => app.inject({ method: 'POST', url: '/api/v1/user/data-exports', headers: user.auth });
const list = (user: User) => app.inject({ method: 'GET', url: '/api/v1/user/data-exports', headers: user.auth });
const download = (user: User, id: number) =>
  app.inject({ method: 'GET', url: `/api/v1/user/data-exports/${id}/download`, headers: user.auth });
const runWorker = () =>
  runDataExportPass({ db: app.database.db, storage: app.deps.storage, publicUrl: app.deps.config.publicUrl });
const unzip = (body: Buffer) => unzipSync(new Uint8Array(body));
const jsonIn = (files: Record<string, Uint8Array>, name: string) => JSON.parse(strFromU8(files[name] as Uint8Array));

describe('data export', () => {
  let exportId: number;

  it('queues a request once and shows its progress', async () => {
    const res = await request(talent);
    expect(res.statusCode).toBe(202);
    expect(res.json().data).toMatchObject({ status: 'PENDING', progress: 0, downloadUrl: null });
    exportId = res.json().data.id;
    expect((await request(talent)).json().data.id).toBe(exportId);
    expect((await list(talent)).json().data).toEqual([expect.objectContaining({ id: exportId, status: 'PENDING' })]);
    // Not ready yet: nothing to download.
    expect((await download(talent, exportId)).statusCode).toBe(404);
  });

  it('prepares the ZIP in the background, mails the owner and lets only them download it', async () => {
    expect(await runWorker()).toBe(1);
    const [ready] = (await list(talent)).json().data;
    expect(ready).toMatchObject({ id: exportId, status: 'READY', progress: 100 });
    expect(ready.downloadUrl).toBe(`/api/v1/user/data-exports/${exportId}/download`);
    expect(new Date(ready.expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    const mail = await lastMailTo(app, talent.email);
    expect(mail?.kind).toBe('EXPORT_READY');
    expect(mail?.textBody).toContain('/en/talent/mypage/settings#privacy');

    const res = await download(talent, exportId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="talentbridge-data-\d{4}-\d\d-\d\d\.zip"/,
    );
    const files = unzip(res.rawPayload);
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['README.txt', 'account.json', 'consents.json', 'profile.json', 'applications.json']),
    );
    const account = jsonIn(files, 'account.json');
    expect(account.account[0]).toMatchObject({ email: talent.email, first_name: '민지' });
    expect(account.account[0]).not.toHaveProperty('password_hash');
    expect(account.sessions[0]).not.toHaveProperty('token_hash');
    expect(jsonIn(files, 'consents.json').consents.map((c: { kind: string }) => c.kind)).toContain('PRIVACY');
    const upload = Object.keys(files).find((name) => name.startsWith('files/profile/') && name.endsWith('me.png'));
    expect(upload).toBeDefined();
    expect(Buffer.from(files[upload as string] as Uint8Array).equals(photo)).toBe(true);

    expect((await download(other, exportId)).statusCode).toBe(404);
    expect((await download(company, exportId)).statusCode).toBe(404);
    expect((await list(other)).json().data).toEqual([]);
  });

  it('streams a talent’s several files into the ZIP (a CV and two portfolios) with their résumés', async () => {
    const owner = await createVerifiedUser(app, { firstName: '서연', lastName: '이' });
    const pdfs = [plainPdf('CV 이서연'), plainPdf('Portfolio one'), plainPdf('Portfolio two')];
    for (const [i, pdf] of pdfs.entries()) {
      const kind = i === 0 ? 'CV' : 'PORTFOLIO';
      const up = await uploadTalentFile(app, owner.auth, owner.id, pdf, `file-${i}.pdf`, kind);
      expect(up.statusCode, up.body).toBe(201);
    }
    await saveProfile(app, owner.auth, owner.id);
    await createResume(app, owner.auth, owner.id, '국문 이력서', 'ko');
    const { id } = (await request(owner)).json().data;
    await runWorker();
    const [ready] = (await list(owner)).json().data;
    expect(ready).toMatchObject({ id, status: 'READY' });
    const res = await download(owner, id);
    expect(res.statusCode).toBe(200);
    // Streamed from the storage with its length known, and the same bytes the worker stored.
    expect(Number(res.headers['content-length'])).toBe(ready.sizeBytes);
    expect(res.rawPayload.length).toBe(ready.sizeBytes);
    const files = unzip(res.rawPayload);
    const cvs = Object.keys(files).filter((n) => n.startsWith('files/cv/'));
    const portfolios = Object.keys(files)
      .filter((n) => n.startsWith('files/portfolio/'))
      .sort();
    expect(cvs).toHaveLength(1);
    expect(portfolios).toHaveLength(2);
    expect(Buffer.from(files[cvs[0] as string] as Uint8Array).equals(pdfs[0] as Buffer)).toBe(true);
    const stored = portfolios.map((n) => Buffer.from(files[n] as Uint8Array));
    expect(stored.some((b) => b.equals(pdfs[1] as Buffer)) && stored.some((b) => b.equals(pdfs[2] as Buffer))).toBe(
      true,
    );
    const resumes = jsonIn(files, 'resumes.json');
    expect(resumes.resumes.map((r: { name: string }) => r.name)).toEqual(['국문 이력서']);
    expect(resumes.files).toHaveLength(3);
  });

  it('exports a company member’s organization and the documents they sent', async () => {
    const orgId = company.companyId as number;
    const up = await uploadFiles(app, company.auth, orgId, [{ name: 'registration.pdf', content: pdfBytes() }]);
    expect(up.statusCode).toBe(201);
    const { id } = (await request(company)).json().data;
    await runWorker();
    const files = unzip((await download(company, id)).rawPayload);
    expect(jsonIn(files, 'organization.json').organization[0]).toMatchObject({ id: orgId, name: 'Export Inc' });
    expect(Object.keys(files).some((n) => n.startsWith('files/verification-documents/'))).toBe(true);
    expect(files['profile.json']).toBeUndefined();
  });

  it('retries after a storage failure and takes over an export whose worker died', async () => {
    const { id } = (await request(other)).json().data;
    const putFile = app.deps.storage.putFile;
    app.deps.storage.putFile = async () => {
      throw new Error('storage unavailable');
    };
    try {
      await runWorker();
    } finally {
      app.deps.storage.putFile = putFile;
    }
    const [failed] = await app.database.db.select().from(dataExports).where(eq(dataExports.id, id));
    expect(failed).toMatchObject({ status: 'PENDING', attempts: 1, lastError: 'storage unavailable' });
    // A worker that died mid-way leaves RUNNING behind; once its lease ends another takes it.
    await app.database.db
      .update(dataExports)
      .set({ status: 'RUNNING', nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(dataExports.id, id));
    await runWorker();
    expect((await list(other)).json().data[0]).toMatchObject({ id, status: 'READY' });
  });

  it('expires after 7 days: the download is refused and the ZIP removed from storage', async () => {
    const [row] = await app.database.db.select().from(dataExports).where(eq(dataExports.id, exportId));
    await app.database.db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.id, exportId));
    const expired = await download(talent, exportId);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().errorCode).toBe('EXPORT_EXPIRED');
    expect((await list(talent)).json().data[0]).toMatchObject({ status: 'EXPIRED', downloadUrl: null });
    await runWorker();
    const queued = await app.database.db
      .select()
      .from(storageDeletions)
      .where(eq(storageDeletions.key, row?.storageKey as string));
    expect(queued).toHaveLength(1);
    await drainStorageDeletions(app.database.db, app.deps.storage);
    expect(await app.deps.storage.get(row?.storageKey as string)).toBeNull();
    expect((await download(talent, exportId)).statusCode).toBe(410);
  });

  it('is 401 without sign-in, 403 for administrators, 404 for an unknown id', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/v1/user/data-exports' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/v1/user/data-exports/1/download' })).statusCode).toBe(401);
    const admin = await createVerifiedUser(app);
    await makeAdmin(app, admin.id);
    expect((await request(admin)).statusCode).toBe(403);
    expect((await download(talent, 999_999)).statusCode).toBe(404);
    expect((await download(talent, 0)).statusCode).toBe(400);
  });
});
