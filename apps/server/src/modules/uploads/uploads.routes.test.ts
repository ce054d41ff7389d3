import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createVerifiedUser, type TestApp } from '../../../test/helpers';
import { storedFiles } from '../../db/schema/files';

type User = Awaited<ReturnType<typeof createVerifiedUser>>;
type FilePart = { name: string; type: string; bytes: Buffer };

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

/** A multipart/form-data body with text fields and at most one file under `file`. */
function form(fields: Record<string, string>, file?: FilePart) {
  const boundary = `----talentbridge${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function upload(user: User | null, file?: FilePart, query = '?type=profile', extra: Record<string, string> = {}) {
  const body = form({ type: 'profile', timestamp: String(Date.now()) }, file);
  return app.inject({
    method: 'POST',
    url: `/api/v1/upload/image${query}`,
    headers: { ...body.headers, ...(user?.auth ?? {}), ...extra },
    payload: body.payload,
  });
}

const image = (format: 'png' | 'jpeg' | 'gif' | 'webp', width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .toFormat(format)
    .toBuffer();

describe('POST /api/v1/upload/image', () => {
  it.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['gif', 'image/gif'],
    ['webp', 'image/webp'],
  ] as const)('accepts a %s and serves a WebP web copy', async (format, type) => {
    const res = await upload(talent, { name: `photo.${format}`, type, bytes: await image(format) });
    expect(res.statusCode).toBe(200);
    const url = res.json().data as string;
    expect(url).toMatch(/^\/api\/v1\/files\/images\/profile\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.webp$/);
    const file = await app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toContain('max-age=31536000');
    expect((await sharp(file.rawPayload).metadata()).format).toBe('webp');
  });

  it('shrinks large images to 800 px and records both files', async () => {
    const res = await upload(talent, {
      name: '내 사진 (1).png',
      type: 'image/png',
      bytes: await image('png', 1600, 1200),
    });
    expect(res.statusCode).toBe(200);
    const key = (res.json().data as string).replace('/api/v1/files/', '');
    const file = await app.inject({ method: 'GET', url: res.json().data });
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([800, 600]);
    const [web] = await app.database.db.select().from(storedFiles).where(eq(storedFiles.key, key));
    expect(web).toMatchObject({
      ownerId: talent.id,
      variant: 'WEB',
      contentType: 'image/webp',
      originalName: '내_사진_1_.png',
    });
    const rows = await app.database.db.select().from(storedFiles).where(eq(storedFiles.uploadId, web!.uploadId));
    const original = rows.find((r) => r.variant === 'ORIGINAL');
    expect(original).toMatchObject({ contentType: 'image/png', purpose: 'profile' });
    expect(original?.sizeBytes).toBeGreaterThan(0);
    // Originals are kept but never served.
    expect((await app.inject({ method: 'GET', url: `/api/v1/files/${original?.key}` })).statusCode).toBe(404);
  });

  it('files general images under image when no known type is given', async () => {
    const res = await upload(company, { name: 'logo.png', type: 'image/png', bytes: await image('png') }, '');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toContain('/images/profile/');
    const body = form({}, { name: 'logo.png', type: 'image/png', bytes: await image('png') });
    const plain = await app.inject({
      method: 'POST',
      url: '/api/v1/upload/image',
      headers: { ...body.headers, ...company.auth },
      payload: body.payload,
    });
    expect(plain.json().data).toContain('/images/image/');
  });

  it.each([
    [
      'a PNG name with PDF bytes',
      { name: 'cv.png', type: 'image/png', bytes: Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n') },
    ],
    [
      'an SVG with a script',
      {
        name: 'avatar.png',
        type: 'image/svg+xml',
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
    ],
    [
      'text declared image/png',
      { name: 'note.png', type: 'image/png', bytes: Buffer.from('just some text, not an image') },
    ],
    [
      'HTML declared image/jpeg',
      { name: 'x.jpg', type: 'image/jpeg', bytes: Buffer.from('<html><script>alert(1)</script></html>') },
    ],
    ['a BMP image', { name: 'x.png', type: 'image/png', bytes: Buffer.concat([Buffer.from('BM'), Buffer.alloc(60)]) }],
  ])('refuses %s with 415 and the allowed types', async (_label, file) => {
    const res = await upload(talent, file);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ errorCode: 'UNSUPPORTED_IMAGE_TYPE', data: null });
    expect(res.json().message).toMatch(/jpeg, png, gif and webp/);
  });

  it('gives the unsupported-type message in Korean', async () => {
    const res = await upload(
      talent,
      { name: 'cv.png', type: 'image/png', bytes: Buffer.from('%PDF-1.4 fake') },
      '?type=profile',
      { 'accept-language': 'KO' },
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(
      '지원하지 않는 파일 형식입니다. jpeg, png, gif, webp 형식의 이미지만 업로드할 수 있습니다.',
    );
  });

  it('accepts an image just under 5 MB (above the 1 MB JSON body limit)', async () => {
    const side = 1250;
    const bytes = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(bytes.length).toBeGreaterThan(4 * 1024 * 1024);
    expect(bytes.length).toBeLessThan(5 * 1024 * 1024);
    const res = await upload(talent, { name: 'noise.png', type: 'image/png', bytes });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const png = await image('png');
    const bytes = Buffer.concat([png, randomBytes(5 * 1024 * 1024)]);
    const res = await upload(talent, { name: 'big.png', type: 'image/png', bytes });
    expect(res.statusCode).toBe(413);
    expect(res.json().errorCode).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses a broken image whose first bytes look right', async () => {
    const png = await image('png', 200, 200);
    const res = await upload(talent, { name: 'broken.png', type: 'image/png', bytes: png.subarray(0, 60) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0]).toMatchObject({ path: 'file', key: 'validation.imageUnreadable' });
  });

  it('requires a file', async () => {
    const res = await upload(talent);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0]).toMatchObject({ path: 'file', key: 'validation.required' });
  });

  it('refuses a JSON body and a broken multipart body without a 500', async () => {
    const json = await app.inject({
      method: 'POST',
      url: '/api/v1/upload/image',
      headers: talent.auth,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const broken = await app.inject({
      method: 'POST',
      url: '/api/v1/upload/image',
      headers: { ...talent.auth, 'content-type': 'multipart/form-data; boundary=abc' },
      payload: '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nxx',
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
  });

  it('requires sign-in', async () => {
    const res = await upload(null, { name: 'a.png', type: 'image/png', bytes: await image('png') });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/v1/files/{key}', () => {
  it.each([
    '/api/v1/files/images/profile/2026/01/00000000-0000-0000-0000-000000000000.webp',
    '/api/v1/files/../../etc/passwd',
    '/api/v1/files/%2e%2e/%2e%2e/etc/passwd',
    '/api/v1/files/',
  ])('answers 404 for %s', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
  });
});

describe('using an upload', () => {
  it('sets it as the profile photo and the account photo of its owner only', async () => {
    const url = (await upload(talent, { name: 'me.png', type: 'image/png', bytes: await image('png') })).json().data;
    const mine = await app.inject({
      method: 'PUT',
      url: `/api/v1/users/${talent.id}/profile`,
      headers: talent.auth,
      payload: { profile: { profileImgUrl: url } },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.profile.profileImgUrl).toBe(url);
    const absolute = await app.inject({
      method: 'PUT',
      url: `/api/v1/users/${talent.id}/profile/summary`,
      headers: talent.auth,
      payload: { firstName: 'Min', lastName: 'Kim', imageUrl: `http://localhost:3000${url}` },
    });
    expect(absolute.statusCode).toBe(200);
    const theirs = await app.inject({
      method: 'PUT',
      url: `/api/v1/users/${other.id}/profile/summary`,
      headers: other.auth,
      payload: { firstName: 'Someone', lastName: 'Else', imageUrl: url },
    });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().fields[0]).toMatchObject({ path: 'imageUrl', key: 'validation.ownImage' });
  });
});
