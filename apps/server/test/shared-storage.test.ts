import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { multipart, pngBytes, uploadFiles } from '../src/modules/organizations/organizations.test-support';
import { createTestApp, createVerifiedUser, type TestApp } from './helpers';
import { type S3TestServer, startS3Server } from './s3-server';

/**
 * Two instances on one database, each with its own DATA_DIR, sharing one bucket: files cross instances, and so does
 * what lives in the database (sign-in throttling here; mail in outbox-worker.faults.test.ts).
 */
let s3: S3TestServer;
let first: TestApp;
let second: Awaited<ReturnType<typeof buildApp>>;
let secondDataDir: string;

beforeAll(async () => {
  s3 = await startS3Server();
  first = await createTestApp({ s3: s3.settings });
  secondDataDir = await mkdtemp(path.join(os.tmpdir(), 'tb-second-'));
  second = await buildApp({
    config: { ...first.deps.config, dataDir: secondDataDir },
    database: first.database,
    logger: false,
  });
});
afterAll(async () => {
  await second.close();
  await first.cleanup();
  await rm(secondDataDir, { recursive: true, force: true });
  await s3.stop();
});

describe('two instances with S3 storage', () => {
  it('serves through one instance the image uploaded through the other', async () => {
    const talent = await createVerifiedUser(first);
    const body = multipart(
      [{ name: 'photo.png', content: await pngBytes(), type: 'image/png' }],
      { type: 'profile' },
      'file',
    );
    const res = await first.inject({
      method: 'POST',
      url: '/api/v1/upload/image?type=profile',
      headers: { ...body.headers, ...talent.auth },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json().data, 'http://localhost').pathname;
    const served = await second.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.equals((await first.inject({ method: 'GET', url })).rawPayload)).toBe(true);
  });

  it('serves through one instance the verification document uploaded through the other', async () => {
    const company = await createVerifiedUser(first, { role: 'ORGANIZATION' });
    const orgId = company.companyId as number;
    const up = await uploadFiles(first, company.auth, orgId, [{ name: 'license.png', content: await pngBytes() }]);
    expect(up.statusCode).toBe(201);
    const [doc] = up.json().data.uploaded;
    const served = await second.inject({ method: 'GET', url: doc.downloadUrl, headers: company.auth });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(await pngBytes())).toBe(true);
  });
  it('counts failed sign-ins on both instances: after five, the other instance refuses the right password too', async () => {
    const { email } = await createVerifiedUser(first);
    const signin = (app: typeof second, password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/signin',
        payload: { email, password },
        remoteAddress: '10.60.0.1',
      });
    for (let i = 0; i < 5; i++) expect((await signin(i % 2 ? second : first, `guess-${i}`)).statusCode).toBe(401);
    expect((await signin(second, 'correct-Horse-battery-9')).statusCode).toBe(429);
    expect((await signin(first, 'correct-Horse-battery-9')).statusCode).toBe(429);
  });
});
