import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serializeJsonLd } from '@app/contract/rules/job-posting-ld';
import type { Locale } from '@app/contract/schemas/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS_TOKEN_COOKIE } from '../../http/auth';

/*
 * Signed-in pages rendered with their data (decision 049). The web build's server bundle (apps/web/dist-ssr, beside
 * the web dist; the server never imports the web app's source) renders the page; its API calls come back here and
 * are answered in process with the request's own cookies, address and language, through every hook and rule an API
 * request from the browser meets. Anything unusual sends today's shell, which the client draws as before.
 */

/** The markup of `#root`, and the script with the query cache it came from (TanStack Query's dehydrated state). */
export type SignedInPage = { html: string; stateScript: string };
export type SignedInRenderer = (request: FastifyRequest, lang: Locale) => Promise<SignedInPage | null>;

type RenderModule = {
  /** The id of the state's script, which the client reads. */
  QUERY_STATE_ID: string;
  /** Loads the rendered pages' modules ahead of their first request. */
  warmUp?: () => Promise<void>;
  rendersSignedIn: (pathname: string) => boolean;
  renderSignedIn: (
    lang: Locale,
    url: string,
    fetchApi: (url: string, init: RequestInit) => Promise<Response>,
    options: { signal: AbortSignal; timeZone?: string },
  ) => Promise<{ html: string; state: unknown } | null>;
};

/**
 * Past this the page goes out as the shell, as before: a render costs the server CPU and the visitor waiting time,
 * and is worth it only while it is quicker than the client drawing the page after its scripts (decision 049).
 */
export const RENDER_BUDGET_MS = 500;
/** Renders run one at a time (the language and the API client are the bundle's globals); more waiting get the shell. */
const MAX_QUEUED = 2;
/** The answer headers the web app's API client reads. */
const FORWARDED_HEADERS = ['content-type', 'retry-after', 'x-session-idle-expires'];

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** The renderer, or null when the web build has no server bundle (a build without it, the unit tests' stand-ins). */
export async function loadSignedInRenderer(
  app: FastifyInstance,
  webDist: string,
  budgetMs = RENDER_BUDGET_MS,
): Promise<SignedInRenderer | null> {
  const file = path.join(webDist, '..', 'dist-ssr', 'prerender.js');
  if (!fs.existsSync(file)) return null;
  let bundle: Partial<RenderModule>;
  try {
    bundle = (await import(pathToFileURL(file).href)) as Partial<RenderModule>;
  } catch (error) {
    app.log.warn({ err: error }, 'signed-in pages: the server bundle did not load; they go out as the shell');
    return null;
  }
  const { renderSignedIn, rendersSignedIn, QUERY_STATE_ID: stateId } = bundle;
  if (typeof renderSignedIn !== 'function' || typeof rendersSignedIn !== 'function' || !stateId) return null;
  // The first render of each page would otherwise load its modules while its visitor waits.
  await bundle.warmUp?.().catch((error: unknown) => app.log.warn({ err: error }, 'signed-in pages: warm-up failed'));

  let queue: Promise<unknown> = Promise.resolve();
  let queued = 0;
  return async (request, lang) => {
    const urlPath = request.url.split(/[?#]/)[0] ?? '/';
    if (!request.cookies[ACCESS_TOKEN_COOKIE] || !rendersSignedIn(urlPath) || queued >= MAX_QUEUED) return null;
    const zone = request.cookies.tz;
    const timeZone = zone && zone.length <= 64 && isTimeZone(zone) ? zone : undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), budgetMs);
    queued += 1;
    const run = queue.then(() =>
      controller.signal.aborted
        ? null
        : renderSignedIn(lang, request.url, fetchApi(app, request), { signal: controller.signal, timeZone }),
    );
    // The next render starts when this one has ended, even one past its budget (it stops at its next step).
    queue = run.then(
      () => undefined,
      () => undefined,
    );
    void queue.then(() => {
      queued -= 1;
    });
    const overBudget = new Promise<null>((resolve) =>
      controller.signal.addEventListener('abort', () => resolve(null), { once: true }),
    );
    try {
      const page = await Promise.race([run, overBudget]);
      if (!page && controller.signal.aborted) request.log.info({ url: urlPath }, 'signed-in page over budget: shell');
      if (!page) return null;
      // Escaped so no value can close the script element (`<` and the like become \u escapes).
      const stateScript = `<script type="application/json" id="${stateId}">${serializeJsonLd(page.state)}</script>`;
      return { html: page.html, stateScript };
    } catch (error) {
      request.log.warn({ err: error, url: urlPath }, 'signed-in page render failed: shell');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}

const rejectOnAbort = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });

/**
 * The render's `fetch`: reads of the API only, answered by `app.inject` as the same browser asking (its cookies,
 * address, user agent and language), so sessions, roles, revocation and throttling apply unchanged.
 */
function fetchApi(app: FastifyInstance, request: FastifyRequest) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    if (!url.startsWith('/api/') || (init.method ?? 'GET') !== 'GET') throw new Error(`not a read of the API: ${url}`);
    const sent = new Headers(init.headers);
    const injected = app.inject({
      method: 'GET',
      url,
      remoteAddress: request.ip,
      headers: {
        cookie: request.headers.cookie ?? '',
        accept: 'application/json',
        'accept-language': sent.get('accept-language') ?? '',
        'user-agent': request.headers['user-agent'] ?? '',
      },
    });
    // The render stops waiting when it is aborted (its budget), so the next one need not wait for a slow answer.
    const answer = init.signal ? await Promise.race([injected, rejectOnAbort(init.signal)]) : await injected;
    const headers = new Headers();
    for (const name of FORWARDED_HEADERS) {
      const value = answer.headers[name];
      if (typeof value === 'string') headers.set(name, value);
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
}
