import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { TestApp } from '../../../test/helpers';
import { makeDemoPdf } from '../../seed/demo-pdf';

export type UploadFile = { name: string; content: Buffer; type?: string };

/** A multipart/form-data body with one part per file, named `files` unless told (and optional text fields). */
export function multipart(files: UploadFile[], fields: Record<string, string> = {}, fieldName = 'files') {
  const boundary = `----tb${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${fieldName}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/pdf'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const pdfBytes = (text = 'Business registration certificate') => makeDemoPdf([text]);
export const pngBytes = () =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: '#2563eb' } })
    .png()
    .toBuffer();
export const jpegBytes = () =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: '#16a34a' } })
    .jpeg()
    .toBuffer();
export const htmlBytes = () =>
  Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
export const svgBytes = () =>
  Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
/** The start of a Windows executable (MZ header and PE signature). */
export const exeBytes = () => {
  const b = Buffer.alloc(512);
  b.write('MZ', 0, 'latin1');
  b.writeUInt32LE(0x80, 0x3c);
  b.write('PE\0\0', 0x80, 'latin1');
  return b;
};

/** Fills what verification requires (name, CEO, country, phone). */
export async function fillRequiredInfo(app: TestApp, auth: Record<string, string>, orgId: number) {
  const res = await app.inject({
    method: 'PUT',
    url: `/api/v1/organizations/${orgId}`,
    headers: auth,
    payload: { companyName: 'Acme Korea', ceo: 'Kim Minsu', country: 'KR', phone: '+82 2-1234-5678' },
  });
  if (res.statusCode !== 200) throw new Error(`update failed: ${res.body}`);
}

export async function uploadFiles(app: TestApp, auth: Record<string, string>, orgId: number, files: UploadFile[]) {
  const body = multipart(files);
  return app.inject({
    method: 'POST',
    url: `/api/v1/organizations/${orgId}/verification-documents`,
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
}

/** Fills the required fields, uploads one PDF and applies: the organization is PENDING afterwards. */
export async function makePending(app: TestApp, auth: Record<string, string>, orgId: number) {
  await fillRequiredInfo(app, auth, orgId);
  const up = await uploadFiles(app, auth, orgId, [{ name: 'registration.pdf', content: pdfBytes() }]);
  if (up.statusCode !== 201) throw new Error(`upload failed: ${up.body}`);
  const apply = await app.inject({
    method: 'PATCH',
    url: `/api/v1/organizations/${orgId}/verification/apply`,
    headers: auth,
  });
  if (apply.statusCode !== 200) throw new Error(`apply failed: ${apply.body}`);
}
