import { expect, type Page, test } from '@playwright/test';
import { screenshots, signInViaForm } from './helpers';

/**
 * The talent's careers search, a posting and the dashboard arrive rendered by the server with the talent's data
 * (decision 049): the HTML holds the first screen and the query cache it came from, the page reads without
 * JavaScript, and the app hydrates it without a mismatch and answers clicks.
 */

const TEXT = {
  en: { submit: /^Sign in$/, careers: 'Careers', hello: 'Hello, James' },
  ko: { submit: /^로그인$/, careers: '채용 정보', hello: 'James' },
} as const;
const TALENT = { email: 'james.park@demo.talentbridge.dev', password: 'TalentBridge-demo-2026' };

/** Console errors and warnings (React reports a hydration mismatch there) and uncaught errors. */
function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Marks the document: a link handled by the app keeps it, a full page load would lose it. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }));
const isSameDocument = (page: Page) => page.evaluate(() => 'sameDocument' in window);

for (const lang of ['en', 'ko'] as const) {
  test(`the talent's careers, a posting and the dashboard come rendered with data in ${lang}`, async ({
    page,
    browser,
    request,
  }) => {
    await page.goto(`/${lang}/auth/signin`);
    await signInViaForm(page, TALENT.email, TALENT.password, TEXT[lang].submit);
    await expect(page).toHaveURL(new RegExp(`/${lang}/talent/mypage/dashboard`));

    const careersHtml = await (await page.request.get(`/${lang}/talent/careers`)).text();
    const postingPath = careersHtml.match(new RegExp(`href="(/${lang}/talent/careers/\\d+)"`))?.[1];
    expect(postingPath).toBeDefined();
    // The filters' country list is fetched after hydration, not carried in the page (decision 052).
    expect(careersHtml).toContain('"queryKey":["user"]');
    expect(careersHtml).not.toContain('"queryKey":["countries"]');
    const paths = [`/${lang}/talent/careers`, postingPath ?? '', `/${lang}/talent/mypage/dashboard`];
    for (const path of paths) {
      const response = await page.request.get(path);
      expect(response.headers()['cache-control']).toBe('private, no-store');
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toContain('<div id="root" data-server-rendered>');
      expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      expect(html).toContain('<script type="application/json" id="query-state">');
      expect(html).not.toContain('type="module"');
    }

    // As served, before any script: the page's content is there (JavaScript off, same session).
    const served = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
      baseURL: test.info().project.use.baseURL,
    });
    const still = await served.newPage();
    await still.goto(paths[0] ?? '');
    await expect(still.getByRole('heading', { level: 1, name: TEXT[lang].careers })).toBeVisible();
    await expect(still.locator(`a[href="${postingPath}"]`).first()).toBeVisible();
    await screenshots(still, `server-rendered-careers-${lang}-served`);
    await still.goto(paths[1] ?? '');
    await expect(still.getByRole('heading', { level: 1 })).toBeVisible();
    await screenshots(still, `server-rendered-posting-${lang}-served`);
    await still.goto(paths[2] ?? '');
    await expect(still.getByRole('heading', { level: 1, name: new RegExp(TEXT[lang].hello) })).toBeVisible();
    await screenshots(still, `server-rendered-dashboard-${lang}-served`);
    await served.close();

    // Hydrated: no mismatch or other error in the console, and the app answers a click without a page load.
    const problems = watchConsole(page);
    await page.goto(paths[0] ?? '');
    // This load, too, got the rendered page (not the shell a render past its budget falls back to).
    await expect(page.locator('#root[data-server-rendered]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    await screenshots(page, `server-rendered-careers-${lang}`);
    await markDocument(page);
    await page.locator(`main a[href="${postingPath}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${postingPath}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);

    await page.goto(paths[1] ?? '');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await screenshots(page, `server-rendered-posting-${lang}`);

    await page.goto(paths[2] ?? '');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(TEXT[lang].hello) })).toBeVisible();
    await screenshots(page, `server-rendered-dashboard-${lang}`);
    await markDocument(page);
    await page.getByRole('navigation').getByRole('link', { name: TEXT[lang].careers, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/talent/careers$`));
    await expect(page.getByRole('heading', { level: 1, name: TEXT[lang].careers })).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);
    expect(problems).toEqual([]);

    // A revoked session (signed out elsewhere) with the same cookie: the shell, with nobody's data.
    const token = (await page.context().cookies()).find((cookie) => cookie.name === 'access-token')?.value;
    const signOut = await request.post('/api/v1/auth/signout', { headers: { Authorization: `Bearer ${token}` } });
    expect(signOut.status()).toBe(200);
    const revoked = await request.get(paths[2] ?? '', { headers: { cookie: `access-token=${token}; signed-in=1` } });
    const revokedHtml = await revoked.text();
    expect(revokedHtml).toContain('<div id="root"></div>');
    expect(revokedHtml).not.toContain('query-state');
    expect(revokedHtml).not.toContain(TALENT.email);
  });
}
