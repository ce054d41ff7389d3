import { expect, type Locator, type Page, test } from '@playwright/test';
import { createVerifiedAccount, PASSWORD, screenshots, signInViaForm, uniqueEmail } from './helpers';

/** The phone layout (issue 19) at 375 × 812: bottom navigation, apply bar, filters sheet, assessment bar. */
test.use({ viewport: { width: 375, height: 812 } });
test.describe.configure({ timeout: 120_000 });

const DEMO_PASSWORD = 'TalentBridge-demo-2026';

/** The element's bottom edge is at or above the top of `other` (it is not hidden behind it). */
async function expectAbove(element: Locator, other: Locator) {
  const [a, b] = [await element.boundingBox(), await other.boundingBox()];
  expect(a && b && a.y + a.height <= b.y + 1, 'stays above the bar below it').toBe(true);
}

async function expectTabs(page: Page, name: string, labels: string[]) {
  const nav = page.getByRole('navigation', { name });
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('link')).toHaveText(labels);
  for (const link of await nav.getByRole('link').all()) {
    expect((await link.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
  return nav;
}

test('a talent on a phone: bottom navigation, filters sheet with its count, apply bar, account menu', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('phone-en');
  await createVerifiedAccount(request, { email });
  await page.goto('/en/auth/signin');
  await signInViaForm(page, email, PASSWORD, /^Sign in$/);
  await expect(page).toHaveURL(/\/en\/talent\/mypage\/dashboard$/);

  // The main screens are at the bottom; the header keeps only the logo, the bell and nothing of the desktop links.
  const nav = await expectTabs(page, 'Main screens', ['Careers', 'Applications', 'Proposals', 'Assessments']);
  await expect(nav.getByRole('button', { name: 'Account' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Careers' })).toBeHidden();
  await screenshots(page, 'phone-dashboard-en');

  await nav.getByRole('link', { name: 'Careers' }).click();
  await expect(page).toHaveURL(/\/en\/talent\/careers$/);
  await expect(nav.getByRole('link', { name: 'Careers' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Proposals' })).not.toHaveAttribute('aria-current', 'page');

  // Filters in a sheet: nothing changes until "Show N results", N being the count of the chosen filters.
  await expect(page.getByTestId('result-count')).toContainText(/\d/);
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await sheet.getByRole('checkbox', { name: 'Remote' }).check();
  const remote = (await (await page.request.get('/api/v1/jobs?workModes=REMOTE&size=1')).json()).data;
  const expected = `Show ${remote.totalElementCount} result${remote.totalElementCount === 1 ? '' : 's'}`;
  await expect(sheet.getByTestId('filters-apply')).toHaveText(expected);
  await expect(page).toHaveURL(/\/en\/talent\/careers$/);
  await screenshots(page, 'phone-filters-sheet-en');
  await sheet.getByTestId('filters-apply').click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/workModes=REMOTE/);
  await expect(page.getByTestId('result-count')).toHaveText(`Results: ${remote.totalElementCount}`);
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeFocused();

  // A posting: the apply action stays in view above the bottom navigation, from the top of the page on.
  await page.goto('/en/talent/careers');
  await page.getByTestId('result-count').waitFor();
  await page.getByTestId('job-card').first().getByRole('link').first().click();
  await expect(page.getByTestId('job-detail')).toBeVisible();
  const bar = page.getByTestId('apply-bar');
  await expect(bar.getByRole('button', { name: 'Apply' })).toBeInViewport();
  await expectAbove(bar, nav);
  await page.mouse.wheel(0, 1500);
  await expect(bar.getByRole('button', { name: 'Apply' })).toBeInViewport();
  await expect(bar.getByRole('button', { name: /^Follow / }).first()).toBeInViewport();
  await screenshots(page, 'phone-posting-en');

  // The account menu from the bottom navigation: profile, settings, language and sign out.
  await nav.getByRole('button', { name: 'Account' }).click();
  const menu = page.getByRole('menu');
  for (const item of ['My profile', 'Settings', '한국어', 'Sign out']) {
    await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
  }
  await menu.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/en\/talent\/mypage\/settings$/);
});

test('a talent on a phone takes an assessment: the timer and submit bar stay at the bottom', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('phone-ko');
  await createVerifiedAccount(request, { email, locale: 'ko' });
  await page.goto('/ko/auth/signin');
  await signInViaForm(page, email, PASSWORD, /^로그인$/);
  const nav = await expectTabs(page, '주요 화면', ['채용 정보', '지원 현황', '포지션 제안', '스킬 평가']);
  await nav.getByRole('link', { name: '스킬 평가' }).click();
  await expect(page).toHaveURL(/\/ko\/talent\/mypage\/skill-assessment\/1$/);
  await expect(nav.getByRole('link', { name: '스킬 평가' })).toHaveAttribute('aria-current', 'page');

  const card = page.getByRole('article', { name: '프론트엔드 레벨 1 · 기초' });
  await card.getByRole('button', { name: '응시하기' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '지금 시작' }).click();
  await expect(page).toHaveURL(/\/ko\/talent\/mypage\/skill-assessment\/attempt\/\d+/);

  // The attempt opens on its first question; the bar (time left, submit) replaces the navigation.
  await expect(page.locator('h2[tabindex="-1"]')).toBeFocused();
  await expect(page.locator('h2[tabindex="-1"]')).toBeInViewport();
  const bar = page.getByTestId('attempt-bar');
  await expect(bar.getByRole('timer')).toBeInViewport();
  await expect(bar.getByRole('button', { name: '답안 제출' })).toBeInViewport();
  await expect(page.getByRole('navigation', { name: '주요 화면' })).toHaveCount(0);
  const box = await bar.boundingBox();
  expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(812);
  await page.mouse.wheel(0, 2000);
  await expect(bar.getByRole('timer')).toBeInViewport();
  await screenshots(page, 'phone-attempt-ko');
});

test('a company on a phone: its bottom navigation and the talent filters in a sheet', async ({ page }) => {
  await page.goto('/ko/auth/signin');
  await signInViaForm(page, 'hr@nurisoft.demo.talentbridge.dev', DEMO_PASSWORD, /^로그인$/);
  await expect(page).toHaveURL(/\/ko\/company\/mypage\/dashboard$/);
  const nav = await expectTabs(page, '주요 화면', ['채용 공고', '채용 관리', '인재 찾기']);
  await nav.getByRole('link', { name: '인재 찾기' }).click();
  await expect(page).toHaveURL(/\/ko\/company\/talent-information$/);
  await expect(nav.getByRole('link', { name: '인재 찾기' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('complementary', { name: '필터' })).toBeHidden();

  await page.getByRole('button', { name: '필터', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: '필터' });
  await sheet.getByRole('checkbox', { name: '제안을 받는 인재만' }).check();
  const apply = sheet.getByTestId('filters-apply');
  await expect(apply).toHaveText(/^결과 \d+건 보기$/);
  const count = (await apply.textContent())?.match(/\d+/)?.[0];
  await screenshots(page, 'phone-talent-filters-ko');
  await apply.click();
  await expect(page).toHaveURL(/openToOffersOnly=true/);
  await expect(page.getByTestId('result-count')).toHaveText(`인재 ${count}명`);
  await expect(page.getByRole('button', { name: '필터 (1)' })).toBeVisible();

  await nav.getByRole('button', { name: '내 계정' }).click();
  for (const item of ['기업 정보', '설정', 'English', '로그아웃']) {
    await expect(page.getByRole('menu').getByRole('menuitem', { name: item })).toBeVisible();
  }
});

test('an administrator on a phone: the question bank and notices at the bottom', async ({ page }) => {
  await page.goto('/en/auth/signin');
  await signInViaForm(page, 'admin@demo.talentbridge.dev', DEMO_PASSWORD, /^Sign in$/);
  await expect(page).toHaveURL(/\/en\/admin$/);
  const nav = await expectTabs(page, 'Main screens', ['Question bank', 'Notices']);
  await nav.getByRole('link', { name: 'Notices' }).click();
  await expect(page).toHaveURL(/\/en\/admin\/notices$/);
  await expect(nav.getByRole('link', { name: 'Notices' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('button', { name: 'Account' }).click();
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
});

test('a visitor on a phone: the public posting keeps "Sign in to apply" in view', async ({ page, request }) => {
  const home = (await (await request.get('/api/v1/public/home')).json()).data as { latestPostings: { id: number }[] };
  const id = home.latestPostings[0]?.id;
  for (const [lang, label] of [
    ['en', 'Sign in to apply'],
    ['ko', '로그인하고 지원하기'],
  ] as const) {
    await page.goto(`/${lang}/jobs/${id}`);
    const apply = page.getByTestId('public-apply');
    await expect(apply).toHaveText(label);
    await expect(apply).toBeInViewport();
    await page.mouse.wheel(0, 1500);
    await expect(apply).toBeInViewport();
    await expect(page.getByTestId('bottom-nav')).toHaveCount(0);
    await screenshots(page, `phone-public-job-${lang}`);
  }
});
