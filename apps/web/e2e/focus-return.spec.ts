import { expect, test } from '@playwright/test';
import { contextOf, DEMO } from './axe';

// Issue 19: when a dialog closes, focus goes back to what opened it, so a keyboard user carries on where they were.
// Our dialogs open from ordinary buttons (not a Radix trigger), which Radix alone would leave on the page's top.
test('focus returns to the opener when the confirm dialog or the start dialog closes', async ({ browser }) => {
  const context = await contextOf(browser, DEMO.talent);
  const page = await context.newPage();

  // The confirm dialog: "Remove …" on a profile row, answered "Keep it" with the mouse, then dismissed with Escape.
  await page.goto('/en/talent/mypage/profile-register');
  const remove = page.getByRole('button', { name: /^Remove / }).first();
  await remove.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Remove this entry?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(confirm).toBeHidden();
  await expect(remove).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(remove).toBeFocused();

  // Another dialog: starting a skill assessment, closed with its close button.
  await page.goto('/en/talent/mypage/skill-assessment/1');
  const start = page.getByRole('button', { name: /^(Start|Retake)$/ }).first();
  await start.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /^Start / });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(start).toBeFocused();
  await context.close();
});
