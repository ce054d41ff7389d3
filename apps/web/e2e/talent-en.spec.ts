import { expect, test } from '@playwright/test';
import { createVerifiedAccount, mailLink, PASSWORD, screenshots, signInViaForm, uniqueEmail } from './helpers';

test('a talent signs up in English, verifies the e-mail, signs in, lands on the dashboard and signs out', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('talent');

  await page.goto('/en/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hire and get hired across borders');
  await screenshots(page, 'landing-en');
  await page.getByRole('link', { name: 'Sign up as talent' }).click();
  await expect(page).toHaveURL(/\/en\/auth\/signup\/talent$/);

  // Client-side validation, in English.
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  await expect(page.getByText('You must accept this to continue.').first()).toBeVisible();

  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await expect(page.getByText('This e-mail is available.')).toBeVisible();
  await page.getByLabel('Confirm password').fill('not the same');
  await page.getByRole('checkbox', { name: /Terms of Service/ }).check();
  await page.getByRole('checkbox', { name: /Privacy Policy/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await screenshots(page, 'signup-talent-en');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/en\/auth\/signup\/completed$/);
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  // Signing in before verifying is refused, with a way to get the mail again.
  await page.goto('/en/auth/signin');
  await signInViaForm(page, email, PASSWORD, /^Sign in$/);
  await expect(page.getByText('Please verify your e-mail first.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send the verification mail again' })).toBeVisible();

  // The fresh verification link signs the new talent in: no password again.
  const link = await mailLink(request, email, '/en/auth/signup/completed');
  await page.goto(link);
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(page).toHaveURL(/\/en\/talent\/mypage\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Hello, Ada' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Complete profile' })).toHaveAttribute(
    'href',
    '/en/talent/mypage/profile-register',
  );
  await screenshots(page, 'dashboard-talent-en');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/en\/$/);
  await expect(page.getByText('You have signed out.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  // The session is gone on the server too.
  await page.goto('/en/talent/mypage/dashboard');
  await expect(page).toHaveURL(/\/en\/auth\/signin$/);
});

test('a protected path visited while signed out is restored after sign-in; auth screens send signed-in users on', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('return');
  await createVerifiedAccount(request, { email });

  await page.goto('/en/talent/mypage/dashboard?from=e2e');
  await expect(page).toHaveURL(/\/en\/auth\/signin$/);
  await signInViaForm(page, email, PASSWORD, /^Sign in$/);
  await expect(page).toHaveURL(/\/en\/talent\/mypage\/dashboard\?from=e2e$/);

  // Signed in: the sign-in screen is replaced by the dashboard.
  await page.goto('/en/auth/signin');
  await expect(page).toHaveURL(/\/en\/talent\/mypage\/dashboard$/);
  // A talent opening a company screen goes to their own dashboard.
  await page.goto('/en/company/mypage/dashboard');
  await expect(page).toHaveURL(/\/en\/talent\/mypage\/dashboard$/);
});
