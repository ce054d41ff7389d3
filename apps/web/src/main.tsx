import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { routes } from './app/router';
import { switchLanguage } from './lib/i18n';
import { languageOfPath, resolveBrowserLanguage } from './lib/language';
import { markPrerendered } from './lib/prerendered';
import { queryClient } from './lib/query-client';
import { hydrateServerState, rememberTimeZone } from './lib/server-rendered';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

// The first screen renders in its own language, with no flash of English.
const lang = resolveBrowserLanguage(languageOfPath(window.location.pathname));
document.documentElement.lang = lang;
// Landing and sign-in arrive rendered at build time (decision 031): the app takes over that markup.
const isPrerendered = root.hasAttribute('data-prerendered');
if (isPrerendered) markPrerendered();
// A signed-in page the server rendered with its data (decision 049): its query cache comes with it, so the first
// render is that markup. Without the state (never expected) the client draws the page instead.
const isServerRendered = root.hasAttribute('data-server-rendered') && hydrateServerState(queryClient);
if (root.hasAttribute('data-server-rendered') && !isServerRendered) root.replaceChildren();
// Not in this task: the first use of Intl loads ICU's data (25-55 ms on the bench machine, four times that on
// Lighthouse's phone), and this task, the evaluation of the app chunk, was already the page's longest (decision 060).
setTimeout(rememberTimeZone, 0);
const hydrates = isPrerendered || isServerRendered;

void Promise.all([switchLanguage(lang), hydrates ? loadMatchedRoutes() : null])
  .catch((error: unknown) => console.error(error))
  .finally(() => {
    const app = (
      <StrictMode>
        <Providers>
          <RouterProvider router={createBrowserRouter(routes)} />
        </Providers>
      </StrictMode>
    );
    // In a transition React renders in slices of a few milliseconds and lets the browser answer input between them,
    // instead of one long task for the whole first render (most of the blocking time of decision 027's figures).
    startTransition(() => {
      if (hydrates) hydrateRoot(root, app);
      else createRoot(root).render(app);
    });
  });

/**
 * The page's lazy route modules, loaded before the router exists: its first render is then the page itself, as
 * prerendered, rather than the loading fallback (which would not match the markup).
 */
async function loadMatchedRoutes() {
  const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Record<string, unknown>>;
      Object.assign(route, await load(), { lazy: undefined });
    }),
  );
}
