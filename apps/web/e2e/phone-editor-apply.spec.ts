import { type APIRequestContext, type APIResponse, expect, type Locator, type Page, test } from '@playwright/test';
import { SHOTS_DIR, screenshots, signInViaForm } from './helpers';
import { publishPosting } from './postings';

/**
 * Issue 19's leftovers on a phone (375 × 812): the posting editor's action bar stays above the bottom navigation
 * without hiding the form's end, its dates are typed and read back in the page's language, and an application takes
 * one line of the apply bar. In both languages.
 */
test.use({ viewport: { width: 375, height: 812 } });
test.describe.configure({ timeout: 120_000 });

const DEMO_PASSWORD = 'TalentBridge-demo-2026';
const COMPANY = 'hr@nurisoft.demo.talentbridge.dev';
const TALENT = 'emily.nguyen@demo.talentbridge.dev';

const TEXT = {
  en: {
    signIn: /^Sign in$/,
    nav: 'Main screens',
    start: 'Start date',
    chosen: 'Chosen: Tuesday, December 1, 2026',
    add: 'Add assessment',
    publish: 'Publish',
    details: 'View progress',
    withdraw: 'Cancel application',
    withdrawOnPage: 'Withdraw application',
    applied: /^Applied on /,
  },
  ko: {
    signIn: /^로그인$/,
    nav: '주요 화면',
    start: '시작일',
    chosen: '선택한 날짜: 2026년 12월 1일 화요일',
    add: '평가 추가',
    publish: '게시',
    details: '진행 상황 보기',
    withdraw: '지원 취소',
    withdrawOnPage: '지원 취소하기',
    applied: / 지원$/,
  },
} as const;

async function dataOf<T>(response: APIResponse): Promise<T> {
  expect(response.status(), await response.text()).toBeLessThan(300);
  return ((await response.json()) as { data: T }).data;
}

/** Neither bar at the bottom (the editor's actions, the navigation) covers `element`. */
async function expectClearOf(element: Locator, ...bars: Locator[]) {
  const box = await element.boundingBox();
  for (const bar of bars) {
    const other = await bar.boundingBox();
    expect(box && other && box.y + box.height <= other.y + 1, 'not covered by the bar below it').toBe(true);
  }
}

async function signIn(page: Page, lang: 'en' | 'ko', email: string) {
  await page.goto(`/${lang}/auth/signin`);
  await signInViaForm(page, email, DEMO_PASSWORD, TEXT[lang].signIn);
  await expect(page).not.toHaveURL(/auth\/signin/);
}

for (const lang of ['en', 'ko'] as const) {
  const text = TEXT[lang];

  test(`${lang}: the posting editor's actions stay above the navigation and the form's end stays reachable`, async ({
    page,
  }) => {
    await signIn(page, lang, COMPANY);
    await page.goto(`/${lang}/company/job-posting/0`);
    const nav = page.getByRole('navigation', { name: text.nav });
    const actions = page.getByTestId('editor-actions');
    await expect(actions.getByRole('button', { name: text.publish, exact: true })).toBeInViewport();
    await expectClearOf(actions, nav);

    // Dates are typed digits in one order, read back in the page's language (not the browser's picker).
    const start = page.getByLabel(text.start, { exact: true });
    await expect(start).toHaveAttribute('type', 'text');
    await start.fill('2026.12.1');
    await expect(page.getByText(text.chosen)).toBeVisible();
    await start.press('Tab');
    await expect(start).toHaveValue('2026-12-01');

    // The last controls of the form, reached by keyboard or by scrolling, show above both bars.
    const add = page.getByRole('button', { name: text.add }).last();
    await add.focus();
    await expect(add).toBeInViewport();
    await expectClearOf(add, actions, nav);
    await page.mouse.wheel(0, 20_000);
    await expectClearOf(add, actions, nav);
    await page.screenshot({ path: `${SHOTS_DIR}/phone-posting-editor-end-${lang}-375.png` });
    await screenshots(page, `posting-editor-dates-${lang}`);
  });

  test(`${lang}: once applied, the apply bar is one line; withdrawing is on the application's page`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    const company: APIRequestContext = await playwright.request.newContext({ baseURL });
    await dataOf(await company.post('/api/v1/auth/signin', { data: { email: COMPANY, password: DEMO_PASSWORD } }));
    const { companyId } = await dataOf<{ companyId: number }>(await company.get('/api/v1/user'));
    const postingId = await publishPosting(company, companyId, `Phone status line ${lang} ${Date.now().toString(36)}`);

    await signIn(page, lang, TALENT);
    await dataOf(await page.request.post(`/api/v1/jobs/${postingId}/apply`));
    await page.goto(`/${lang}/talent/careers/${postingId}`);
    const bar = page.getByTestId('apply-bar');
    const panel = bar.getByTestId('apply-panel');
    const details = panel.getByRole('link', { name: text.details });
    await expect(details).toBeInViewport();
    // One line: the status and the link side by side; the date is still read out; withdrawing waits on the page.
    const [badge, link] = [await panel.locator('p').first().boundingBox(), await details.boundingBox()];
    expect(badge && link && Math.abs(badge.y + badge.height / 2 - (link.y + link.height / 2)) < 8).toBe(true);
    expect((await panel.boundingBox())?.height ?? 999).toBeLessThanOrEqual(48);
    await expect(panel.getByText(text.applied)).toHaveClass(/sr-only/);
    await expect(panel.getByRole('button', { name: text.withdraw, exact: true })).toBeHidden();
    await page.screenshot({ path: `${SHOTS_DIR}/phone-applied-bar-${lang}-375.png` });
    await screenshots(page, `applied-bar-${lang}`);

    // From 1024 px the side card shows the date and the withdraw button as before.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(panel.getByRole('button', { name: text.withdraw, exact: true })).toBeVisible();
    await page.setViewportSize({ width: 375, height: 812 });
    await details.click();
    await expect(page.getByRole('button', { name: text.withdrawOnPage, exact: true })).toBeVisible();
    await company.dispose();
  });
}
