import { expect, test } from '@playwright/test';
import { createVerifiedAccount, PASSWORD, screenshots, signInViaForm, uniqueEmail } from './helpers';

// The spec's `/auth/signin/{type}` and `/auth/password/{type}`, in both languages and without a language prefix.
const CASES = [
  {
    lang: 'en',
    signin: { talent: 'Sign in as a talent', company: 'Sign in as a company' },
    password: { talent: 'Reset your talent account password', company: 'Reset your company account password' },
    switchToCompany: 'Hiring? Sign in as a company',
    forgot: 'Forgot your password?',
  },
  {
    lang: 'ko',
    signin: { talent: '인재 회원 로그인', company: '기업 회원 로그인' },
    password: { talent: '인재 회원 비밀번호 재설정', company: '기업 회원 비밀번호 재설정' },
    switchToCompany: '채용 담당자이신가요? 기업 회원으로 로그인',
    forgot: '비밀번호를 잊으셨나요?',
  },
] as const;

for (const c of CASES) {
  test(`typed sign-in and password screens open in ${c.lang}`, async ({ page }) => {
    for (const type of ['talent', 'company'] as const) {
      await page.goto(`/${c.lang}/auth/signin/${type}`);
      // The first page of a fresh server may take a while on a busy machine.
      await expect(page.getByRole('heading', { name: c.signin[type] })).toBeVisible({ timeout: 20_000 });
      await expect(page).toHaveTitle(new RegExp(c.signin[type]));
      await page.goto(`/${c.lang}/auth/password/${type}`);
      await expect(page.getByRole('heading', { name: c.password[type] })).toBeVisible();
    }
    // The talent screen leads to the company one and to the talent's password screen.
    await page.goto(`/${c.lang}/auth/signin/talent`);
    await page.getByRole('link', { name: c.switchToCompany }).click();
    await expect(page).toHaveURL(new RegExp(`/${c.lang}/auth/signin/company$`));
    await page.getByRole('link', { name: c.forgot }).click();
    await expect(page).toHaveURL(new RegExp(`/${c.lang}/auth/password/company$`));
    await expect(page.getByRole('heading', { name: c.password.company })).toBeVisible();
    await screenshots(page, `auth-password-company-${c.lang}`);
    await page.goto(`/${c.lang}/auth/signin/company`);
    await screenshots(page, `auth-signin-company-${c.lang}`);
    // Any other type is not found.
    await page.goto(`/${c.lang}/auth/signin/visitor`);
    await expect(page.getByRole('heading', { name: c.signin.talent })).toHaveCount(0);
  });
}

test('typed paths without a language prefix open in the remembered language', async ({ page, context }) => {
  await page.goto('/auth/signin/company');
  await expect(page).toHaveURL(/\/en\/auth\/signin\/company$/);
  await expect(page.getByRole('heading', { name: 'Sign in as a company' })).toBeVisible();
  await context.addCookies([{ name: 'lang', value: 'ko', domain: 'localhost', path: '/' }]);
  await page.goto('/auth/password/talent');
  await expect(page).toHaveURL(/\/ko\/auth\/password\/talent$/);
  await expect(page.getByRole('heading', { name: '인재 회원 비밀번호 재설정' })).toBeVisible();
});

test('a talent signs in from the typed screen and reaches the dashboard', async ({ page, request }) => {
  const email = uniqueEmail('typed-signin');
  await createVerifiedAccount(request, { email });
  await page.goto('/en/auth/signin/talent');
  await signInViaForm(page, email, PASSWORD, /^Sign in$/);
  await expect(page).toHaveURL(/\/en\/talent\/mypage\/dashboard$/);
  // Signed in, the typed auth screens send the user back to their dashboard.
  await page.goto('/en/auth/signin/company');
  await expect(page).toHaveURL(/\/en\/talent\/mypage\/dashboard$/);
});
