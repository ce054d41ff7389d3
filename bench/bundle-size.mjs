// What the browser really loads for each main page, in English and Korean: every script (entry, route chunk,
// dynamic imports, language files), style sheet and font it fetches from the built production server until the
// page is idle, as sent on the wire (brotli) and decoded (raw). API answers are data, counted apart.
// Needs `npm run build`. Budget: landing and sign-in JavaScript under 150 KB on the wire (headers included).
// Environment: BUNDLE_PORT (default 3322), CHROME_PATH (default /usr/bin/chromium).
import { chromium } from '@playwright/test';
import { mainPages, signInDemoTalent, startProductionServer } from './production-server.mjs';

const BUDGET_KB = { landing: 150, 'sign-in': 150 };
const port = Number(process.env.BUNDLE_PORT ?? 3322);
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(8);

function kindOf(url, contentType) {
  if (url.pathname.startsWith('/api/')) return 'api';
  if (/javascript/.test(contentType)) return 'js';
  if (/css/.test(contentType)) return 'css';
  if (/font|woff/.test(contentType) || /\.woff2?$/.test(url.pathname)) return 'font';
  return 'other';
}

/** Loads one page in a fresh context (an empty cache) and sums what came over the wire, per kind. */
async function measure(browser, base, cookies, pagePath) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  if (cookies) await context.addCookies(cookies.map((c) => ({ ...c, url: base })));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map();
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    requests.set(requestId, { url: new URL(response.url), type: response.mimeType, wire: 0, raw: 0 });
  });
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
    const request = requests.get(requestId);
    if (request) request.raw += dataLength;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const request = requests.get(requestId);
    if (request) request.wire = encodedDataLength;
  });
  await page.goto(`${base}${pagePath}`, { waitUntil: 'networkidle' });
  // Whatever loads after the first paint (the notification bell, the user menu) is part of the page too.
  await page.waitForTimeout(1500);
  const finalPath = new URL(page.url()).pathname;
  await context.close();
  if (finalPath !== pagePath) throw new Error(`${pagePath} ended on ${finalPath}`);
  const totals = {};
  for (const { url, type, wire, raw } of requests.values()) {
    if (url.origin !== base || url.pathname === pagePath) continue;
    const kind = kindOf(url, type);
    totals[kind] ??= { files: 0, wire: 0, raw: 0 };
    totals[kind].files += 1;
    totals[kind].wire += wire;
    totals[kind].raw += raw;
  }
  return totals;
}

const server = await startProductionServer(port);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
let over = 0;
try {
  const cookies = await signInDemoTalent(server.base);
  console.log('KB per page, on the wire (brotli) / decoded; fresh cache, until the page is idle\n');
  console.log(
    `${'page'.padEnd(12)}${'lang'.padEnd(6)}${'JS files'.padStart(9)}${'JS wire'.padStart(9)}${'JS raw'.padStart(9)}` +
      `${'CSS wire'.padStart(9)}${'CSS raw'.padStart(9)}${'fonts'.padStart(9)}${'API wire'.padStart(9)}${'API raw'.padStart(9)}`,
  );
  for (const page of await mainPages(server.base, cookies)) {
    for (const lang of ['en', 'ko']) {
      const t = await measure(browser, server.base, page.signedIn ? cookies : null, `/${lang}${page.path}`);
      const z = { files: 0, wire: 0, raw: 0 };
      const [js, css, font, api] = [t.js ?? z, t.css ?? z, t.font ?? z, t.api ?? z];
      const budget = BUDGET_KB[page.name];
      const flag = budget ? (js.wire / 1024 > budget ? `  OVER ${budget} KB` : `  within ${budget} KB`) : '';
      if (budget && js.wire / 1024 > budget) over += 1;
      console.log(
        `${page.name.padEnd(12)}${lang.padEnd(6)}${String(js.files).padStart(9)}${kb(js.wire)} ${kb(js.raw)}` +
          ` ${kb(css.wire)} ${kb(css.raw)} ${kb(font.wire)} ${kb(api.wire)} ${kb(api.raw)}${flag}`,
      );
    }
  }
  if (over) console.log(`\n${over} page(s) over their JavaScript budget`);
} finally {
  await browser.close();
  await server.stop();
}
