import { expect, test } from '@playwright/test';
import { mailLink, PASSWORD, screenshots, uniqueEmail } from './helpers';

test('a company signs up in Korean, verifies, signs in and sees the NOT_APPLIED verification step', async ({
  page,
  request,
}) => {
  // Sign-up, verification, sign-in and six screenshots: a journey, not a single screen.
  test.setTimeout(90_000);
  const email = uniqueEmail('company');

  await page.goto('/ko/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('국경을 넘어 채용하고, 채용되세요');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await screenshots(page, 'landing-ko');

  await page.goto('/ko/auth/signup/company');
  await expect(page.getByRole('heading', { name: '기업 회원가입' })).toBeVisible();
  // Validation messages in Korean.
  await page.getByRole('button', { name: '계정 만들기' }).click();
  await expect(page.getByText('필수 입력 항목입니다.').first()).toBeVisible();

  await page.getByLabel('회사명').fill('브릿지소프트');
  await page.getByLabel('이름', { exact: true }).fill('지훈');
  await page.getByLabel('성', { exact: true }).fill('박');
  await page.getByLabel('이메일', { exact: true }).fill(email);
  await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
  await page.getByLabel('비밀번호 확인').fill(PASSWORD);
  await page.getByRole('checkbox', { name: /이용약관/ }).check();
  await page.getByRole('checkbox', { name: /개인정보처리방침/ }).check();
  await screenshots(page, 'signup-company-ko');
  await page.getByRole('button', { name: '계정 만들기' }).click();
  await expect(page.getByRole('heading', { name: '메일함을 확인하세요' })).toBeVisible();

  const link = await mailLink(request, email, '/ko/auth/signup/completed');
  // The fresh verification link signs the new company user in.
  await page.goto(link);
  await page.getByRole('button', { name: '인증하고 계속하기' }).click();
  await expect(page).toHaveURL(/\/ko\/company\/mypage\/dashboard$/);
  await expect(page.getByRole('heading', { name: '지훈님, 안녕하세요' })).toBeVisible();
  const status = page.getByTestId('verification-status');
  await expect(status).toHaveAttribute('data-status', 'NOT_APPLIED');
  await expect(status).toHaveText('미신청');
  await expect(page.getByRole('link', { name: '기업 정보로 이동' }).first()).toHaveAttribute(
    'href',
    '/ko/company/mypage/information',
  );
  await screenshots(page, 'dashboard-company-ko');

  // The same dashboard in English, through the language switcher (path kept).
  await page.getByRole('link', { name: 'English' }).first().click();
  await expect(page).toHaveURL(/\/en\/company\/mypage\/dashboard$/);
  await expect(page.getByTestId('verification-status')).toHaveText('Not applied');
  await screenshots(page, 'dashboard-company-en');
});
