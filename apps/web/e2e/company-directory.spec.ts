import { expect, test } from '@playwright/test';
import { createVerifiedAccount, PASSWORD, screenshots, signInViaForm, uniqueEmail } from './helpers';

// The demo data's verified companies (seed-organizations.ts and seed-directory.ts).
test('the company directory lists verified companies and finds them in either language', async ({ page, request }) => {
  const email = uniqueEmail('directory');
  await createVerifiedAccount(request, { email });
  await page.goto('/en/auth/signin');
  await signInViaForm(page, email, PASSWORD, /^Sign in$/);
  await expect(page).toHaveURL(/\/en\/talent\/mypage\/dashboard$/);

  await page.goto('/en/talent/company-info');
  await expect(page.getByRole('heading', { name: 'Companies', level: 1 })).toBeVisible();
  const list = page.getByRole('list', { name: 'Verified companies' });
  await expect(list.getByRole('link', { name: '누리소프트' })).toBeVisible();
  await expect(list.getByRole('link', { name: 'BlueWave Labs' })).toBeVisible();
  // Pending and unapplied companies are not listed.
  await expect(list.getByRole('link', { name: '그린팜테크' })).toHaveCount(0);
  await expect(list.getByRole('link', { name: '한빛모빌리티' })).toHaveCount(0);
  const nuri = list.getByRole('listitem').filter({ hasText: '누리소프트' });
  await expect(nuri).toContainText('IT & software');
  await expect(nuri).toContainText('51–200 employees');
  await expect(nuri).toContainText(/\d+ open positions?/);
  await screenshots(page, 'company-directory-en');

  // An English place name finds a company whose address is written in Korean.
  const search = page.getByRole('searchbox', { name: 'Search companies' });
  await search.fill('Busan');
  await search.press('Enter');
  await expect(page).toHaveURL(/keyword=Busan/);
  await expect(list.getByRole('link')).toHaveText(['새벽게임즈']);
  await search.fill('no such company anywhere');
  await search.press('Enter');
  await expect(page.getByText('No companies match “no such company anywhere”.')).toBeVisible();
  await screenshots(page, 'company-directory-empty-en');
  await page.getByRole('button', { name: 'Show all companies' }).click();
  await expect(list.getByRole('link', { name: '누리소프트' })).toBeVisible();

  // Each company opens its page.
  await list.getByRole('link', { name: 'BlueWave Labs' }).click();
  await expect(page).toHaveURL(/\/en\/talent\/company-info\?id=\d+$/);
  await expect(page.getByRole('heading', { name: 'BlueWave Labs', level: 1 })).toBeVisible();

  // In Korean: a Korean industry word finds an English-named company filed under it.
  await page.goto('/ko/talent/company-info');
  await expect(page.getByRole('heading', { name: '기업 둘러보기', level: 1 })).toBeVisible();
  const koList = page.getByRole('list', { name: '인증 기업 목록' });
  await expect(koList.getByRole('listitem').filter({ hasText: '누리소프트' })).toContainText('IT·소프트웨어');
  const koSearch = page.getByRole('searchbox', { name: '기업 검색' });
  await koSearch.fill('금융');
  await koSearch.press('Enter');
  await expect(koList.getByRole('link')).toHaveText(['Haneul Pay']);
  await expect(koList.getByRole('listitem')).toContainText('금융·핀테크');
  await koSearch.fill('서울');
  await koSearch.press('Enter');
  await expect(koList.getByRole('link', { name: 'Haneul Pay' })).toBeVisible();
  await expect(koList.getByRole('link', { name: '누리소프트' })).toBeVisible();
  await expect(koList.getByRole('link', { name: '새벽게임즈' })).toHaveCount(0);
  await koSearch.fill('');
  await koSearch.press('Enter');
  await expect(koList.getByRole('link', { name: '새벽게임즈' })).toBeVisible();
  await screenshots(page, 'company-directory-ko');
});
