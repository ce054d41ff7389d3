import { expect, test } from '@playwright/test';
import { screenshots, signInViaForm } from './helpers';

// 한빛모빌리티 is the demo company that has not applied for verification: talent data stays closed to it.
const UNVERIFIED_COMPANY = 'people@hanbit.demo.talentbridge.dev';
const DEMO_PASSWORD = 'TalentBridge-demo-2026';

test('an unverified company is told why talent search is closed, in both languages, with the way to verification', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/ko/auth/signin');
  await signInViaForm(page, UNVERIFIED_COMPANY, DEMO_PASSWORD, /^로그인$/);
  await expect(page).toHaveURL(/\/ko\/company\/mypage\/dashboard$/);
  await expect(page.getByTestId('dashboard-recommended-talents').getByTestId('verification-required')).toContainText(
    '기업 인증이 완료되면 인재 검색을 이용할 수 있습니다',
  );

  await page.goto('/ko/company/talent-information');
  const notice = page.getByTestId('verification-required');
  await expect(notice).toContainText('기업 인증이 완료되면 인재 검색을 이용할 수 있습니다');
  await screenshots(page, 'talent-search-unverified-ko');

  await page.goto('/en/company/talent-information');
  await expect(notice).toContainText('Talent search opens once your company is verified');
  await notice.getByRole('link', { name: 'Go to company verification' }).click();
  await expect(page).toHaveURL(/\/en\/company\/mypage\/information$/);
});
