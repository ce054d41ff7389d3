import fs from 'node:fs';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { SHOTS_DIR, screenshots, signInViaForm } from './helpers';

/**
 * Public pages (issue 19): a visitor reads a posting without an account, in its language, as the server sent it;
 * "Sign in to apply" leads to sign-in and back to the posting, where the talent applies. The company page and the
 * landing page's openings are public too.
 */

const DEMO_PASSWORD = 'TalentBridge-demo-2026';
const TALENT = { en: 'james.park@demo.talentbridge.dev', ko: 'minji.kim@demo.talentbridge.dev' } as const;
const WORDS = {
  en: {
    signInToApply: 'Sign in to apply',
    submit: /^Sign in$/,
    apply: 'Apply now',
    confirm: 'Apply',
    done: 'Application sent.',
  },
  ko: {
    signInToApply: '로그인하고 지원하기',
    submit: /^로그인$/,
    apply: '지원하기',
    confirm: '지원',
    done: '지원했습니다.',
  },
} as const;

type Job = { id: number; title: string; orgSummaryDTO: { id: number; name: string } };

/** An open posting the talent has not applied to, found through the API as that talent. */
async function postingToApplyTo(request: APIRequestContext, email: string, skip: number[]): Promise<Job> {
  const signin = await request.post('/api/v1/auth/signin', { data: { email, password: DEMO_PASSWORD } });
  expect(signin.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await signin.json()).data}` };
  const search = await request.get('/api/v1/jobs?size=50', { headers });
  for (const card of (await search.json()).data.data as Job[]) {
    if (skip.includes(card.id)) continue;
    const detail = (await (await request.get(`/api/v1/jobs/${card.id}`, { headers })).json()).data;
    if (detail.isApplicable && !detail.application) return card;
  }
  throw new Error(`no open posting left for ${email}`);
}

const used: number[] = [];

for (const lang of ['en', 'ko'] as const) {
  test(`a visitor reads a public posting in ${lang}, signs in, comes back to it and applies`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const words = WORDS[lang];
    const job = await postingToApplyTo(request, TALENT[lang], used);
    used.push(job.id);

    // The server's answer itself: the content, in the page's language, with its JSON-LD.
    const raw = await request.get(`/${lang}/jobs/${job.id}`);
    expect(raw.status()).toBe(200);
    const html = await raw.text();
    expect(html).toContain(`<html lang="${lang}">`);
    expect(html).toContain('"@type":"JobPosting"');

    const context = await browser.newContext({ locale: lang === 'ko' ? 'ko-KR' : 'en-US' });
    const page = await context.newPage();
    await page.goto(`/${lang}/jobs/${job.id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
    await expect(page.getByTestId('public-job')).toBeVisible();
    await expect(page).toHaveTitle(`${job.title} – ${job.orgSummaryDTO.name} | TalentBridge`);
    await screenshots(page, `public-job-${lang}`);

    // The company page is one click away, and public too.
    await page.getByRole('link', { name: job.orgSummaryDTO.name, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/companies/${job.orgSummaryDTO.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: job.orgSummaryDTO.name })).toBeVisible();
    await screenshots(page, `public-company-${lang}`);
    await page.getByRole('link', { name: job.title }).first().click();

    // Sign in to apply → the sign-in form → back on the posting, now as the talent, and apply.
    await page.getByTestId('public-apply').click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/auth/signin$`));
    await signInViaForm(page, TALENT[lang], DEMO_PASSWORD, words.submit);
    await expect(page).toHaveURL(new RegExp(`/${lang}/talent/careers/${job.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
    await page.getByRole('button', { name: words.apply, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: words.confirm, exact: true }).click();
    await expect(page.getByText(words.done)).toBeVisible();
    await context.close();
  });
}

test('closed, hidden and unknown pages answer 410 and 404 with pages in their language', async ({ page, request }) => {
  const notFound = await request.get('/ko/no-such-page');
  expect(notFound.status()).toBe(404);
  expect(await notFound.text()).toContain('<html lang="ko">');
  await page.goto('/ko/jobs/99999999');
  await expect(page.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' })).toBeVisible();
  await page.goto('/en/no-such-page');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain('Sitemap:');
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain('/ko/jobs/');
});

test('the landing page shows the latest openings and verified companies in both languages', async ({ browser }) => {
  for (const lang of ['en', 'ko'] as const) {
    const context = await browser.newContext({ locale: lang === 'ko' ? 'ko-KR' : 'en-US' });
    const page = await context.newPage();
    await page.goto(`/${lang}/`);
    await expect(
      page.getByRole('heading', { level: 2, name: lang === 'en' ? 'Latest open positions' : '최신 채용 공고' }),
    ).toBeVisible();
    await expect(page.getByTestId('landing-latest').getByRole('link').first()).toBeVisible();
    await expect(page.getByTestId('landing-companies').getByRole('link').first()).toBeVisible();
    await screenshots(page, `landing-${lang}`);
    await page.getByTestId('landing-latest').getByRole('link').first().click();
    await expect(page.getByTestId('public-job')).toBeVisible();
    await context.close();
  }
});

test.describe('before the script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('the server page itself has the posting, its header and the way to sign in', async ({ page, request }) => {
    const home = (await (await request.get('/api/v1/public/home')).json()).data as { latestPostings: Job[] };
    const job = home.latestPostings[0] as Job;
    for (const lang of ['en', 'ko'] as const) {
      await page.goto(`/${lang}/jobs/${job.id}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
      await expect(page.getByRole('link', { name: WORDS[lang].signInToApply })).toBeVisible();
      await expect(page.getByRole('link', { name: lang === 'en' ? '한국어' : 'English' })).toBeVisible();
      fs.mkdirSync(SHOTS_DIR, { recursive: true });
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${SHOTS_DIR}/public-job-server-${lang}-${width}.png`, fullPage: true });
      }
    }
  });
});
