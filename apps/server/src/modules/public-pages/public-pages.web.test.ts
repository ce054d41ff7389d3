import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { publicWorld, TEMPLATE } from './public-pages.test-support';
import { sitemapPartXml, sitemapXml } from './sitemap';

/* The pages as crawlers and visitors receive them: real HTML, head tags, JSON-LD, sitemap, robots, 404 and 410. */

let app: TestApp;
let dist: string;
let world: Awaited<ReturnType<typeof publicWorld>>;
const BASE = 'http://localhost:3000';

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'tb-public-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), TEMPLATE);
  app = await createTestApp({ webDist: dist });
  world = await publicWorld(app);
});
afterAll(async () => {
  await app.cleanup();
  await rm(dist, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const attr = (html: string, selector: RegExp) => selector.exec(html)?.[1];
const metaOf = (html: string, key: string) =>
  attr(html, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));
const jsonLdOf = (html: string) => {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0]?.[1] ?? 'null');
};

/** Google's required and recommended JobPosting properties (shared/reference/integration-standards.md). */
const REQUIRED = ['title', 'description', 'datePosted', 'hiringOrganization'];
const RECOMMENDED = ['validThrough', 'employmentType', 'identifier', 'directApply'];

describe('a public posting page', () => {
  it('is real HTML in its language with title, description, canonical, hreflang, Open Graph and Twitter tags', async () => {
    for (const lang of ['en', 'ko'] as const) {
      const res = await page(`/${lang}/jobs/${world.ids.open}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      const html = res.body;
      expect(html).toContain(`<html lang="${lang}">`);
      expect(attr(html, /<title>([^<]*)<\/title>/)).toBe('백엔드 개발자 (Kotlin) – 누리소프트 | TalentBridge');
      expect(metaOf(html, 'description')).toContain('누리소프트는 중소기업을 위한');
      expect(html.match(/<meta name="description"/g)).toHaveLength(1);
      const url = `${BASE}/${lang}/jobs/${world.ids.open}`;
      expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(url);
      expect(attr(html, /hreflang="en" href="([^"]*)"/)).toBe(`${BASE}/en/jobs/${world.ids.open}`);
      expect(attr(html, /hreflang="ko" href="([^"]*)"/)).toBe(`${BASE}/ko/jobs/${world.ids.open}`);
      expect(attr(html, /hreflang="x-default" href="([^"]*)"/)).toBe(`${BASE}/en/jobs/${world.ids.open}`);
      expect(metaOf(html, 'og:title')).toBe('백엔드 개발자 (Kotlin) – 누리소프트 | TalentBridge');
      expect(metaOf(html, 'og:url')).toBe(url);
      expect(metaOf(html, 'og:image')).toBe(`${BASE}/api/v1/files/logo-nuri.png`);
      expect(metaOf(html, 'og:locale')).toBe(lang === 'en' ? 'en_US' : 'ko_KR');
      expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
      // The content itself, with the way to sign in and apply.
      expect(html).toMatch(/<h1[^>]*>백엔드 개발자 \(Kotlin\)<\/h1>/);
      expect(html).toContain(lang === 'en' ? 'Sign in to apply' : '로그인하고 지원하기');
      expect(html).toContain(lang === 'en' ? 'Required qualifications' : '자격 요건');
      expect(html).toContain(`href="/${lang}/companies/${world.org}"`);
    }
  });

  it('carries JobPosting JSON-LD with every required and recommended property', async () => {
    const ld = jsonLdOf((await page(`/en/jobs/${world.ids.open}`)).body);
    for (const key of [...REQUIRED, ...RECOMMENDED]) expect(ld, key).toHaveProperty(key);
    expect(ld['@type']).toBe('JobPosting');
    expect(ld.employmentType).toBe('FULL_TIME');
    expect(ld.hiringOrganization).toEqual({
      '@type': 'Organization',
      name: '누리소프트',
      sameAs: 'https://nurisoft.example',
      logo: `${BASE}/api/v1/files/logo-nuri.png`,
    });
    expect(ld.jobLocation.address).toEqual({ '@type': 'PostalAddress', addressLocality: '서울', addressCountry: 'KR' });
    expect(ld.baseSalary).toMatchObject({ currency: 'KRW', value: { minValue: 4_000_000, unitText: 'MONTH' } });
    expect(ld.identifier).toMatchObject({ '@type': 'PropertyValue', value: String(world.ids.open) });
    expect(new Date(ld.validThrough).getTime()).toBeGreaterThan(Date.now());
    expect(ld.description).toContain('<h2>Required qualifications</h2>');
  });

  it('makes a remote posting TELECOMMUTE and escapes every hostile text', async () => {
    const html = (await page(`/ko/jobs/${world.ids.remote}`)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('Remote &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; engineer');
    const ld = jsonLdOf(html);
    expect(ld.title).toBe('Remote </script><script>alert(1)</script> engineer');
    expect(ld).not.toHaveProperty('jobLocation');
    expect(ld.jobLocationType).toBe('TELECOMMUTE');
    expect(ld.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'KR' });
    expect(ld.employmentType).toEqual(['CONTRACTOR', 'INTERN']);
    expect(ld.baseSalary.value).toMatchObject({ minValue: 90_000, maxValue: 120_000, unitText: 'YEAR' });
    expect(ld.description).toContain('Ship &lt;b&gt;fast&lt;/b&gt; &amp; safely');
  });

  it('answers 410 with a page saying the posting closed, without its content or markup', async () => {
    for (const [lang, words] of [
      ['en', 'This posting has closed'],
      ['ko', '마감된 공고입니다'],
    ] as const) {
      for (const id of [world.ids.closed, world.ids.ended]) {
        const res = await page(`/${lang}/jobs/${id}`);
        expect(res.statusCode).toBe(410);
        expect(res.body).toContain(`<html lang="${lang}">`);
        expect(res.body).toContain(words);
        expect(res.body).toContain('<meta name="robots" content="noindex" />');
        expect(res.body).not.toContain('application/ld+json');
        expect(res.body).not.toMatch(/Closed role|Ended role/);
      }
    }
  });

  it('answers 404 for hidden, future, unapproved, missing and malformed postings, exposing nothing', async () => {
    const { hidden, future, unapproved } = world.ids;
    for (const id of [hidden, future, unapproved, 999_999, 'abc', '0']) {
      const res = await page(`/ko/jobs/${id}`);
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.body).toContain('페이지를 찾을 수 없습니다');
      expect(res.body).not.toMatch(/Hidden role|Future role|Unapproved role|ld\+json/);
    }
  });
});

describe('a public company page', () => {
  it('shows a verified company with its open postings, in its language', async () => {
    const res = await page(`/ko/companies/${world.org}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="ko">');
    expect(attr(res.body, /<title>([^<]*)<\/title>/)).toBe('누리소프트 기업 정보와 채용 공고 | TalentBridge');
    expect(attr(res.body, /<link rel="canonical" href="([^"]*)"/)).toBe(`${BASE}/ko/companies/${world.org}`);
    expect(res.body).toContain(`href="/ko/jobs/${world.ids.open}"`);
    expect(res.body).not.toMatch(/555-0100|민지|Closed role|Hidden role/);
  });

  it('answers 404 for an organization that is not verified', async () => {
    expect((await page(`/en/companies/${world.pendingOrg}`)).statusCode).toBe(404);
  });
});

describe('every other page', () => {
  it('states the language of its path, the SPA fallback too', async () => {
    const ko = await page('/ko/talent/careers');
    expect(ko.statusCode).toBe(200);
    expect(ko.body).toContain('<html lang="ko">');
    expect((await page('/en/auth/signin')).body).toContain('<html lang="en">');
    const landing = await page('/ko/');
    expect(landing.body).toContain('<html lang="ko">');
    expect(attr(landing.body, /<link rel="canonical" href="([^"]*)"/)).toBe(`${BASE}/ko/`);
    // Without a prefix: the language cookie, then the browser's.
    expect((await page('/', { cookie: 'lang=ko' })).body).toContain('<html lang="ko">');
    expect((await page('/talent/careers', { 'accept-language': 'ko-KR,ko;q=0.9' })).body).toContain('<html lang="ko">');
  });

  it('answers 404 with the not-found page for paths the app does not have', async () => {
    for (const url of ['/en/no-such-page', '/ko/talent/nope', '/no/such/path', '/en/jobs']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
    }
    const ko = await page('/ko/nope');
    expect(ko.body).toContain('<html lang="ko">');
    expect(ko.body).toContain('페이지를 찾을 수 없습니다');
    // Entirely in Korean: the message and its way on carry no English.
    const message = /<section[^>]*>([\s\S]*?)<\/section>/.exec(ko.body)?.[1] ?? '';
    expect(message).toContain('홈');
    expect(message.replace(/<[^>]+>/g, '')).not.toMatch(/[A-Za-z]/);
    expect((await page('/en/404')).statusCode).toBe(200);
  });
});

describe('robots.txt and the sitemap', () => {
  it('lets crawlers in, keeps them out of the API and names the sitemap', async () => {
    const res = await page('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).not.toContain('/talent/');
    expect(res.body).toContain(`Sitemap: ${BASE}/sitemap.xml`);
  });

  it('keeps signed-in screens out of the index for requests without a session (crawlers), not for users', async () => {
    const noindex = '<meta name="robots" content="noindex" />';
    for (const path of ['/ko/talent/careers', '/en/company/mypage/dashboard', '/en/admin']) {
      expect((await page(path)).body).toContain(noindex);
      expect((await page(path, { cookie: 'access-token=some-session' })).body).not.toContain(noindex);
    }
    for (const path of ['/en', '/ko/auth/signin', '/en/policy/terms'])
      expect((await page(path)).body).not.toContain(noindex);
  });

  it('repairs the session hint when it serves a page: set beside a session cookie, dropped without one', async () => {
    const hintOf = (res: { cookies: { name: string; value: string }[] }) =>
      res.cookies.find((c) => c.name === 'signed-in')?.value;
    expect(hintOf(await page('/en/talent/careers', { cookie: 'access-token=some-session' }))).toBe('1');
    expect(hintOf(await page('/en/talent/careers', { cookie: 'signed-in=1' }))).toBe('');
    expect(
      hintOf(await page('/en/talent/careers', { cookie: 'access-token=some-session; signed-in=1' })),
    ).toBeUndefined();
    expect(hintOf(await page('/en/talent/careers'))).toBeUndefined();
  });

  it('lists open postings and verified companies in both languages with alternates and lastmod', async () => {
    const res = await page('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(XMLValidator.validate(res.body)).toBe(true);
    const urls = new XMLParser({ ignoreAttributes: false }).parse(res.body).urlset.url as {
      loc: string;
      lastmod?: string;
      'xhtml:link': { '@_hreflang': string; '@_href': string }[];
    }[];
    const locs = urls.map((u) => u.loc);
    const { open, remote, closed, ended, hidden, future, unapproved } = world.ids;
    for (const lang of ['en', 'ko']) {
      for (const id of [open, remote]) expect(locs).toContain(`${BASE}/${lang}/jobs/${id}`);
      expect(locs).toContain(`${BASE}/${lang}/companies/${world.org}`);
    }
    for (const id of [closed, ended, hidden, future, unapproved]) expect(locs.join()).not.toContain(`/jobs/${id}`);
    expect(locs.join()).not.toContain(`/companies/${world.pendingOrg}`);
    const entry = urls.find((u) => u.loc === `${BASE}/ko/jobs/${open}`);
    expect(entry?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(entry?.['xhtml:link'].map((l) => l['@_hreflang'])).toEqual(['en', 'ko', 'x-default']);
  });

  it('follows postings as they close', async () => {
    const before = (await page('/sitemap.xml')).body;
    expect(before).toContain(`/jobs/${world.ids.remote}<`);
    await app.inject({
      method: 'PATCH',
      url: `/api/v1/organizations/${world.org}/job-postings/${world.ids.remote}?jobPostingStatus=HIDDEN`,
      headers: world.nuri.auth,
    });
    expect((await page('/sitemap.xml')).body).not.toContain(`/jobs/${world.ids.remote}<`);
    await app.inject({
      method: 'PATCH',
      url: `/api/v1/organizations/${world.org}/job-postings/${world.ids.remote}?jobPostingStatus=VISIBLE`,
      headers: world.nuri.auth,
    });
  });

  it('becomes an index of id-range files past the size of one file', async () => {
    const deps = app.deps;
    const index = await sitemapXml(deps, BASE, 1);
    expect(XMLValidator.validate(index)).toBe(true);
    const files = new XMLParser().parse(index).sitemapindex.sitemap.map((s: { loc: string }) => s.loc) as string[];
    expect(files[0]).toBe(`${BASE}/sitemaps/pages.xml`);
    const parts = await Promise.all(
      files.map((f) => sitemapPartXml(deps, BASE, f.replace(`${BASE}/sitemaps/`, '').replace('.xml', ''), 1)),
    );
    const all = parts.join('\n');
    for (const part of parts) expect(XMLValidator.validate(part ?? '')).toBe(true);
    for (const id of [world.ids.open, world.ids.remote]) expect(all).toContain(`${BASE}/ko/jobs/${id}<`);
    expect(all).toContain(`${BASE}/en/companies/${world.org}<`);
    expect(await sitemapPartXml(deps, BASE, 'nope-1', 1)).toBeNull();
    expect((await page('/sitemaps/jobs-0.xml')).statusCode).toBe(200);
    expect((await page('/sitemaps/other.xml')).statusCode).toBe(404);
  });
});
