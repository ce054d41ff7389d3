import fs from 'node:fs';
import path from 'node:path';

type RoutePreloads = { pages: { pattern: string; files: Record<string, string[]> }[] };
/** `loader`: the web build's copy of scripts/entry-loader.js (decision 047). */
type Prerendered = { loader?: string; pages: Record<string, string> };

/**
 * The built index.html for a page; `prerender`: with the page's build-time markup when it has some; `session`: the
 * request carries a session cookie; `rendered`: the server puts the page's content into `#root` (public postings and
 * companies, decision 026); `hydrate`: that content is the app's own markup with its data, which the client hydrates
 * (signed-in pages, decision 049; it carries the session, so no session preload).
 */
export type PageTemplate = (
  urlPath: string,
  options?: { prerender?: boolean; session?: boolean; rendered?: boolean; hydrate?: boolean },
) => string;

/**
 * With a session cookie the app's first request is the session check (`getCurrentUser`): the page asks for it beside
 * the scripts instead of after them (decision 047). Same credentials mode as the app's `fetch`, so Chrome reuses it.
 */
const SESSION_PRELOAD = '<link rel="preload" href="/api/v1/user" as="fetch" crossorigin="use-credentials">';

/** `/en` → `/en/`, `/en/auth/signin/` → `/en/auth/signin`: the keys of prerendered.json. */
const pageKey = (urlPath: string) => {
  const trimmed = urlPath.replace(/\/+$/, '');
  return /^\/[a-z]{2}$/.test(trimmed) ? `${trimmed}/` : trimmed;
};

const readJson = <T>(file: string): T | null =>
  fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : null;

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * For a page whose screen is in the HTML: the app's scripts are needed to answer input, not to paint. The entry and
 * its preloads leave the page and the build's loader asks for them once the first frame has painted (decision 047),
 * so they compete neither with the style sheet and fonts nor with the first paints.
 */
function withEntryAfterPaint(html: string, loader: string | undefined) {
  const entry = html.match(ENTRY_SCRIPT)?.[1];
  if (!loader || !entry) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]).join(' ');
  const tag = `<script defer src="${loader}" data-entry="${entry}" data-preloads="${preloads}"></script>`;
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</head>', () => `  ${tag}\n  </head>`);
}

/**
 * index.html for a path: with `modulepreload` links for the scripts the page's route loads after the entry (its chunk
 * and language files, listed by the web build in route-preloads.json, decision 027), so they download beside the
 * entry; and for landing and sign-in, their first screen rendered at build time (prerendered.json, decision 031),
 * marked `data-prerendered` so the client hydrates it instead of drawing it.
 */
export function pageTemplate(html: string, webDist: string): PageTemplate {
  const preloads = readJson<RoutePreloads>(path.join(webDist, 'route-preloads.json'))?.pages ?? [];
  const { loader, pages: prerendered = {} } = readJson<Prerendered>(path.join(webDist, 'prerendered.json')) ?? {};
  const compiled = preloads.map((page) => ({ ...page, regex: new RegExp(page.pattern) }));
  const cache = new Map<string, string>();
  return (urlPath, options = {}) => {
    const index = compiled.findIndex((page) => page.regex.test(urlPath));
    const lang = urlPath.split('/')[1] ?? '';
    const files = compiled[index]?.files[lang] ?? [];
    const key = pageKey(urlPath);
    const markup = options.prerender ? prerendered[key] : undefined;
    const hydrate = Boolean(options.hydrate);
    const session = Boolean(options.session) && !hydrate;
    const afterPaint = Boolean(markup || options.rendered || hydrate);
    if (!files.length && !afterPaint && !session) return html;
    const cacheKey = markup ? `prerendered:${key}` : `${index}:${lang}:${session}:${afterPaint}:${hydrate}`;
    let page = cache.get(cacheKey);
    if (!page) {
      const links = [
        ...(session ? [SESSION_PRELOAD] : []),
        ...files.map((f) => `<link rel="modulepreload" crossorigin href="${f}">`),
      ].join('\n    ');
      page = links ? html.replace('</head>', () => `    ${links}\n  </head>`) : html;
      if (afterPaint) page = withEntryAfterPaint(page, loader);
      if (markup) page = page.replace('<div id="root"></div>', () => `<div id="root" data-prerendered>${markup}</div>`);
      if (hydrate) page = page.replace('<div id="root"></div>', '<div id="root" data-server-rendered></div>');
      cache.set(cacheKey, page);
    }
    return page;
  };
}
