import { createRequire } from 'node:module';
import { type APIRequestContext, type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** axe-core's browser script (its `source`), injected into each document checked. */
const AXE_SOURCE = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

export const DEMO_PASSWORD = 'TalentBridge-demo-2026';
export const DEMO = {
  talent: 'james.park@demo.talentbridge.dev',
  company: 'hr@nurisoft.demo.talentbridge.dev',
  admin: 'admin@demo.talentbridge.dev',
} as const;

const LANGS = ['en', 'ko'] as const;
const SIZES = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
] as const;

/** Signs `email` in through the API on `request` (a browser context's request shares its cookie jar). */
export async function signIn(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const response = await request.post('/api/v1/auth/signin', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
}

/** One browser context per role, signed in once for every screen it visits. */
export async function contextOf(browser: Browser, email?: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: SIZES[0] });
  if (email) await signIn(context.request, email);
  return context;
}

/** The `data` of a JSON envelope answered with 200. */
export async function dataOf<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/**
 * The critical and serious axe-core violations in the page as it stands (within `include` when given), as
 * "impact rule: elements" lines. axe-core runs in the page itself, injected once per document: @axe-core/playwright
 * injected its 550 KB script again and opened a blank page to finish every check, 1–4 s each where the check itself
 * takes 0.15 s (decision 057). The app has no frames, so one document is the whole screen.
 */
export async function seriousViolations(page: Page, options: { include?: string; disableRules?: string[] } = {}) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const runOptions: RunOptions = {
    resultTypes: ['violations'],
    rules: Object.fromEntries((options.disableRules ?? []).map((rule) => [rule, { enabled: false }])),
  };
  const { violations } = await page.evaluate(
    ({ include, runOptions }) => {
      const { axe } = window as unknown as {
        axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> };
      };
      return axe.run(include ? { include: [include] } : document, runOptions);
    },
    { include: options.include, runOptions },
  );
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** Waits until the screen has drawn its data: no spinner or skeleton left, fonts loaded. */
async function settle(page: Page) {
  await page.locator('main, [role="main"]').first().waitFor();
  await page
    .waitForFunction(() => !document.querySelector('.animate-spin, .animate-pulse'), undefined, { timeout: 15_000 })
    .catch(() => undefined); // a screen still loading is checked as it is: axe judges what a visitor sees
  await page.evaluate(() => document.fonts.ready);
}

/**
 * Opens `path` (after the language prefix) in English and Korean, and runs axe at 1280 and 375 px on each. A
 * critical or serious violation fails the test (softly, so one run lists every screen's), naming the rule and
 * the elements. Axe reports only violations (collecting every passing node cost a third of the time), and colour
 * contrast, the slowest rule, runs at 1280 px only: colours come from the same tokens at both widths, and the
 * phone-only parts (bottom bar, filter sheet, sticky bars) reuse them (decision 029).
 */
export async function expectAccessible(page: Page, path: string) {
  for (const lang of LANGS) {
    await page.setViewportSize(SIZES[0]);
    await page.goto(`/${lang}${path}`);
    await settle(page);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      const serious = await seriousViolations(page, size === SIZES[0] ? {} : { disableRules: ['color-contrast'] });
      expect.soft(serious, `/${lang}${path} at ${size.width} px (${page.url()})`).toEqual([]);
    }
  }
}
