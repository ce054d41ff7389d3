import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

/* The built web app as the server sends it: precompressed copies, long-lived hashed assets, fresh pages. */

let app: TestApp;
let dist: string;
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'tb-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>TalentBridge</title><script type="module" crossorigin src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  const prerendered = { '/en/': '<main><h1>Hire</h1></main>', '/ko/auth/signin': '<main><h1>로그인</h1></main>' };
  const loader = '/assets/entry-loader-abc.js';
  await writeFile(path.join(dist, 'prerendered.json'), JSON.stringify({ loader, pages: prerendered }));
  const careers = { en: ['/assets/careers-en.js'], ko: ['/assets/i18n-ko.js', '/assets/careers-ko.js'] };
  await writeFile(
    path.join(dist, 'route-preloads.json'),
    JSON.stringify({
      pages: [
        { pattern: '^/(en|ko)/talent/careers$', files: careers },
        { pattern: '^/(ko)(/.*)?$', files: { ko: ['/assets/i18n-ko.js'] } },
      ],
    }),
  );
  await writeFile(path.join(dist, 'assets', 'app-abc123.js'), script);
  await writeFile(path.join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
  await writeFile(path.join(dist, 'assets', 'app-abc123.js.gz'), gzipSync(script));
  app = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await app.cleanup();
  await rm(dist, { recursive: true, force: true });
});

const asset = (encoding?: string) =>
  app.inject({
    method: 'GET',
    url: '/assets/app-abc123.js',
    headers: encoding ? { 'accept-encoding': encoding } : {},
  });

describe('the built web app', () => {
  it('sends the brotli copy to browsers that take it, gzip to others, the file itself to the rest', async () => {
    const br = await asset('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'] ?? br.rawPayload.length)).toBeLessThan(script.length / 10);
    expect((await asset('gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('keeps hashed assets for a year and pages always fresh', async () => {
    expect((await asset('br')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await app.inject({ method: 'GET', url: '/en/talent/careers' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<div id="root">');
  });

  it('compresses API answers and pages on the fly; small answers and event streams stay as they are', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/v1/country-region' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(10_000);
    const br = await app.inject({
      method: 'GET',
      url: '/api/v1/country-region',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await app.inject({
      method: 'GET',
      url: '/api/v1/country-region',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const small = await app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it("preloads the scripts of the page's route and language with the page", async () => {
    const ko = await app.inject({ method: 'GET', url: '/ko/talent/careers?keyword=x' });
    expect(ko.body).toContain('<link rel="modulepreload" crossorigin href="/assets/i18n-ko.js">');
    expect(ko.body).toContain('<link rel="modulepreload" crossorigin href="/assets/careers-ko.js">');
    expect(ko.body.indexOf('careers-ko.js')).toBeLessThan(ko.body.indexOf('</head>'));
    const en = await app.inject({ method: 'GET', url: '/en/talent/careers' });
    expect(en.body).toContain('href="/assets/careers-en.js"');
    expect(en.body).not.toContain('i18n-ko.js');
    const other = await app.inject({ method: 'GET', url: '/en/talent/careers/12' });
    expect(other.body).not.toContain('modulepreload');
  });

  it('sends landing and sign-in with their build-time markup to visitors, never to a signed-in user', async () => {
    for (const url of ['/en', '/en/']) {
      const landing = await app.inject({ method: 'GET', url });
      expect(landing.body).toContain('<html lang="en">');
      expect(landing.body).toContain('<div id="root" data-prerendered><main><h1>Hire</h1></main></div>');
      // The screen is there: the loader asks for the entry once it has painted; no script of the app is in the page.
      expect(landing.body).toContain(
        '<script defer src="/assets/entry-loader-abc.js" data-entry="/assets/app-abc123.js" data-preloads=""></script>',
      );
      expect(landing.body).not.toContain('type="module"');
    }
    const signin = await app.inject({ method: 'GET', url: '/ko/auth/signin/' });
    expect(signin.body).toContain('<html lang="ko">');
    expect(signin.body).toContain('<h1>로그인</h1>');
    // The route's preloads go to the loader too, which asks for them with the entry.
    expect(signin.body).toContain('data-entry="/assets/app-abc123.js" data-preloads="/assets/i18n-ko.js"');
    expect(signin.body).not.toContain('modulepreload');
    const signedIn = await app.inject({ method: 'GET', url: '/ko/auth/signin', cookies: { 'access-token': 'x' } });
    expect(signedIn.body).toContain('<div id="root"></div>');
    expect(signedIn.body).toContain('<script type="module" crossorigin src="/assets/app-abc123.js"></script>');
    expect(signedIn.body).not.toContain('entry-loader');
    // With a session cookie the page asks for the session beside the scripts; a visitor's page does not.
    const sessionPreload = '<link rel="preload" href="/api/v1/user" as="fetch" crossorigin="use-credentials">';
    expect(signedIn.body).toContain(sessionPreload);
    expect(signin.body).not.toContain(sessionPreload);
    // A page the server renders with its content (here a posting that does not exist) loads the app the same way.
    const rendered = await app.inject({ method: 'GET', url: '/en/jobs/2147483000' });
    expect(rendered.statusCode).toBe(404);
    expect(rendered.body).toContain('data-entry="/assets/app-abc123.js"');
    expect(rendered.body).not.toContain('data-prerendered');
    // Another language or page has no markup of its own.
    expect((await app.inject({ method: 'GET', url: '/en/auth/signin' })).body).toContain('<div id="root"></div>');
  });
});
