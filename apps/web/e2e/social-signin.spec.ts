import { expect, test } from '@playwright/test';
import { screenshots } from './helpers';

// "Google" is a real OpenID provider started beside the server (apps/server/test/oidc-e2e-provider.ts): each
// sign-in there is a new person with a verified address.
test('a new person continues with Google, completes the account in Korean and lands on the dashboard', async ({
  page,
}) => {
  await page.goto('/ko/auth/signin/talent');
  await page.getByRole('link', { name: 'Google로 계속하기' }).click();
  await expect(page).toHaveURL(/\/ko\/auth\/social\/complete$/);
  await expect(page.getByRole('heading', { name: '가입을 마무리해 주세요' })).toBeVisible();
  await expect(page.getByText(/계정 이메일은 e2e\.\d+@gmail\.test입니다\./)).toBeVisible();
  // The provider's names, family name first.
  await expect(page.getByLabel('성', { exact: true })).toHaveValue('Han');
  await expect(page.getByLabel('이름', { exact: true })).toHaveValue('Jisoo');
  await page.getByRole('button', { name: '계정 만들기' }).click();
  await expect(page.getByText('계속하려면 동의해 주세요.')).toHaveCount(2);
  await screenshots(page, 'social-complete-ko');
  await page.getByRole('checkbox', { name: '선택 항목을 포함해 모두 동의합니다' }).check();
  await page.getByRole('button', { name: '계정 만들기' }).click();
  await expect(page).toHaveURL(/\/ko\/talent\/mypage\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Jisoo님, 안녕하세요' })).toBeVisible();
});

test('the sign-in screen says why a provider sign-in failed', async ({ page }) => {
  await page.goto('/en/auth/signin?oauthError=OAUTH_STATE_INVALID');
  // The first page of a fresh browser may take a while on a busy machine.
  await expect(page.getByText('This sign-in took too long or was started in another browser.')).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('link', { name: 'Continue with Google' })).toBeVisible();
  await screenshots(page, 'signin-social-en');
  // An unknown code shows nothing.
  await page.goto('/en/auth/signin?oauthError=<script>');
  await expect(page.getByRole('alert')).toHaveCount(0);
});
