// The server-side entry of the build (decision 031): renders the pages that need no data (landing, sign-in) to
// HTML per language, so the first screen is in the page and the client hydrates it instead of drawing it. The
// server loads the same build for the signed-in pages it renders with their data (decision 049).
import type { Locale } from '@app/contract/schemas/common';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { routes } from './app/router';
import { switchLanguage } from './lib/i18n';
import { markPrerendered } from './lib/prerendered';

export { QUERY_STATE_ID } from './lib/server-rendered';
export { renderSignedIn, rendersSignedIn, warmUp } from './render-signed-in';

/** Paths after the language; the server serves them (with or without a trailing slash) from `prerendered.json`. */
export const PRERENDERED_PAGES = ['/', '/auth/signin'] as const;

/** The markup of `#root` for one page in one language: what the client's first render produces. */
export async function renderPage(lang: Locale, page: string): Promise<string> {
  markPrerendered();
  await switchLanguage(lang);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost/${lang}${page}`));
  if (context instanceof Response) throw new Error(`prerender: /${lang}${page} answered ${context.status}`);
  if (context.errors) throw new Error(`prerender: /${lang}${page} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // `prerender` waits for lazy parts (the toaster, the social buttons) where renderToString would leave them to
  // the client, which React then reports as a recoverable error.
  const { prelude } = await prerender(
    <StrictMode>
      <Providers>
        {/* No hydration data: these routes have no loaders, and the client resolves their lazy modules first. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
