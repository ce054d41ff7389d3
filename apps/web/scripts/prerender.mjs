// Writes dist/prerendered.json: the markup of #root for the pages that need no data (landing, sign-in) in each
// language, rendered by the server build of src/prerender.tsx (dist-ssr). The server puts it into the page for
// visitors without a session and the client hydrates it (decision 031); it loads dist-ssr itself to render signed-in
// pages with their data (decision 049), so the build stays beside dist. With it, `loader`: the
// hashed copy of scripts/entry-loader.js, which such a page loads instead of the entry (decision 047).
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const web = path.resolve(import.meta.dirname, '..');
const ssr = path.join(web, 'dist-ssr');
const { renderPage, PRERENDERED_PAGES } = await import(pathToFileURL(path.join(ssr, 'prerender.js')).href);

const pages = {};
for (const lang of ['en', 'ko']) {
  for (const page of PRERENDERED_PAGES) {
    const html = await renderPage(lang, page);
    if (!html.includes('<main')) throw new Error(`prerender: /${lang}${page} rendered no page (${html.slice(0, 200)})`);
    pages[`/${lang}${page}`] = html;
  }
}
// Without its comment lines: they are for this repository, not for every visitor's download.
const loaderSource = readFileSync(path.join(web, 'scripts', 'entry-loader.js'), 'utf8').replace(/^\s*\/\/.*\n/gm, '');
const loader = `/assets/entry-loader-${createHash('sha256').update(loaderSource).digest('hex').slice(0, 10)}.js`;
writeFileSync(path.join(web, 'dist', loader), loaderSource);
writeFileSync(path.join(web, 'dist', 'prerendered.json'), `${JSON.stringify({ loader, pages })}\n`);
console.log(`prerendered ${Object.keys(pages).length} pages`);
