import { TALENT_FILE_MAX_BYTES } from '@app/contract/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createVerifiedUser, type TestApp } from '../../../test/helpers';
import { pngBytes } from '../organizations/organizations.test-support';
import { pdfWithScript, plainPdf, uploadTalentFile } from './resumes.test-support';

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

const files = (user: User = talent, id = talent.id) =>
  app.inject({ method: 'GET', url: `/api/v1/users/${id}/files`, headers: user.auth });

describe("a talent's files", () => {
  let cvId: number;

  it('keeps a PDF, lists it and serves it back as an attachment', async () => {
    const res = await uploadTalentFile(app, talent.auth, talent.id, plainPdf('My CV'), '이력서 2026.pdf');
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ kind: 'CV', fileName: '이력서_2026.pdf', contentType: 'application/pdf' });
    cvId = res.json().data.id;
    expect((await files()).json().data.map((f: { id: number }) => f.id)).toEqual([cvId]);
    const download = await app.inject({
      method: 'GET',
      url: `/api/v1/users/${talent.id}/files/${cvId}`,
      headers: talent.auth,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.rawPayload.equals(plainPdf('My CV'))).toBe(true);
  });

  it('refuses what is not a PDF, too large, or able to run scripts', async () => {
    const png = await uploadTalentFile(app, talent.auth, talent.id, await pngBytes(), 'cv.pdf');
    expect([png.statusCode, png.json().errorCode]).toEqual([415, 'UNSUPPORTED_FILE_TYPE']);
    const big = Buffer.concat([plainPdf(), Buffer.alloc(TALENT_FILE_MAX_BYTES)]);
    const tooBig = await uploadTalentFile(app, talent.auth, talent.id, big);
    expect([tooBig.statusCode, tooBig.json().errorCode]).toEqual([413, 'FILE_TOO_LARGE']);
    const script = await uploadTalentFile(app, talent.auth, talent.id, pdfWithScript(), 'portfolio.pdf', 'PORTFOLIO');
    expect([script.statusCode, script.json().errorCode]).toEqual([415, 'PDF_ACTIVE_CONTENT']);
    const ko = await uploadTalentFile(app, { ...talent.auth, 'accept-language': 'ko' }, talent.id, pdfWithScript());
    expect(ko.json().message).toContain('스크립트');
    const notMultipart = await app.inject({
      method: 'POST',
      url: `/api/v1/users/${talent.id}/files`,
      headers: { ...talent.auth, 'content-type': 'application/json' },
      payload: {},
    });
    expect(notMultipart.statusCode).toBe(415);
    const embedded = Buffer.concat([plainPdf(), Buffer.from('3 0 obj\n<< /Type /EmbeddedFile >>\nendobj\n')]);
    const withFile = await uploadTalentFile(app, talent.auth, talent.id, embedded, 'x.pdf');
    expect(withFile.json().errorCode).toBe('PDF_ACTIVE_CONTENT');
    const bad = await uploadTalentFile(app, talent.auth, talent.id, plainPdf(), 'x.pdf', 'PHOTO');
    expect(bad.statusCode).toBe(400);
    expect((await files()).json().data).toHaveLength(1);
  });

  it('keeps five files at most', async () => {
    for (let i = 0; i < 4; i += 1) {
      expect(
        (await uploadTalentFile(app, talent.auth, talent.id, plainPdf(`p${i}`), `p${i}.pdf`, 'PORTFOLIO')).statusCode,
      ).toBe(201);
    }
    const sixth = await uploadTalentFile(app, talent.auth, talent.id, plainPdf('six'));
    expect([sixth.statusCode, sixth.json().errorCode]).toEqual([413, 'TOO_MANY_FILES']);
  });

  it("is the talent's alone", async () => {
    expect((await files(other)).statusCode).toBe(404);
    expect((await files(company)).statusCode).toBe(403);
    const path = `/api/v1/users/${talent.id}/files/${cvId}`;
    expect((await app.inject({ method: 'GET', url: path, headers: other.auth })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: path, headers: other.auth })).statusCode).toBe(404);
    const ownPath = `/api/v1/users/${other.id}/files/${cvId}`;
    expect((await app.inject({ method: 'GET', url: ownPath, headers: other.auth })).statusCode).toBe(404);
    expect((await uploadTalentFile(app, other.auth, talent.id, plainPdf())).statusCode).toBe(404);
    expect((await uploadTalentFile(app, company.auth, talent.id, plainPdf())).statusCode).toBe(403);
  });

  it('deletes a file and its bytes', async () => {
    const path = `/api/v1/users/${talent.id}/files/${cvId}`;
    expect((await app.inject({ method: 'DELETE', url: path, headers: talent.auth })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: path, headers: talent.auth })).statusCode).toBe(404);
    expect((await files()).json().data).toHaveLength(4);
  });
});
