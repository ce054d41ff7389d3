import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createVerifiedUser, type TestApp } from '../../../test/helpers';
import { applications } from '../../db/schema/applications';
import { anonymizeExpiredApplications } from '../fair-hiring/fair-hiring.sweep.service';
import { publishPosting, setOrganizationStatus } from '../postings/postings.test-support';
import { createResume, koreanProfile, pdfText, plainPdf, saveProfile, uploadTalentFile } from './resumes.test-support';

type User = Awaited<ReturnType<typeof createVerifiedUser>>;

let app: TestApp;
let company: User;
let otherCompany: User;
let talent: User;
let orgId: number;

beforeAll(async () => {
  app = await createTestApp();
  company = await createVerifiedUser(app, { role: 'ORGANIZATION', companyName: '누리소프트' });
  otherCompany = await createVerifiedUser(app, { role: 'ORGANIZATION', companyName: 'BlueWave' });
  talent = await createVerifiedUser(app, { firstName: '지민', lastName: '김' });
  orgId = company.companyId as number;
  await setOrganizationStatus(app, orgId, 'APPROVED');
  await setOrganizationStatus(app, otherCompany.companyId as number, 'APPROVED');
  await saveProfile(app, talent.auth, talent.id);
});
afterAll(() => app.cleanup());

const apply = (postingId: number, payload?: object, user: User = talent) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/jobs/${postingId}/apply`,
    headers: user.auth,
    ...(payload ? { payload } : {}),
  });
const sent = (appId: number, user: User = company, org = orgId, path = '') =>
  app.inject({
    method: 'GET',
    url: `/api/v1/organizations/${org}/job-applications/${appId}/resume${path}`,
    headers: user.auth,
  });

describe('applying with a chosen résumé, files and a cover letter', () => {
  let appId: number;
  let portfolioId: number;
  let englishId: number;

  it('stores the chosen version, the files and the letter on the application', async () => {
    await createResume(app, talent.auth, talent.id, '국문 이력서', 'ko');
    const profileContent = (await createResume(app, talent.auth, talent.id, 'English', 'en')).content as {
      basics: Record<string, unknown>;
    };
    const english = await createResume(app, talent.auth, talent.id, 'English résumé', 'en', {
      ...profileContent,
      basics: { ...profileContent.basics, name: 'Jimin Kim', headline: 'Backend engineer' },
    });
    englishId = english.id;
    const upload = await uploadTalentFile(
      app,
      talent.auth,
      talent.id,
      plainPdf('Portfolio'),
      'portfolio.pdf',
      'PORTFOLIO',
    );
    portfolioId = upload.json().data.id;
    const postingId = await publishPosting(app, company.auth, orgId, { title: '서버 개발자' });
    const res = await apply(postingId, {
      resumeId: englishId,
      fileIds: [portfolioId],
      coverLetter: 'I would love to join.',
    });
    expect(res.statusCode).toBe(201);
    appId = res.json().data.applicationId;

    const view = await sent(appId);
    expect(view.statusCode).toBe(200);
    expect(view.json().data).toMatchObject({
      applicationId: appId,
      coverLetter: 'I would love to join.',
      resume: { name: 'English résumé', language: 'en', content: { basics: { name: 'Jimin Kim' } } },
      attachments: [{ kind: 'PORTFOLIO', fileName: 'portfolio.pdf', contentType: 'application/pdf' }],
    });
  });

  it('shows the snapshot unchanged after the profile, the version and the file change', async () => {
    const before = (await sent(appId)).json().data;
    const changed = koreanProfile();
    changed.workExperiences[0] = { ...changed.workExperiences[0], companyName: '토스' } as never;
    await saveProfile(app, talent.auth, talent.id, changed);
    const version = (
      await app.inject({ method: 'GET', url: `/api/v1/users/${talent.id}/resumes/${englishId}`, headers: talent.auth })
    ).json().data;
    await app.inject({
      method: 'PUT',
      url: `/api/v1/users/${talent.id}/resumes/${englishId}`,
      headers: talent.auth,
      payload: {
        name: 'Renamed',
        language: 'en',
        content: { ...version.content, basics: { ...version.content.basics, name: 'Someone else' } },
      },
    });
    await app.inject({
      method: 'DELETE',
      url: `/api/v1/users/${talent.id}/files/${portfolioId}`,
      headers: talent.auth,
    });
    const after = (await sent(appId)).json().data;
    expect(after).toEqual(before);
    // The deleted file's bytes stay for the company.
    const file = await sent(appId, company, orgId, '').then(() =>
      app.inject({
        method: 'GET',
        url: `/api/v1/organizations/${orgId}/job-applications/${appId}/attachments/${after.attachments[0].id}`,
        headers: company.auth,
      }),
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
    expect(file.rawPayload.equals(plainPdf('Portfolio'))).toBe(true);
  });

  it("prints the sent résumé stamped with the company's name and the date", async () => {
    const res = await sent(appId, company, orgId, '.pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Jimin Kim');
    expect(text).toContain('카카오페이');
    expect(text).toContain(`Sent to 누리소프트 on ${new Date().toISOString().slice(0, 10)}`);
  });

  it('is for the posting company only', async () => {
    for (const path of ['', '.pdf']) {
      expect((await sent(appId, otherCompany, otherCompany.companyId as number, path)).statusCode).toBe(404);
      expect((await sent(appId, otherCompany, orgId, path)).statusCode).toBe(404);
      expect((await sent(appId, talent, orgId, path)).statusCode).toBe(403);
    }
    const attachment = `/api/v1/organizations/${orgId}/job-applications/${appId}/attachments/1`;
    expect((await app.inject({ method: 'GET', url: attachment, headers: otherCompany.auth })).statusCode).toBe(404);
  });

  it("refuses another talent's résumé or files and too long a letter", async () => {
    const other = await createVerifiedUser(app);
    await saveProfile(app, other.auth, other.id);
    const postingId = await publishPosting(app, company.auth, orgId, { title: '프론트엔드 개발자' });
    const wrongResume = await apply(postingId, { resumeId: englishId }, other);
    expect(wrongResume.statusCode).toBe(400);
    expect(wrongResume.json().fields[0].path).toBe('resumeId');
    const file = await uploadTalentFile(app, talent.auth, talent.id, plainPdf('CV'));
    const wrongFile = await apply(postingId, { fileIds: [file.json().data.id] }, other);
    expect(wrongFile.json().fields[0].path).toBe('fileIds');
    const long = await apply(postingId, { coverLetter: 'x'.repeat(5001) }, other);
    expect(long.statusCode).toBe(400);
    const unknown = await apply(postingId, { resumeId: 1, status: 'HIRED' }, other);
    expect(unknown.statusCode).toBe(400);
    // Nothing was applied by the refused attempts: applying without a body sends the profile itself.
    const plain = await apply(postingId, undefined, other);
    expect(plain.statusCode).toBe(201);
    const view = (await sent(plain.json().data.applicationId)).json().data;
    expect(view).toMatchObject({
      coverLetter: null,
      attachments: [],
      resume: { name: 'Profile', language: 'en', fromProfile: true },
    });
  });

  it('sends the default version when none is chosen', async () => {
    const postingId = await publishPosting(app, company.auth, orgId, { title: '데이터 엔지니어' });
    const res = await apply(postingId);
    expect(res.statusCode).toBe(201);
    const view = (await sent(res.json().data.applicationId)).json().data;
    expect(view.resume).toMatchObject({ name: '국문 이력서', language: 'ko', fromProfile: false });
  });
});

describe('after the retention window', () => {
  it('keeps the résumé as sent and its files from the company; the talent keeps their own file', async () => {
    const file = await uploadTalentFile(app, talent.auth, talent.id, plainPdf('Window CV'), 'window-cv.pdf');
    const fileId = file.json().data.id as number;
    const postingId = await publishPosting(app, company.auth, orgId, { title: '데이터 엔지니어' });
    const res = await apply(postingId, { fileIds: [fileId], coverLetter: '잘 부탁드립니다.' });
    expect(res.statusCode).toBe(201);
    const appId = res.json().data.applicationId as number;
    const attachmentId = (await sent(appId)).json().data.attachments[0].id as number;
    const attachment = `/api/v1/organizations/${orgId}/job-applications/${appId}/attachments/${attachmentId}`;
    expect((await app.inject({ method: 'GET', url: attachment, headers: company.auth })).statusCode).toBe(200);
    const rejected = await app.inject({
      method: 'POST',
      url: `/api/v1/organizations/${orgId}/job-applications/${appId}/reject`,
      headers: company.auth,
      payload: { content: '감사합니다.', emailNotiFlag: false },
    });
    expect(rejected.statusCode).toBe(200);
    const decidedAt = new Date('2026-04-01T00:00:00Z');
    await app.database.db.update(applications).set({ decidedAt }).where(eq(applications.id, appId));
    // Within the window the company still reads what was sent; once it ends, none of it.
    await anonymizeExpiredApplications(app.database.db, new Date(decidedAt.getTime() + 29 * 86_400_000));
    expect((await sent(appId)).statusCode).toBe(200);
    await anonymizeExpiredApplications(app.database.db, new Date(decidedAt.getTime() + 30 * 86_400_000));
    for (const path of ['', '.pdf']) expect((await sent(appId, company, orgId, path)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: attachment, headers: company.auth })).statusCode).toBe(404);
    // The bytes are the talent's own upload too: still theirs to download.
    const own = await app.inject({
      method: 'GET',
      url: `/api/v1/users/${talent.id}/files/${fileId}`,
      headers: talent.auth,
    });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(plainPdf('Window CV'))).toBe(true);
  });
});
