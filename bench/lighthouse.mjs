// Lighthouse mobile scores (performance, accessibility, best practices, SEO) of the main pages in English and
// Korean, against the built production server: `npm run build` first, then `npm run bench:lighthouse`.
// The server starts here on a fresh seeded data directory (as the browser tests do) and stops at the end. Pages a
// talent sees are measured signed in as a demo talent: its session cookie is put into Chrome's cookie jar over the
// DevTools protocol (Lighthouse keeps cookies between runs; an extraHeaders Cookie reaches the page but not its fetches).
// Options: --runs N (median of N runs per page, default 1), --json FILE (writes the table), --only NAME,... and
// --reports DIR (keeps each full Lighthouse report, to see what a score is made of), --cpu X (the CPU slowdown
// multiplier, Lighthouse's default 4). The `phone` column is the host's benchmark index divided by the multiplier: the
// CPU the simulation stands for (Chrome DevTools' calibration calls 1000 a mid-tier phone, a Pixel 5, and 264 a
// low-tier one), so runs on hosts of different speeds can be compared.
// Environment: LIGHTHOUSE_PORT (default 3321), CHROME_PATH (default /usr/bin/chromium).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { mainPages, signInDemoTalent, startProductionServer } from './production-server.mjs';

// The cookie is set over a WebSocket; Node 20 has WebSocket behind a flag.
if (typeof WebSocket === 'undefined') {
  const rerun = spawnSync(process.execPath, ['--experimental-websocket', ...process.argv.slice(1)], {
    stdio: 'inherit',
  });
  process.exit(rerun.status ?? 1);
}

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    json: { type: 'string' },
    only: { type: 'string' },
    reports: { type: 'string' },
    cpu: { type: 'string', default: '4' },
  },
});
const runs = Math.max(1, Number(args.runs) || 1);
const cpuSlowdown = Number(args.cpu) > 0 ? Number(args.cpu) : 4;
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3321);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Sends one DevTools protocol command to the browser target (cookies live there, shared by every page). */
async function browserCommand(chromePort, method, params = {}) {
  const { webSocketDebuggerUrl } = await fetch(`http://127.0.0.1:${chromePort}/json/version`).then((r) => r.json());
  const socket = new WebSocket(webSocketDebuggerUrl);
  try {
    await new Promise((resolve, reject) => {
      socket.onopen = resolve;
      socket.onerror = () => reject(new Error('no DevTools connection'));
    });
    const reply = new Promise((resolve) => {
      socket.onmessage = (event) => resolve(JSON.parse(event.data));
    });
    socket.send(JSON.stringify({ id: 1, method, params }));
    const message = await reply;
    if (message.error) throw new Error(`${method}: ${message.error.message}`);
    return message.result;
  } finally {
    socket.close();
  }
}

/** Signed in: the session cookie in Chrome's jar; signed out: an empty jar. */
async function useSession(chromePort, base, cookies) {
  await browserCommand(chromePort, 'Storage.clearCookies');
  if (!cookies) return;
  const host = new URL(base).hostname;
  await browserCommand(chromePort, 'Storage.setCookies', {
    // As the server sets them: the app reads the `signed-in` hint cookie to know there is a session to ask for.
    cookies: cookies.map((c) => ({ ...c, domain: host, path: '/', sameSite: 'Lax' })),
  });
}

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/** One Lighthouse run; a failed trace (NO_NAVSTART and the like, seen now and then on a busy machine) is retried. */
async function audit(chrome, url, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      // Lighthouse's mobile preset with only the CPU multiplier replaced (its network throttling stays).
      throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
    });
    if (!lhr.runtimeError) return lhr;
    if (attempt === attempts) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    console.error(`${url}: ${lhr.runtimeError.code}, running again`);
  }
}

async function measure(chrome, url) {
  const results = [];
  for (let i = 0; i < runs; i += 1) {
    const lhr = await audit(chrome, url);
    if (args.reports) {
      fs.mkdirSync(args.reports, { recursive: true });
      const name = new URL(url).pathname.replaceAll('/', '_');
      fs.writeFileSync(path.join(args.reports, `${name}-${i + 1}.json`), JSON.stringify(lhr));
    }
    const finalUrl = lhr.finalDisplayedUrl;
    if (new URL(finalUrl).pathname !== new URL(url).pathname) {
      throw new Error(`${url} ended on ${finalUrl} (signed out or redirected): the figures would be of another page`);
    }
    results.push({
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c].score ?? 0) * 100)])),
      fcp: lhr.audits['first-contentful-paint'].numericValue,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      // How fast this machine was during the run (Lighthouse's own measure; ~1000+ is a quiet desktop): the
      // simulated phone is `--cpu` times slower than what was observed, so a busy machine lowers the score.
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    });
  }
  // The run with the median performance score stands for the page.
  const perf = median(results.map((r) => r.scores.performance));
  return results.find((r) => r.scores.performance === perf);
}

const server = await startProductionServer(port);
const { base } = server;
let chrome;
const rows = [];
try {
  const cookies = await signInDemoTalent(base);
  const pages = (await mainPages(base, cookies)).filter((p) => !args.only || args.only.split(',').includes(p.name));
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  console.log(`Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}`);
  console.log(
    `mobile, simulated throttling, CPU ${cpuSlowdown}x slower than this host, ${runs} run(s) per page (median), ${base}\n`,
  );
  const header = `${'page'.padEnd(16)}${'lang'.padEnd(6)}${'perf'.padStart(5)}${'a11y'.padStart(6)}${'best'.padStart(6)}${'seo'.padStart(5)}${'FCP s'.padStart(8)}${'LCP s'.padStart(8)}${'TBT ms'.padStart(8)}${'CLS'.padStart(7)}${'bench'.padStart(7)}${'phone'.padStart(7)}`;
  console.log(header);
  for (const page of pages) {
    await useSession(chrome.port, base, page.signedIn ? cookies : null);
    for (const lang of ['en', 'ko']) {
      const url = `${base}/${lang}${page.path}`;
      const r = await measure(chrome, url);
      rows.push({ page: page.name, lang, ...r });
      const s = r.scores;
      console.log(
        `${page.name.padEnd(16)}${lang.padEnd(6)}${String(s.performance).padStart(5)}${String(s.accessibility).padStart(6)}` +
          `${String(s['best-practices']).padStart(6)}${String(s.seo).padStart(5)}${(r.fcp / 1000).toFixed(1).padStart(8)}` +
          `${(r.lcp / 1000).toFixed(1).padStart(8)}${Math.round(r.tbt).toString().padStart(8)}${r.cls.toFixed(3).padStart(7)}${String(r.benchmarkIndex).padStart(7)}${String(Math.round(r.benchmarkIndex / cpuSlowdown)).padStart(7)}`,
      );
    }
  }
  console.log('');
  for (const category of CATEGORIES) {
    const below = rows.filter((r) => r.scores[category] < 95).map((r) => `${r.page} ${r.lang}`);
    console.log(`${category}: ${below.length ? `below 95 on ${below.join(', ')}` : 'every page at 95 or more'}`);
  }
  if (args.json) fs.writeFileSync(args.json, `${JSON.stringify(rows, null, 2)}\n`);
} finally {
  await chrome?.kill();
  await server.stop();
}
