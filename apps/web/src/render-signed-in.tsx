// The first screen of a signed-in page rendered by the server with its data (decision 049): the same routes and
// providers as the browser, a query cache of its own per request, and the app's API calls answered by the server in
// process (`fetchApi`, with the request's own cookies, so every authorization rule applies as for the browser).
import type { Locale } from '@app/contract/schemas/common';
import { type DehydratedState, dehydrate, type Query } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchPath, StaticRouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { routes } from './app/router';
import { configureApiClient } from './lib/api-client';
import { switchLanguage } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { sessionIdle } from './lib/session-idle';
import { setViewerTimeZone } from './shared/format/dates';
import { userQueryKey } from './shared/session/get-current-user';

/**
 * The pages rendered with their data for a request with a session (after the language): the talent's careers
 * search, a posting and the dashboard, the pages of issue #15. Others keep the shell the client draws.
 */
export const SIGNED_IN_PAGES = ['/talent/careers', '/talent/careers/:id', '/talent/mypage/dashboard'] as const;

export function rendersSignedIn(pathname: string): boolean {
  return SIGNED_IN_PAGES.some((page) => matchPath(`/:lang${page}`, pathname) !== null);
}

/**
 * Loads the pages' route modules and messages once, when the server starts, so the first visitor of each page
 * does not wait for them (and overrun the server's time budget). Matching a route makes no API call.
 */
export async function warmUp() {
  for (const lang of ['en', 'ko'] as const) {
    await switchLanguage(lang);
    for (const page of SIGNED_IN_PAGES) await handler.query(new Request(`http://localhost/${lang}${page}`));
  }
}

/** A GET of the API answered by the server for this request: path with query, and the app's headers. */
export type FetchApi = (url: string, init: RequestInit) => Promise<Response>;

export type SignedInPage = { html: string; state: DehydratedState };

/**
 * Passes of render, then fetch what that render asked for: the session first (the guards wait for it), then the
 * page's queries, then the ones that depend on those. What is still pending after the last pass is left to the
 * client, in the markup as in the browser's first render (its loading state).
 */
const MAX_FETCH_PASSES = 3;

const handler = createStaticHandler(routes);

/**
 * The markup of `#root` and the query cache it was rendered from, or null when the page should go out as the shell:
 * no live session (today's behaviour: the client sends the visitor on), a redirect, a failed query (the client shows
 * errors with their retry), or `signal` aborted (the server's time budget). Calls are serialized by the caller: the
 * language and the API client's hooks are this module's globals.
 */
export async function renderSignedIn(
  lang: Locale,
  url: string,
  fetchApi: FetchApi,
  options: { signal: AbortSignal; timeZone?: string },
): Promise<SignedInPage | null> {
  const { signal } = options;
  let sessionEnded = false;
  configureApiClient({
    language: () => lang,
    fetch: (path, init) => (init.method && init.method !== 'GET' ? rejectWrite(path) : fetchApi(path, init)),
    onSessionExpired: () => {
      sessionEnded = true;
    },
  });
  sessionIdle.clear();
  setViewerTimeZone(options.timeZone);
  await switchLanguage(lang);
  const context = await handler.query(new Request(`http://localhost${url}`, { signal }));
  if (context instanceof Response || context.errors) return null;

  // Retries would only stretch the render past its budget; a failure sends the shell and the client asks again.
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  // A part that failed to render would be left to the client (React's recoverable error): send the shell instead.
  let renderError: unknown = null;
  const render = async () => {
    const router = createStaticRouter(handler.dataRoutes, context);
    const { prelude } = await prerender(
      <StrictMode>
        <Providers client={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </StrictMode>,
      {
        signal,
        // Every boundary inline: React outlines large ones, to be revealed by inline scripts, which the page's
        // Content-Security-Policy blocks (and a page sent in one piece has nothing to reveal progressively).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: (error) => {
          renderError ??= error;
        },
      },
    );
    if (renderError) throw renderError;
    return new Response(prelude).text();
  };

  try {
    for (let pass = 0; pass < MAX_FETCH_PASSES; pass += 1) {
      await render();
      const wanted = client.getQueryCache().getAll().filter(isWanted);
      if (wanted.length === 0) break;
      // Once aborted it returns at once: the server's next render waits for this one to end (one at a time).
      await Promise.race([
        Promise.all(wanted.map((query) => query.fetch().catch(() => undefined))),
        whenAborted(signal),
      ]);
      if (sessionEnded || signal.aborted) return null;
      if (client.getQueryData(userQueryKey) == null) return null;
      if (client.getQueryCache().getAll().some(hasFailed)) return null;
    }
    const html = await render();
    return { html, state: dehydrate(client) };
  } finally {
    // Queries without observers wait five minutes to be collected: their timers would keep each request's data.
    client.clear();
  }
}

/**
 * Created by the render and not fetched yet: what the browser would ask for once mounted (unless disabled, or marked
 * to be fetched after hydration: both sides then render its loading state).
 */
function isWanted(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  if (query.meta?.afterHydration) return false;
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
}

const hasFailed = (query: Query) => query.state.status === 'error';

const whenAborted = (signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) resolve();
    else signal.addEventListener('abort', () => resolve(), { once: true });
  });

const rejectWrite = (path: string): Promise<Response> =>
  Promise.reject(new Error(`the server's render only reads (${path})`));
