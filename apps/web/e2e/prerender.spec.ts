import { expect, type Page, test } from '@playwright/test';
import { screenshots, signInViaForm } from './helpers';

/**
 * Landing and sign-in arrive rendered at build time in the page's language (decision 031): the HTML already holds
 * the first screen, and the app takes it over (hydrates) without a mismatch; a signed-in visitor gets the plain
 * shell, so sign-in never shows its form to someone who is already in.
 */

const TEXT = {
  en: { landing: 'Hire and get hired across borders', signin: 'Sign in', submit: /^Sign in$/, dashboard: 'Dashboard' },
  ko: { landing: '국경을 넘어 채용하고, 채용되세요', signin: '로그인', submit: /^로그인$/, dashboard: '대시보드' },
} as const;
const TALENT = { email: 'james.park@demo.talentbridge.dev', password: 'TalentBridge-demo-2026' };

/**
 * Console errors and warnings (React reports a hydration mismatch there) and uncaught errors; the visitor's session
 * check answering 401 is expected (Chrome logs it as a failed resource).
 */
function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    const isSessionCheck = message.text().includes('status of 401');
    if ((message.type() === 'error' || message.type() === 'warning') && !isSessionCheck) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

for (const lang of ['en', 'ko'] as const) {
  test(`landing and sign-in are served prerendered in ${lang} and hydrate cleanly`, async ({ page, request }) => {
    for (const [path, heading] of [
      [`/${lang}/`, TEXT[lang].landing],
      [`/${lang}/auth/signin`, TEXT[lang].signin],
    ] as const) {
      const html = await (await request.get(path)).text();
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toContain('<div id="root" data-prerendered>');
      expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      // The app's scripts come through the loader once the screen has painted (decision 047): none in the page.
      expect(html).toMatch(/<script defer src="\/assets\/entry-loader-[0-9a-f]+\.js" data-entry="\/assets\/[^"]+\.js"/);
      expect(html).not.toContain('type="module"');
    }
    // Until the app has taken the form over, the browser must not submit it itself (a GET with the password in the URL).
    const signinHtml = await (await request.get(`/${lang}/auth/signin`)).text();
    expect(signinHtml).toMatch(/<button type="submit"[^>]* disabled="">/);

    const problems = watchConsole(page);
    await page.goto(`/${lang}/`);
    await expect(page.getByRole('heading', { level: 1, name: TEXT[lang].landing })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await screenshots(page, `prerender-landing-${lang}`);
    // A client-side navigation works: the markup became the app.
    await page.getByRole('main').getByRole('link', { name: TEXT[lang].signin, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/auth/signin$`));

    await page.goto(`/${lang}/auth/signin`);
    await page.waitForLoadState('networkidle');
    await screenshots(page, `prerender-signin-${lang}`);
    // The form answers: react-hook-form and the sign-in call run on the hydrated markup.
    await signInViaForm(page, TALENT.email, TALENT.password, TEXT[lang].submit);
    await expect(page).toHaveURL(new RegExp(`/${lang}/talent/mypage/dashboard`));
    expect(problems).toEqual([]);

    // Signed in: the pages come as the plain shell (the app decides where the user goes).
    const signedIn = await (await page.request.get(`/${lang}/auth/signin`)).text();
    expect(signedIn).toContain(`<html lang="${lang}">`);
    expect(signedIn).not.toContain('data-prerendered');
  });
}
