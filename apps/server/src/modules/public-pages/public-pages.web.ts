import { summaryOf } from '@app/contract/i18n/public-job-view';
import { PUBLIC_PAGE_TEXT } from '@app/contract/i18n/public-pages';
import { isAppRoute } from '@app/contract/rules/app-routes';
import { jobPostingLd, serializeJsonLd } from '@app/contract/rules/job-posting-ld';
import type { Locale } from '@app/contract/schemas/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { ACCESS_TOKEN_COOKIE } from '../../http/auth';
import { resolveLanguage } from '../../http/language';
import { syncSessionHint } from '../../http/session-cookie';
import type { PageTemplate } from './page-template';
import { companyBody, jobBody, jobDescriptionHtml, messageBody, withHeader } from './public-pages.bodies';
import { type PageHead, renderDocument } from './public-pages.html';
import { getPublicCompanyPage, getPublicJobPage } from './public-pages.service';
import type { SignedInPage, SignedInRenderer } from './signed-in-render';
import { robotsTxt, SIGNED_IN_AREAS, sitemapPartXml, sitemapXml } from './sitemap';

const isLocale = (value: unknown): value is Locale => value === 'en' || value === 'ko';
const idOf = (value: string) => (/^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null);

/** robots.txt and the sitemap: served with or without a built web app. */
export async function crawlerRoutes(app: FastifyInstance) {
  const { publicUrl } = app.deps.config;
  const xml = 'application/xml; charset=utf-8';
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robotsTxt(publicUrl)),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=600')
      .type(xml)
      .send(await sitemapXml(app.deps, publicUrl)),
  );
  app.get<{ Params: { name: string } }>('/sitemaps/:name', { schema: { hide: true } }, async (request, reply) => {
    const name = request.params.name.replace(/\.xml$/, '');
    const body = request.params.name.endsWith('.xml') ? await sitemapPartXml(app.deps, publicUrl, name) : null;
    if (body === null) return reply.callNotFound();
    return reply.header('Cache-Control', 'public, max-age=600').type(xml).send(body);
  });
}

/**
 * The pages of the web app as HTML: public postings and companies with their content, head tags and JSON-LD; every
 * other app path as the shell in its language; anything else 404 with the not-found page.
 */
/**
 * `template`: the built index.html for a path (with the preload links of its route); `renderSignedIn`: the signed-in
 * pages the server renders with their data (decision 049), absent without the web build's server bundle.
 */
export function registerPublicPages(
  app: FastifyInstance,
  { template, renderSignedIn }: { template: PageTemplate; renderSignedIn?: SignedInRenderer | null },
) {
  const { deps } = app;
  const { publicUrl } = deps.config;
  const siteName = PUBLIC_PAGE_TEXT.en.siteName;
  const urls = (path: string) => ({ en: `${publicUrl}/en${path}`, ko: `${publicUrl}/ko${path}` });
  const absolute = (url: string | null) => (url ? new URL(url, `${publicUrl}/`).toString() : null);
  /** `signedIn`: a signed-in page rendered with its data, hydrated by the client (decision 049). */
  const send = (reply: FastifyReply, status: number, head: PageHead, body?: string, signedIn?: SignedInPage) => {
    const urlPath = reply.request.url.split(/[?#]/)[0] ?? '/';
    const path = urlPath.replace(/^\/(en|ko)(?=\/|$)/, '') || '/';
    const page = body ? withHeader(head.lang, path, body) : signedIn?.html;
    // Build-time markup (landing, sign-in) only for visitors: it shows the signed-out screen (decision 031).
    const session = Boolean(reply.request.cookies[ACCESS_TOKEN_COOKIE]);
    const prerender = !body && !session;
    syncSessionHint(reply.request, reply, deps.config.secureCookies);
    const options = { prerender, session, rendered: Boolean(body), hydrate: Boolean(signedIn) };
    let html = renderDocument(template(urlPath, options), head, siteName, page);
    // The query cache after the page's markup: it is read by the app's script, not needed for the first paint.
    if (signedIn) html = html.replace(/<\/body>/i, () => `${signedIn.stateScript}\n  </body>`);
    return (
      reply
        .code(status)
        // One person's data: never kept by a shared cache, nor by the browser for another visit.
        .header('Cache-Control', signedIn ? 'private, no-store' : 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html)
    );
  };

  const sendNotFound = (reply: FastifyReply, lang: Locale) => {
    const text = PUBLIC_PAGE_TEXT[lang];
    const head = { lang, title: `${text.notFoundTitle} | ${siteName}`, description: text.notFoundBody, noindex: true };
    return send(
      reply,
      404,
      head,
      messageBody(text.notFoundTitle, text.notFoundBody, { href: `/${lang}/`, label: text.home }),
    );
  };

  /** Not-found and closed answers become pages; anything else (a database outage) stays an error. */
  async function orPage<T>(reply: FastifyReply, lang: Locale, load: () => Promise<T>): Promise<T | null> {
    try {
      return await load();
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const text = PUBLIC_PAGE_TEXT[lang];
      if (error.errorCode === 'NOT_FOUND') await sendNotFound(reply, lang);
      else if (error.errorCode === 'POSTING_GONE') {
        const head = { lang, title: `${text.closedTitle} | ${siteName}`, description: text.closedBody, noindex: true };
        const link = { href: `/${lang}/`, label: text.browseOpenPositions };
        await send(reply, 410, head, messageBody(text.closedTitle, text.closedBody, link));
      } else throw error;
      return null;
    }
  }

  app.get<{ Params: { lang: string; id: string } }>(
    '/:lang/jobs/:id',
    { schema: { hide: true } },
    async (request, reply) => {
      const { lang, id } = request.params;
      if (!isLocale(lang)) return sendShell(request, reply);
      const postingId = idOf(id);
      if (postingId === null) return sendNotFound(reply, lang);
      const job = await orPage(reply, lang, () => getPublicJobPage(deps, postingId));
      if (!job) return reply;
      const text = PUBLIC_PAGE_TEXT[lang];
      const path = `/jobs/${job.id}`;
      const companyPath = `/companies/${job.orgSummaryDTO.id}`;
      const logo = absolute(job.orgSummaryDTO.logoUrl);
      const ld = jobPostingLd({
        id: job.id,
        url: urls(path)[lang],
        title: job.title,
        descriptionHtml: jobDescriptionHtml(job, lang),
        startedAt: job.startedAt,
        endedAt: job.endedAt,
        employmentTypes: job.employmentTypes,
        workModes: job.workModes,
        country: job.country,
        city: job.city,
        salary: job.salaryDTO,
        organization: {
          name: job.orgSummaryDTO.name,
          pageUrl: urls(companyPath)[lang],
          website: job.organizationWebsite,
          logoUrl: logo,
        },
      });
      const head: PageHead = {
        lang,
        title: text.jobTitle(job.title, job.orgSummaryDTO.name),
        description: summaryOf([job.aiSummary, job.businessOverview, job.mainDuties, job.requiredQualification]),
        canonical: urls(path)[lang],
        alternates: urls(path),
        ogType: 'article',
        image: logo,
        jsonLd: serializeJsonLd(ld),
      };
      const body = jobBody(job, lang, {
        company: `/${lang}${companyPath}`,
        signIn: `/${lang}/auth/signin`,
        signUp: `/${lang}/auth/signup/talent`,
      });
      return send(reply, 200, head, body);
    },
  );

  app.get<{ Params: { lang: string; id: string } }>(
    '/:lang/companies/:id',
    { schema: { hide: true } },
    async (request, reply) => {
      const { lang, id } = request.params;
      if (!isLocale(lang)) return sendShell(request, reply);
      const organizationId = idOf(id);
      if (organizationId === null) return sendNotFound(reply, lang);
      const org = await orPage(reply, lang, () => getPublicCompanyPage(deps, organizationId));
      if (!org) return reply;
      const text = PUBLIC_PAGE_TEXT[lang];
      const path = `/companies/${org.id}`;
      const head: PageHead = {
        lang,
        title: text.companyTitle(org.companyName),
        description:
          summaryOf([org.about, org.keyService]) || text.companyDescription(org.companyName, org.openPostings.length),
        canonical: urls(path)[lang],
        alternates: urls(path),
        image: absolute(org.logoUrl),
        pageData: serializeJsonLd({ key: `company:${org.id}`, data: org }),
      };
      return send(
        reply,
        200,
        head,
        companyBody(org, lang, (jobId) => `/${lang}/jobs/${jobId}`),
      );
    },
  );

  /** Any other page: the app's shell in the path's language (or the visitor's), 404 unless the app has the route. */
  async function sendShell(request: FastifyRequest, reply: FastifyReply) {
    const segments = (request.url.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
    const prefixed = isLocale(segments[0]);
    const lang: Locale = isLocale(segments[0])
      ? segments[0]
      : resolveLanguage([request.cookies.lang, request.headers['accept-language']].filter(Boolean).join(','));
    const rest = prefixed ? segments.slice(1) : segments;
    if (!isAppRoute(rest.join('/'))) return sendNotFound(reply, lang);
    const text = PUBLIC_PAGE_TEXT[lang];
    const isLanding = prefixed && rest.length === 0;
    // A signed-in screen without a session only leads to sign-in: not a page for search results.
    const noindex = SIGNED_IN_AREAS.includes(rest[0] ?? '') && !request.cookies[ACCESS_TOKEN_COOKIE];
    const head: PageHead = isLanding
      ? { lang, title: siteName, description: text.siteDescription, canonical: urls('/')[lang], alternates: urls('/') }
      : { lang, title: siteName, description: text.siteDescription, noindex };
    const signedIn = prefixed && renderSignedIn ? await renderSignedIn(request, lang) : null;
    return send(reply, 200, head, undefined, signedIn ?? undefined);
  }

  return { sendShell };
}
