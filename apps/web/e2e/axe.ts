import { AxeBuilder } from '@axe-core/playwright';
import { type APIRequestContext, type Browser, type BrowserContext, expect, type Page } from '@playwright/test';

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
      const axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
      if (size !== SIZES[0]) axe.disableRules(['color-contrast']);
      const { violations } = await axe.analyze();
      const serious = violations
        .filter((v) => v.impact === 'critical' || v.impact === 'serious')
        .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
      expect.soft(serious, `/${lang}${path} at ${size.width} px (${page.url()})`).toEqual([]);
    }
  }
}
