import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { screenshots, signInViaForm } from './helpers';

// James was hired by 누리소프트 (demo data) and has notifications from several applications, dated out of order.
const JAMES = 'james.park@demo.talentbridge.dev';
const DEMO_PASSWORD = 'TalentBridge-demo-2026';

async function signedInPage(browser: Browser, lang: 'en' | 'ko', email: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`/${lang}/auth/signin`);
  await signInViaForm(page, email, DEMO_PASSWORD, lang === 'ko' ? /^로그인$/ : /^Sign in$/);
  await expect(page).toHaveURL(new RegExp(`/${lang}/talent/mypage/dashboard$`));
  return page;
}

/** The dates a list shows, in screen order; they must read newest first. */
async function expectNewestFirst(list: Locator) {
  await expect(list.locator('time').first()).toBeVisible();
  const dates = await list.locator('time').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('datetime') ?? ''));
  expect(dates.length).toBeGreaterThan(2);
  expect(dates).toEqual([...dates].sort().reverse());
}

async function setSeekingStatus(page: Page, status: string) {
  const me = (await (await page.request.get('/api/v1/user')).json()) as { data: { id: number } };
  const res = await page.request.patch(`/api/v1/users/${me.data.id}/profile/job-seeking-status`, {
    data: { jobSeekingStatus: status },
  });
  expect(res.status()).toBe(200);
}

test('notifications read newest first in the bell and on the notifications page', async ({ browser }) => {
  const page = await signedInPage(browser, 'en', JAMES);
  await page.getByTestId('notification-bell').click();
  await expectNewestFirst(page.getByTestId('notification-list'));
  await page.keyboard.press('Escape');
  await page.goto('/ko/talent/mypage/notifications');
  await expectNewestFirst(page.getByTestId('notifications-page-list'));
  await page.context().close();
});

test('a hired talent still actively looking is offered to change the status, in both languages', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const page = await signedInPage(browser, 'ko', JAMES);
  await setSeekingStatus(page, 'ACTIVELY_SEEKING');
  await page.reload();
  const prompt = page.getByTestId('hired-status-prompt');
  await expect(prompt).toContainText('누리소프트 입사를 축하합니다!');
  await expect(prompt).toContainText('아직 “적극적으로 구직 중”으로 되어 있어');
  await screenshots(page, 'hired-status-prompt-ko');
  await prompt.getByRole('button', { name: '“현재 구직하지 않음”으로 바꾸기' }).click();
  const dialog = page.getByRole('dialog', { name: '구직 상태를 “현재 구직하지 않음”으로 바꿀까요?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '상태 바꾸기' }).click();
  await expect(page.getByText('구직 상태를 “현재 구직하지 않음”으로 바꿨습니다.')).toBeVisible();
  await expect(prompt).toHaveCount(0);
  await page.goto('/ko/talent/mypage/profile-register');
  await expect(page.getByText('현재 구직하지 않음').first()).toBeVisible();

  // In English, choosing "Open to offers" (James's demo status, so the data is as it was).
  await setSeekingStatus(page, 'ACTIVELY_SEEKING');
  await page.goto('/en/talent/mypage/dashboard');
  await expect(prompt).toContainText('Congratulations on joining 누리소프트!');
  await screenshots(page, 'hired-status-prompt-en');
  await prompt.getByRole('button', { name: 'Change to “Open to offers”' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Change status' }).click();
  await expect(page.getByText('Your job-seeking status is now “Open to offers”.')).toBeVisible();
  await expect(prompt).toHaveCount(0);
  await page.context().close();
});

test('date and month fields read the chosen value in the page language; catalogue names follow the reader', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // A Korean talent's profile: months are read back in the page's language, whatever the browser speaks.
  const talent = await signedInPage(browser, 'ko', 'minji.kim@demo.talentbridge.dev');
  await talent.goto('/ko/talent/mypage/profile-register');
  const entrance = talent.getByLabel('입학(년월)').first();
  await expect(entrance).toHaveAttribute('lang', 'ko');
  await entrance.fill('2014-03');
  await expect(talent.getByText('선택한 달: 2014년 3월').first()).toBeVisible();
  await screenshots(talent, 'month-fields-ko');
  await talent.goto('/en/talent/mypage/profile-register');
  await expect(talent.getByLabel('Entrance (month)').first()).toHaveAttribute('lang', 'en');
  await expect(talent.getByText(/^Chosen: \w{3} \d{4}$/).first()).toBeVisible();
  await screenshots(talent, 'month-fields-en');

  // The profile as a reader sees it: catalogue skills and roles in the reader's language, never both.
  const me = (await (await talent.request.get('/api/v1/user')).json()) as { data: { id: number } };
  await talent.goto(`/en/common-view/talent/${me.data.id}`);
  await expect(talent.getByText('Backend Developer').first()).toBeVisible();
  await expect(talent.getByRole('main')).not.toContainText('코틀린');
  // Countries too: one name per language, from the same place on every screen.
  await expect(talent.getByText('서울, South Korea')).toBeVisible();
  await screenshots(talent, 'profile-view-catalogue-en');
  await talent.goto(`/ko/common-view/talent/${me.data.id}`);
  await expect(talent.getByText('코틀린').first()).toBeVisible();
  await expect(talent.getByRole('main')).not.toContainText('Kotlin');
  await expect(talent.getByText('서울, 대한민국')).toBeVisible();
  await expect(talent.getByRole('main')).not.toContainText('South Korea');
  await screenshots(talent, 'profile-view-catalogue-ko');
  await talent.context().close();
});
