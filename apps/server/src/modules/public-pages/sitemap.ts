import type { Locale } from '@app/contract/schemas/common';
import type { Deps } from '../../deps';
import { sitemapOrganizations } from '../organizations/organizations.public.service';
import { sitemapPostings } from '../postings/jobs.public.service';

/*
 * robots.txt and the sitemap, computed on request so it follows postings as they open and close. A sitemap file
 * holds at most 50,000 URLs; each posting and company has two (English and Korean), so past 25,000 of them the
 * sitemap becomes an index of files that each cover one id range (an id range is one index-backed query).
 */

export const SITEMAP_MAX_URLS = 50_000;
const LANGS: Locale[] = ['en', 'ko'];
const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const x = (value: string) => value.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

/** The first path segments (after the language) of the screens only signed-in users see. */
export const SIGNED_IN_AREAS = ['talent', 'company', 'admin'];

/**
 * The signed-in areas are not disallowed: a disallowed URL can still be indexed from links (without its content),
 * and the pages would fail crawlability checks (Lighthouse SEO) for the users who do see them. They answer
 * `noindex` to requests without a session instead (every crawler): see sendShell in public-pages.web.ts.
 */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /mail/',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

type Entry = { path: string; lastmod?: Date };

/** One `<url>` per language, each naming every language version (and x-default) as alternates. */
function urlEntries(publicUrl: string, entry: Entry): string {
  const href = (lang: Locale) => `${publicUrl}/${lang}${entry.path}`;
  const alternates = [
    ...LANGS.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${x(href(l))}"/>`),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${x(href('en'))}"/>`,
  ].join('');
  const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : '';
  return LANGS.map((l) => `<url><loc>${x(href(l))}</loc>${lastmod}${alternates}</url>`).join('\n');
}

function urlset(publicUrl: string, entries: Entry[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.map((e) => urlEntries(publicUrl, e)),
    '</urlset>',
    '',
  ].join('\n');
}

const jobEntries = async (deps: Deps, from: number, to: number) =>
  (await sitemapPostings.range(deps, from, to)).map((r) => ({ path: `/jobs/${r.id}`, lastmod: r.updatedAt }));
const companyEntries = async (deps: Deps, from: number, to: number) =>
  (await sitemapOrganizations.range(deps, from, to)).map((r) => ({ path: `/companies/${r.id}`, lastmod: r.updatedAt }));

/** `/sitemap.xml`: every page in one file while they fit, else an index of `/sitemaps/{jobs|companies}-{n}.xml`. */
export async function sitemapXml(deps: Deps, publicUrl: string, itemsPerFile = SITEMAP_MAX_URLS / LANGS.length) {
  const [jobs, companies] = await Promise.all([sitemapPostings.summary(deps), sitemapOrganizations.summary(deps)]);
  if (jobs.count + companies.count + 1 <= itemsPerFile) {
    const entries = [
      { path: '/' },
      ...(await jobEntries(deps, 0, jobs.maxId + 1)),
      ...(await companyEntries(deps, 0, companies.maxId + 1)),
    ];
    return urlset(publicUrl, entries);
  }
  const files = [
    ...(jobs.count ? range(Math.floor(jobs.maxId / itemsPerFile) + 1).map((n) => `jobs-${n}`) : []),
    ...(companies.count ? range(Math.floor(companies.maxId / itemsPerFile) + 1).map((n) => `companies-${n}`) : []),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    `<sitemap><loc>${x(`${publicUrl}/sitemaps/pages.xml`)}</loc></sitemap>`,
    ...files.map((f) => `<sitemap><loc>${x(`${publicUrl}/sitemaps/${f}.xml`)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** One file of the index (`pages`, `jobs-3`, `companies-0`), or null for a name that is not one. */
export async function sitemapPartXml(
  deps: Deps,
  publicUrl: string,
  name: string,
  itemsPerFile = SITEMAP_MAX_URLS / LANGS.length,
): Promise<string | null> {
  if (name === 'pages') return urlset(publicUrl, [{ path: '/' }]);
  const match = /^(jobs|companies)-(\d{1,6})$/.exec(name);
  if (!match) return null;
  const from = Number(match[2]) * itemsPerFile;
  const load = match[1] === 'jobs' ? jobEntries : companyEntries;
  return urlset(publicUrl, await load(deps, from, from + itemsPerFile));
}
