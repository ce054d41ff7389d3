import { DOCUMENT_MAX_BYTES } from '@app/contract/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createVerifiedUser, makeAdmin, type TestApp } from '../../../test/helpers';
import {
  exeBytes,
  fillRequiredInfo,
  htmlBytes,
  jpegBytes,
  multipart,
  pdfBytes,
  pngBytes,
  svgBytes,
  uploadFiles,
} from './organizations.test-support';

type User = Awaited<ReturnType<typeof createVerifiedUser>>;

let app: TestApp;
let company: User;
let other: User;
let talent: User;
let admin: User;
let orgId: number;
let base: string;

beforeAll(async () => {
  app = await createTestApp();
  company = await createVerifiedUser(app, { role: 'ORGANIZATION', companyName: 'Docs Inc', locale: 'ko' });
  other = await createVerifiedUser(app, { role: 'ORGANIZATION', companyName: 'Other' });
  talent = await createVerifiedUser(app);
  admin = await createVerifiedUser(app);
  await makeAdmin(app, admin.id);
  orgId = company.companyId as number;
  base = `/api/v1/organizations/${orgId}/verification-documents`;
});
afterAll(() => app.cleanup());

describe('uploading verification documents', () => {
  it('stores several PDF, JPEG and PNG files at once, typed by their bytes', async () => {
    const res = await uploadFiles(app, company.auth, orgId, [
      { name: '사업자등록증.pdf', content: pdfBytes() },
      { name: 'scan.jpeg', content: await jpegBytes(), type: 'image/jpeg' },
      // Named .pdf but really a PNG: fine, stored and served as PNG.
      { name: 'license.pdf', content: await pngBytes() },
    ]);
    expect(res.statusCode).toBe(201);
    const { uploaded, failed } = res.json().data;
    expect(failed).toEqual([]);
    expect(uploaded.map((d: { fileName: string; contentType: string }) => [d.fileName, d.contentType])).toEqual([
      ['사업자등록증.pdf', 'application/pdf'],
      ['scan.jpeg', 'image/jpeg'],
      ['license.png', 'image/png'],
    ]);
  });

  it('rejects documents that lie about their type (HTML, SVG, executable named .pdf)', async () => {
    for (const content of [htmlBytes(), svgBytes(), exeBytes(), Buffer.alloc(0)]) {
      const res = await uploadFiles(app, company.auth, orgId, [{ name: 'registration.pdf', content }]);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ errorCode: 'UNSUPPORTED_FILE_TYPE', data: null });
      expect(res.json().fields).toEqual([
        expect.objectContaining({ path: 'files[0]', key: 'errors.UNSUPPORTED_FILE_TYPE' }),
      ]);
    }
  });

  it('keeps the good files of a multi-file upload and reports the bad one in the caller language', async () => {
    const res = await app.inject({
      ...(() => {
        const body = multipart([
          { name: 'good-1.pdf', content: pdfBytes('one') },
          { name: 'evil.pdf', content: htmlBytes() },
          { name: 'good-2.pdf', content: pdfBytes('two') },
        ]);
        return { payload: body.payload, headers: { ...company.auth, ...body.headers, 'accept-language': 'KO' } };
      })(),
      method: 'POST',
      url: base,
    });
    expect(res.statusCode).toBe(201);
    const { uploaded, failed } = res.json().data;
    expect(uploaded.map((d: { fileName: string }) => d.fileName)).toEqual(['good-1.pdf', 'good-2.pdf']);
    expect(failed).toEqual([
      { fileName: 'evil.pdf', errorCode: 'UNSUPPORTED_FILE_TYPE', message: expect.stringContaining('지원하지 않는') },
    ]);
  });

  it('rejects a file over 10 MB but keeps the others', async () => {
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(DOCUMENT_MAX_BYTES + 1 - pdfBytes().length, 0x20)]);
    const alone = await uploadFiles(app, company.auth, orgId, [{ name: 'big.pdf', content: big }]);
    expect(alone.statusCode).toBe(413);
    expect(alone.json().errorCode).toBe('FILE_TOO_LARGE');
    const mixed = await uploadFiles(app, company.auth, orgId, [
      { name: 'big.pdf', content: big },
      { name: 'small.pdf', content: pdfBytes() },
    ]);
    expect(mixed.statusCode).toBe(201);
    expect(mixed.json().data.failed).toEqual([
      expect.objectContaining({ fileName: 'big.pdf', errorCode: 'FILE_TOO_LARGE' }),
    ]);
    expect(mixed.json().data.uploaded).toHaveLength(1);
  });

  it('refuses too many files in one request, a body that is not multipart, and an empty form', async () => {
    const many = Array.from({ length: 11 }, (_, i) => ({ name: `d${i}.pdf`, content: pdfBytes() }));
    const res = await uploadFiles(app, company.auth, orgId, many);
    expect(res.statusCode).toBe(413);
    expect(res.json().errorCode).toBe('TOO_MANY_FILES');
    const json = await app.inject({ method: 'POST', url: base, headers: company.auth, payload: { files: [] } });
    expect(json.statusCode).toBe(415);
    const empty = multipart([], { note: 'no files' });
    const none = await app.inject({
      method: 'POST',
      url: base,
      headers: { ...company.auth, ...empty.headers },
      payload: empty.payload,
    });
    expect(none.statusCode).toBe(400);
    const broken = await app.inject({
      method: 'POST',
      url: base,
      headers: { ...company.auth, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\n\r\n%PDF-1.4 trunc',
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
  });

  it('is for members only', async () => {
    const files = [{ name: 'x.pdf', content: pdfBytes() }];
    expect((await uploadFiles(app, other.auth, orgId, files)).statusCode).toBe(404);
    expect((await uploadFiles(app, talent.auth, orgId, files)).statusCode).toBe(403);
    expect((await uploadFiles(app, admin.auth, orgId, files)).statusCode).toBe(403);
    expect((await uploadFiles(app, {}, orgId, files)).statusCode).toBe(401);
  });
});

describe('listing, downloading and deleting documents', () => {
  it('lists documents for members and admins only', async () => {
    const res = await app.inject({ method: 'GET', url: base, headers: company.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.length).toBeGreaterThanOrEqual(5);
    expect((await app.inject({ method: 'GET', url: base, headers: admin.auth })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: base, headers: other.auth })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: base, headers: talent.auth })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: base })).statusCode).toBe(401);
  });

  it('serves a document as an attachment with its detected type and nosniff; inline on request', async () => {
    const list = (await app.inject({ method: 'GET', url: base, headers: company.auth })).json().data;
    const png = list.find((d: { contentType: string }) => d.contentType === 'image/png');
    const res = await app.inject({ method: 'GET', url: png.downloadUrl, headers: company.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="license.png"/);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.rawPayload.equals(await pngBytes())).toBe(true);

    const pdf = list.find((d: { fileName: string }) => d.fileName === '사업자등록증.pdf');
    const inline = await app.inject({ method: 'GET', url: `${pdf.downloadUrl}?inline=1`, headers: admin.auth });
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.headers['content-disposition']).toContain('inline;');
    expect(inline.headers['content-disposition']).toContain("filename*=UTF-8''%EC%82%AC");
    expect(inline.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('never lets another organization, a talent or an anonymous caller download, nor reaches documents of other organizations', async () => {
    const list = (await app.inject({ method: 'GET', url: base, headers: company.auth })).json().data;
    const url = list[0].downloadUrl;
    expect((await app.inject({ method: 'GET', url, headers: other.auth })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url, headers: talent.auth })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    // The other company's own organization path with this document's id: not found either.
    const crossed = `/api/v1/organizations/${other.companyId}/verification-documents/${list[0].id}`;
    expect((await app.inject({ method: 'GET', url: crossed, headers: other.auth })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: crossed, headers: other.auth })).statusCode).toBe(404);
  });

  it('deletes a document while not applied; 404 after; not for others', async () => {
    const list = (await app.inject({ method: 'GET', url: base, headers: company.auth })).json().data;
    const url = list[list.length - 1].downloadUrl;
    expect((await app.inject({ method: 'DELETE', url, headers: other.auth })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url, headers: talent.auth })).statusCode).toBe(403);
    expect((await app.inject({ method: 'DELETE', url, headers: admin.auth })).statusCode).toBe(403);
    const res = await app.inject({ method: 'DELETE', url, headers: company.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, message: 'OK', data: null });
    expect((await app.inject({ method: 'GET', url, headers: company.auth })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url, headers: company.auth })).statusCode).toBe(404);
  });

  it('refuses uploads and deletions while PENDING', async () => {
    await fillRequiredInfo(app, company.auth, orgId);
    const apply = await app.inject({
      method: 'PATCH',
      url: `/api/v1/organizations/${orgId}/verification/apply`,
      headers: company.auth,
    });
    expect(apply.statusCode).toBe(200);
    const list = (await app.inject({ method: 'GET', url: base, headers: company.auth })).json().data;
    const del = await app.inject({ method: 'DELETE', url: list[0].downloadUrl, headers: company.auth });
    expect(del.statusCode).toBe(409);
    expect(del.json().errorCode).toBe('ORGANIZATION_LOCKED');
    const up = await uploadFiles(app, company.auth, orgId, [{ name: 'late.pdf', content: pdfBytes() }]);
    expect(up.statusCode).toBe(409);
    expect(up.json().errorCode).toBe('ORGANIZATION_LOCKED');
  });
});
