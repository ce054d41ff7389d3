import { expect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { createVerifiedAccount, PASSWORD, screenshots, signInViaForm, uniqueEmail } from './helpers';

/* Two-step sign-in (decision 035): turn it on in settings, then sign in with an app code and with a recovery code. */

/** What an authenticator app shows for the key on screen, `steps` periods from now (the same library as the server). */
function appCode(secret: string, steps = 0) {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

const TEXT = {
  en: {
    turnOn: 'Turn on',
    codeLabel: 'Code from the app',
    confirm: 'Confirm and turn on',
    saved: 'I have saved them',
    heading: 'Two-step sign-in',
    signIn: /^Sign in$/,
    useRecovery: 'Use a recovery code instead',
    recoveryLabel: 'Recovery code',
    wrongCode: 'That code is not right.',
  },
  ko: {
    turnOn: '사용하기',
    codeLabel: '인증 앱 코드',
    confirm: '확인하고 사용하기',
    saved: '저장했습니다',
    heading: '2단계 인증',
    signIn: /^로그인$/,
    useRecovery: '복구 코드로 로그인',
    recoveryLabel: '복구 코드',
    wrongCode: '코드가 올바르지 않습니다.',
  },
} as const;

async function signOut(page: Page) {
  await page.evaluate(() => fetch('/api/v1/auth/signout', { method: 'POST', credentials: 'include' }));
  await page.context().clearCookies({ name: 'access-token' });
}

for (const lang of ['en', 'ko'] as const) {
  test(`two-step sign-in: set up, then sign in with an app code and with a recovery code (${lang})`, async ({
    page,
    request,
  }) => {
    const text = TEXT[lang];
    const email = uniqueEmail(`two-step-${lang}`);
    await createVerifiedAccount(request, { email, role: 'ORGANIZATION', locale: lang });
    await page.goto(`/${lang}/auth/signin`);
    await signInViaForm(page, email, PASSWORD, text.signIn);
    await expect(page).toHaveURL(new RegExp(`/${lang}/company/mypage/dashboard$`));

    await page.goto(`/${lang}/company/mypage/settings`);
    await page.getByRole('button', { name: text.turnOn }).click();
    const shown = page.getByTestId('two-step-secret');
    await expect(shown).toBeVisible();
    const secret = ((await shown.textContent()) ?? '').replace(/\s/g, '');
    await page.getByLabel(text.codeLabel).fill(appCode(secret));
    await page.getByRole('button', { name: text.confirm }).click();
    const list = page.getByTestId('recovery-codes').getByRole('listitem');
    await expect(list).toHaveCount(10);
    const recovery = await list.allTextContents();
    await screenshots(page, `two-step-recovery-codes-${lang}`);
    await page.getByRole('button', { name: text.saved }).click();
    await expect(page.getByTestId('two-step-state')).toContainText('10');

    // Password, then the code from the app (the next period's: the setup used this one).
    await signOut(page);
    await page.goto(`/${lang}/auth/signin`);
    await signInViaForm(page, email, PASSWORD, text.signIn);
    await expect(page).toHaveURL(new RegExp(`/${lang}/auth/signin/two-step$`));
    await expect(page.getByRole('heading', { name: text.heading })).toBeVisible();
    await screenshots(page, `two-step-signin-${lang}`);
    await page.getByLabel(text.codeLabel).fill(appCode(secret, 1));
    await page.getByRole('button', { name: text.signIn }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/company/mypage/dashboard$`));

    // Password, then a recovery code; the same recovery code does not work twice.
    for (const attempt of ['first', 'again'] as const) {
      await signOut(page);
      await page.goto(`/${lang}/auth/signin`);
      await signInViaForm(page, email, PASSWORD, text.signIn);
      await expect(page).toHaveURL(new RegExp(`/${lang}/auth/signin/two-step$`));
      await page.getByRole('button', { name: text.useRecovery }).click();
      await page.getByLabel(text.recoveryLabel).fill(recovery[0] ?? '');
      await page.getByRole('button', { name: text.signIn }).click();
      if (attempt === 'first') await expect(page).toHaveURL(new RegExp(`/${lang}/company/mypage/dashboard$`));
      else await expect(page.getByText(text.wrongCode)).toBeVisible();
    }
  });
}
