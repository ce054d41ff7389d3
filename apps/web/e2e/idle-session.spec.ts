import { expect, test } from '@playwright/test';
import { createVerifiedAccount, PASSWORD, screenshots, signInViaForm, uniqueEmail } from './helpers';

/**
 * A company session's idle limit (decision 035, COMPANY_SESSION_IDLE_MINUTES, 120 by default on the test server): a
 * minute before the end the app asks whether the person is still there; "stay signed in" keeps the session on the
 * server, and without an answer the app signs out at the deadline. The browser's clock is driven with `page.clock`
 * (the server keeps real time: its deadline is the real one, which the page reaches by jumping ahead).
 */

const TEXT = {
  en: {
    signIn: /^Sign in$/,
    title: 'Are you still there?',
    body: /you will be signed out in \d+ seconds without activity/,
    stay: 'Stay signed in',
    signedOut: 'You were signed out after a period without activity.',
  },
  ko: {
    signIn: /^로그인$/,
    title: '계속 이용 중이신가요?',
    body: /활동이 없으면 \d+초 후 자동으로 로그아웃됩니다/,
    stay: '로그인 유지',
    signedOut: '일정 시간 활동이 없어 자동으로 로그아웃되었습니다.',
  },
} as const;

// Jumps to five seconds into the last minute before the deadline the page was told.
const TO_WARNING = '01:59:05';

for (const lang of ['en', 'ko'] as const) {
  test(`a company session warns a minute before its idle end, stays on request and ends without one (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const text = TEXT[lang];
    const email = uniqueEmail(`idle-${lang}`);
    await createVerifiedAccount(request, { email, role: 'ORGANIZATION', locale: lang });
    await page.clock.install();
    await page.goto(`/${lang}/auth/signin`);
    await signInViaForm(page, email, PASSWORD, text.signIn);
    await expect(page).toHaveURL(new RegExp(`/${lang}/company/mypage/dashboard$`));
    const first = await page.request.get('/api/v1/auth/session');
    const told = Date.parse(((await first.json()) as { data: { idleExpiresAt: string } }).data.idleExpiresAt);
    // The deadline is the server's idle time from now (give or take the minute activity is written at most).
    expect(told - Date.now()).toBeGreaterThan(118 * 60_000);
    expect(told - Date.now()).toBeLessThanOrEqual(120 * 60_000 + 5_000);

    // Nothing is asked before the last minute.
    await page.clock.fastForward('01:58:00');
    const dialog = page.getByRole('dialog', { name: text.title });
    await expect(dialog).toHaveCount(0);

    // In the last minute: the warning, with the seconds left and "stay signed in" focused.
    await page.clock.fastForward('00:01:05');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(text.body);
    await expect(dialog.getByRole('button', { name: text.stay })).toBeFocused();
    await screenshots(page, `idle-warning-${lang}`);

    // Back to the real time (the server's), then "stay signed in": the server moves the deadline on.
    await page.clock.setSystemTime(Date.now());
    const stayed = page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/session/activity'));
    await dialog.getByRole('button', { name: text.stay }).click();
    expect((await stayed).status()).toBe(200);
    await expect(dialog).toHaveCount(0);
    const after = await page.request.get('/api/v1/auth/session');
    expect(after.status()).toBe(200);
    const moved = Date.parse(((await after.json()) as { data: { idleExpiresAt: string } }).data.idleExpiresAt);
    expect(moved).toBeGreaterThan(told);

    // No answer this time: the warning comes back in the last minute, and at the deadline the app signs out.
    await page.clock.fastForward(TO_WARNING);
    await expect(dialog).toBeVisible();
    const signedOut = page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/signout'));
    await page.clock.fastForward('00:01:30');
    await signedOut;
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: text.signedOut })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page).not.toHaveURL(/\/company\//);
    // The session is over on the server too.
    expect((await page.request.get('/api/v1/auth/session')).status()).toBe(401);
  });
}
