import { expect, test } from '@playwright/test';
import { createVerifiedAccount, mailLink, PASSWORD, screenshots, signInViaForm, uniqueEmail } from './helpers';

test('forgot password: the reset mail leads to a new password that signs in', async ({ page, request }) => {
  const email = uniqueEmail('reset');
  const newPassword = 'Brand-new-bridge-42';
  await createVerifiedAccount(request, { email });

  await page.goto('/en/auth/signin');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/en\/auth\/password\/forgot$/);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(`If an account exists for ${email}`)).toBeVisible();

  const link = await mailLink(request, email, '/en/auth/password/reset');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('heading', { name: 'Your password has been changed' })).toBeVisible();

  // The link is single-use.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('Another-new-pass-77');
  await page.getByLabel('Confirm new password').fill('Another-new-pass-77');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('This link is not valid or has already been used.')).toBeVisible();

  await page.goto('/en/auth/signin');
  await signInViaForm(page, email, PASSWORD, /^Sign in$/);
  await expect(page.getByText('The e-mail or password is incorrect.')).toBeVisible();
  await signInViaForm(page, email, newPassword, /^Sign in$/);
  await expect(page).toHaveURL(/\/en\/talent\/mypage\/dashboard$/);

  // The talent dashboard in Korean, for the screenshots.
  await page.getByRole('link', { name: '한국어' }).first().click();
  await expect(page).toHaveURL(/\/ko\/talent\/mypage\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Test님, 안녕하세요' })).toBeVisible();
  await screenshots(page, 'dashboard-talent-ko');
});
