import { expect, test } from '@playwright/test';
import { uniqueEmail } from './helpers';

test('sign-up shows every problem at once and agrees to all with one box (English)', async ({ page }) => {
  await page.goto('/en/auth/signup/talent');
  await page.getByLabel('Password', { exact: true }).fill('correct-Horse-battery-9');
  await page.getByLabel('Confirm password').fill('not the same');
  await page.getByRole('button', { name: 'Create account' }).click();
  // The names, the e-mail, the consents and the mismatched confirmation, all after one press.
  await expect(page.getByText('This field is required.')).toHaveCount(3);
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
  await expect(page.getByText('You must accept this to continue.')).toHaveCount(2);

  const all = page.getByRole('checkbox', { name: 'Agree to all, including the optional items' });
  const terms = page.getByRole('checkbox', { name: /Terms of Service/ });
  const privacy = page.getByRole('checkbox', { name: /Privacy Policy/ });
  const marketing = page.getByRole('checkbox', { name: /news and job tips/ });
  await all.check();
  for (const box of [terms, privacy, marketing]) await expect(box).toBeChecked();
  await expect(page.getByText('You must accept this to continue.')).toHaveCount(0);
  // Clearing one leaves the box half checked; checking it again checks all.
  await marketing.uncheck();
  await expect(all).toHaveAttribute('aria-checked', 'mixed');
  await all.click();
  await expect(marketing).toBeChecked();
  await all.click();
  for (const box of [terms, privacy, marketing]) await expect(box).not.toBeChecked();
  // In English the given name comes first, on screen and in the tab order.
  await page.getByLabel('First name').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Last name')).toBeFocused();
});

test('in Korean the family name comes first, in the tab order too, and the fresh link signs in', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('signup-ko');
  await page.goto('/ko/auth/signup/talent');
  const family = page.getByLabel('성', { exact: true });
  const given = page.getByLabel('이름', { exact: true });
  const [familyBox, givenBox] = [await family.boundingBox(), await given.boundingBox()];
  expect((familyBox?.x ?? 0) < (givenBox?.x ?? 0)).toBe(true);
  await family.fill('김');
  await page.keyboard.press('Tab');
  await expect(given).toBeFocused();
  await given.fill('민지');
  await page.getByLabel('이메일', { exact: true }).fill(email);
  await page.getByLabel('비밀번호', { exact: true }).fill('Bridge-e2e-password-7');
  await page.getByLabel('비밀번호 확인').fill('Bridge-e2e-password-7');
  await page.getByRole('checkbox', { name: '선택 항목을 포함해 모두 동의합니다' }).check();
  await page.getByRole('button', { name: '계정 만들기' }).click();
  await expect(page.getByRole('heading', { name: '메일함을 확인하세요' })).toBeVisible();

  const mails = await request.get(`/api/v1/dev/mails?to=${encodeURIComponent(email)}`);
  const text = ((await mails.json()) as { data: { text: string }[] }).data[0]?.text ?? '';
  const link = new URL(text.match(/https?:\/\/\S+signup\/completed\S+/)?.[0] ?? 'http://x/');
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('button', { name: '인증하고 계속하기' }).click();
  await expect(page).toHaveURL(/\/ko\/talent\/mypage\/dashboard$/);
  await expect(page.getByRole('heading', { name: '민지님, 안녕하세요' })).toBeVisible();

  // Settings: the name fields in the same order.
  await page.goto('/ko/talent/mypage/settings');
  const settingsFamily = page.getByLabel('성', { exact: true });
  await expect(settingsFamily).toHaveValue('김');
  await settingsFamily.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('이름', { exact: true })).toBeFocused();

  // The link is single-use: opened again (signed out), it is refused.
  await page.context().clearCookies();
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('button', { name: '인증하고 계속하기' }).click();
  await expect(page.getByText('유효하지 않거나 이미 사용된 링크입니다.', { exact: false })).toBeVisible();
});
