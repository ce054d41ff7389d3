import { expect, test } from '@playwright/test';
import { signInViaForm } from './helpers';

const COMPANY = 'hr@nurisoft.demo.talentbridge.dev';
const DEMO_PASSWORD = 'TalentBridge-demo-2026';

test('a company in Korean finds a talent by a Korean keyword and saves them into a new group', async ({ page }) => {
  const groupName = `백엔드 후보 ${Date.now()}`;
  await page.goto('/ko/auth/signin');
  await signInViaForm(page, COMPANY, DEMO_PASSWORD, /^로그인$/);
  await expect(page).toHaveURL(/\/ko\/company\/mypage\/dashboard$/);

  await page.goto('/ko/company/talent-information');
  await expect(page.getByRole('heading', { name: '인재 찾기', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: '인재 검색' }).fill('개발');
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await expect(page).toHaveURL(/keyword=%EA%B0%9C%EB%B0%9C/);
  const card = page.getByTestId('talent-card').first();
  await expect(card).toBeVisible();
  const link = card.getByRole('link').first();
  const name = (await link.textContent())?.trim() ?? '';
  expect(name).not.toBe('');
  await link.click();

  await expect(page).toHaveURL(/\/ko\/company\/talent-preview\/\d+$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '그룹에 저장' })).toBeVisible();
  await page.locator('#save-group-select').click();
  await page.getByRole('option', { name: '새 그룹…' }).click();
  await page.getByRole('textbox', { name: '새 그룹 이름' }).fill(groupName);
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await expect(page.getByTestId('current-group')).toHaveText(`저장된 그룹: ${groupName}`);

  await page.goto('/ko/company/mypage/talent-of-interest');
  await expect(page.getByRole('heading', { name: '관심 인재', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: `${groupName} (1)` }).click();
  await expect(page.getByRole('tabpanel').getByRole('link', { name })).toBeVisible();
});
