import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createVerifiedUser, type TestApp } from './helpers';

/*
 * Signed-in pages rendered with their data (decision 049), as the server serves them. The web build's server bundle
 * is stood in for by a small module with the same exports that renders what the API answers it: what is under test
 * here is the server's part (which requests get a render, whose cookies its API calls carry, the state's script,
 * the cache headers, the fallbacks). The real bundle is exercised by e2e/server-rendered.spec.ts.
 */

let app: TestApp;
let root: string;

const bundle = `
export const QUERY_STATE_ID = 'query-state';
export const rendersSignedIn = (p) => /^\\/(en|ko)\\/talent\\/(careers(\\/\\d+)?|mypage\\/dashboard)$/.test(p);
export async function renderSignedIn(lang, url, fetchApi, { signal }) {
  if (url.endsWith('/careers/13')) throw new Error('a component failed');
  // Past the budget: like the real render, it stops once its signal is aborted.
  if (url.endsWith('/careers/14')) return new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
  const answer = await fetchApi('/api/v1/user', { headers: { 'Accept-Language': lang.toUpperCase() } });
  if (answer.status !== 200) return null;
  const { data } = await answer.json();
  return {
    html: '<main><h1>' + data.firstName + ' ' + lang + '</h1></main>',
    state: { queries: [{ queryKey: ['user'], state: { data } }], note: '</script><b>' },
  };
}
`;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'tb-web-'));
  const dist = path.join(root, 'dist');
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await mkdir(path.join(root, 'dist-ssr'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>TalentBridge</title><script type="module" crossorigin src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  await writeFile(
    path.join(dist, 'prerendered.json'),
    JSON.stringify({ loader: '/assets/entry-loader-abc.js', pages: {} }),
  );
  await writeFile(path.join(root, 'dist-ssr', 'prerender.js'), bundle);
  app = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await app.cleanup();
  await rm(root, { recursive: true, force: true });
});

const page = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie: `access-token=${cookie}; signed-in=1` } : {} });

describe('signed-in pages rendered with their data', () => {
  it("puts the talent's own page and query state into the HTML, never for a shared cache", async () => {
    const ana = await createVerifiedUser(app, { firstName: 'Ana' });
    const ben = await createVerifiedUser(app, { firstName: 'Ben' });
    const anaPage = await page('/en/talent/careers', ana.token);
    expect(anaPage.statusCode).toBe(200);
    expect(anaPage.headers['cache-control']).toBe('private, no-store');
    expect(anaPage.body).toContain('<div id="root" data-server-rendered><main><h1>Ana en</h1></main></div>');
    // The API call carried the page's language; the state follows the markup, escaped so it cannot end its script.
    const state = anaPage.body.match(/<script type="application\/json" id="query-state">(.*?)<\/script>/)?.[1];
    expect(state).toBeDefined();
    expect(state).not.toContain('</');
    expect(JSON.parse(state ?? '').queries[0].state.data.email).toBe(ana.email);
    // The app's scripts come after the first paint, and the session comes with the page (no preload of it).
    expect(anaPage.body).toContain('src="/assets/entry-loader-abc.js" data-entry="/assets/app-abc123.js"');
    expect(anaPage.body).not.toContain('rel="preload" href="/api/v1/user"');

    const benPage = await page('/ko/talent/mypage/dashboard', ben.token);
    expect(benPage.body).toContain('<h1>Ben ko</h1>');
    expect(benPage.body).not.toContain('Ana');
    expect(benPage.body).toContain('<html lang="ko">');
  });

  it('sends the shell without a session, to a revoked one, off the rendered pages and when a render fails', async () => {
    const talent = await createVerifiedUser(app, { firstName: 'Cleo' });
    const shell = (body: string) => {
      expect(body).toContain('<div id="root"></div>');
      expect(body).not.toContain('query-state');
      expect(body).not.toContain('Cleo');
    };
    const visitor = await page('/en/talent/careers');
    shell(visitor.body);
    expect(visitor.headers['cache-control']).toBe('no-cache');
    shell((await page('/en/talent/mypage/settings', talent.token)).body);
    // A failing render and one past the server's time budget: the shell, as before this decision.
    shell((await page('/en/talent/careers/13', talent.token)).body);
    shell((await page('/en/talent/careers/14', talent.token)).body);
    expect((await page('/en/talent/careers/12', talent.token)).body).toContain('<h1>Cleo en</h1>');

    const signOut = await app.inject({ method: 'POST', url: '/api/v1/auth/signout', headers: talent.auth });
    expect(signOut.statusCode).toBeLessThan(300);
    const revoked = await page('/en/talent/careers', talent.token);
    shell(revoked.body);
    expect(revoked.headers['cache-control']).toBe('no-cache');
  });
});
