import { expect, test } from '@playwright/test';
import { createVerifiedAccount, PASSWORD, screenshots, signInViaForm, uniqueEmail } from './helpers';

test('unknown routes show "Page Not Found" and the path, in both languages', async ({ page }) => {
  await page.goto('/en/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByTestId('not-found-path')).toHaveText('/en/no/such/page');
  await expect(page.getByRole('banner')).toBeVisible();

  await page.goto('/ko/nothing-here');
  await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();
  await expect(page.getByText('오류 404')).toBeVisible();
  await expect(page.getByTestId('not-found-path')).toHaveText('/ko/nothing-here');
  // Entirely in Korean: nothing Latin on the page but the path that was asked for.
  const text = ((await page.getByRole('main').textContent()) ?? '').replace('/ko/nothing-here', '');
  expect(text).not.toMatch(/[A-Za-z]/);
  await screenshots(page, 'not-found-ko');
});

test('error pages render without the layout', async ({ page }) => {
  await page.goto('/ko/404');
  await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();
  await expect(page.getByText('오류 404')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  await page.goto('/en/500');
  await expect(page.getByRole('heading', { name: 'Internal Server Error' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await screenshots(page, 'error-500-en');
});

test('the language switcher keeps the path and is remembered for the root', async ({ page }) => {
  await page.goto('/en/policy/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await page.getByRole('link', { name: '한국어' }).first().click();
  await expect(page).toHaveURL(/\/ko\/policy\/terms$/);
  await expect(page.getByRole('heading', { level: 1, name: '이용약관' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');

  // `/` follows the lang cookie; a path without a prefix gets one.
  await page.goto('/');
  await expect(page).toHaveURL(/\/ko\/$/);
  await page.goto('/policy/privacy');
  await expect(page).toHaveURL(/\/ko\/policy\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: '개인정보처리방침' })).toBeVisible();
});

test('a session revoked while in use sends the user to the root with an explanation', async ({ page, request }) => {
  const email = uniqueEmail('expired');
  await createVerifiedAccount(request, { email });
  await page.goto('/en/auth/signin');
  await signInViaForm(page, email, PASSWORD, /^Sign in$/);
  await expect(page).toHaveURL(/\/en\/talent\/mypage\/dashboard$/);
  // Let the dashboard finish loading first: revoked mid-load, the app already handles the ended session itself.
  await page.waitForLoadState('networkidle');

  // End the session behind the app's back (as a password reset elsewhere would).
  const token = (await page.context().cookies()).find((c) => c.name === 'access-token')?.value;
  expect(token).toBeTruthy();
  const signout = await request.post('/api/v1/auth/signout', { headers: { Authorization: `Bearer ${token}` } });
  expect(signout.status()).toBe(200);

  await page.reload();
  await expect(page).toHaveURL(/\/en\/$/);
  await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
  // The dead cookie is dropped, so later visits are plainly signed out.
  await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === 'access-token')).toBe(false);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
});

test('an administrator lands on /admin and can sign out', async ({ page }) => {
  await page.goto('/en/auth/signin');
  await signInViaForm(page, 'admin@demo.talentbridge.dev', 'TalentBridge-demo-2026', /^Sign in$/);
  await expect(page).toHaveURL(/\/en\/admin$/);
  await expect(page.getByText('You are signed in with an administrator account.')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/en\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  // Nothing was kept for "after sign-in": signing in again goes straight to /admin.
  await page.goto('/en/auth/signin');
  await signInViaForm(page, 'admin@demo.talentbridge.dev', 'TalentBridge-demo-2026', /^Sign in$/);
  await expect(page).toHaveURL(/\/en\/admin$/);
});

test('the development mailbox lists mails with clickable links', async ({ page, request }) => {
  const email = uniqueEmail('mailbox');
  await createVerifiedAccount(request, { email });
  await page.goto(`/en/dev/mailbox?to=${encodeURIComponent(email)}`);
  const mail = page.getByRole('button', { name: /Verify your e-mail|verify/i }).first();
  await expect(mail).toBeVisible();
  await mail.click();
  await expect(page.getByRole('dialog').getByRole('link').first()).toHaveAttribute(
    'href',
    /auth\/signup\/completed\?token=/,
  );
  await screenshots(page, 'mailbox-en');
});
