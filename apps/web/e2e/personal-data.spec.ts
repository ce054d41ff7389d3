import { expect, type Page, test } from '@playwright/test';
import { mailLink, PASSWORD, screenshots, uniqueEmail } from './helpers';

type Texts = {
  lang: 'en' | 'ko';
  first: string;
  family: string;
  given: string;
  email: string;
  password: RegExp;
  confirm: string;
  terms: RegExp;
  privacy: RegExp;
  talentPool: RegExp;
  marketing: RegExp;
  create: string;
  checkMail: string;
  verify: string;
  greeting: string;
  privacyTab: string;
  poolAgreed: RegExp;
  marketingSwitch: RegExp;
  saved: string;
  prepare: string;
  download: string;
  accountTab: string;
  deleteOpen: string;
  deleteEmail: string;
  deleteSubmit: string;
  deleted: string;
};

const EN: Texts = {
  lang: 'en',
  first: 'Test',
  family: 'Last name',
  given: 'First name',
  email: 'E-mail',
  password: /^Password$/,
  confirm: 'Confirm password',
  terms: /\(Required\).*Terms of Service/,
  privacy: /\(Required\).*Privacy Policy/,
  talentPool: /\(Optional\) Talent pool/,
  marketing: /\(Optional\) Send me news/,
  create: 'Create account',
  checkMail: 'Check your inbox',
  verify: 'Verify and continue',
  greeting: 'Hello, Mina',
  privacyTab: 'Privacy',
  poolAgreed: /process ends\. Agreed on/,
  marketingSwitch: /News and job tips/,
  saved: 'Your choice is saved.',
  prepare: 'Prepare my data',
  download: 'Download ZIP',
  accountTab: 'Account',
  deleteOpen: 'Delete my account',
  deleteEmail: 'E-mail address of this account',
  deleteSubmit: 'Send the confirmation mail',
  deleted: 'Your account is deleted and you are signed out.',
};

const KO: Texts = {
  lang: 'ko',
  first: '민지',
  family: '성',
  given: '이름',
  email: '이메일',
  password: /^비밀번호$/,
  confirm: '비밀번호 확인',
  terms: /\(필수\).*이용약관/,
  privacy: /\(필수\).*개인정보처리방침/,
  talentPool: /\(선택\) 인재풀/,
  marketing: /\(선택\) 소식과 채용 팁/,
  create: '계정 만들기',
  checkMail: '메일함을 확인하세요',
  verify: '인증하고 계속하기',
  greeting: '민지님, 안녕하세요',
  privacyTab: '개인정보',
  poolAgreed: /지원 정보가 삭제됩니다\. .*동의함/,
  marketingSwitch: /소식 및 채용 팁 수신/,
  saved: '선택하신 내용을 저장했습니다.',
  prepare: '내 정보 준비하기',
  download: 'ZIP 내려받기',
  accountTab: '계정',
  deleteOpen: '계정 삭제',
  deleteEmail: '이 계정의 이메일 주소',
  deleteSubmit: '확인 메일 보내기',
  deleted: '계정이 삭제되었고 로그아웃되었습니다.',
};

async function signUpWithConsents(page: Page, request: Parameters<typeof mailLink>[0], x: Texts, email: string) {
  await page.goto(`/${x.lang}/auth/signup/talent`);
  await page.getByLabel(x.family, { exact: true }).fill(x.lang === 'ko' ? '김' : 'Kim');
  await page.getByLabel(x.given, { exact: true }).fill(x.lang === 'ko' ? '민지' : 'Mina');
  await page.getByLabel(x.email, { exact: true }).fill(email);
  await page.getByLabel(x.password).fill(PASSWORD);
  await page.getByLabel(x.confirm).fill(PASSWORD);
  // Required and optional consents are separate boxes; only the required ones and the talent pool are checked.
  await page.getByRole('checkbox', { name: x.terms }).check();
  await page.getByRole('checkbox', { name: x.privacy }).check();
  await page.getByRole('checkbox', { name: x.talentPool }).check();
  await expect(page.getByRole('checkbox', { name: x.marketing })).not.toBeChecked();
  await screenshots(page, `personal-data-signup-${x.lang}`);
  await page.getByRole('button', { name: x.create }).click();
  await expect(page.getByRole('heading', { name: x.checkMail })).toBeVisible();
  await page.goto(await mailLink(request, email, '/auth/signup/completed'));
  await page.getByRole('button', { name: x.verify }).click();
  await expect(page).toHaveURL(new RegExp(`/${x.lang}/talent/mypage/dashboard$`));
}

for (const x of [EN, KO]) {
  test(`consents at sign-up, data export downloaded, account deleted (${x.lang})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail(`personal-${x.lang}`);
    await signUpWithConsents(page, request, x, email);

    // Privacy settings: each consent with its date; the optional ones switch.
    await page.goto(`/${x.lang}/talent/mypage/settings#privacy`);
    await expect(page.getByRole('tab', { name: x.privacyTab })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(x.poolAgreed)).toBeVisible();
    const marketing = page.getByRole('switch', { name: x.marketingSwitch });
    await expect(marketing).not.toBeChecked();
    await marketing.click();
    await expect(page.getByText(x.saved)).toBeVisible();
    await expect(marketing).toBeChecked();

    // Export: prepared in the background, then downloaded as a ZIP.
    await page.getByRole('button', { name: x.prepare }).click();
    const download = page.getByRole('link', { name: x.download });
    await expect(download).toBeVisible({ timeout: 30_000 });
    await screenshots(page, `personal-data-privacy-${x.lang}`);
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^talentbridge-data-\d{4}-\d\d-\d\d\.zip$/);
    const ready = await mailLink(request, email, '/talent/mypage/settings#privacy');
    expect(ready).toContain(`/${x.lang}/talent/mypage/settings`);

    // Deletion: the page says what goes and what stays; the mailed link erases the account.
    await page.getByRole('tab', { name: x.accountTab, exact: true }).click();
    await page.getByRole('button', { name: x.deleteOpen }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(x.deleteEmail).fill(email);
    await dialog.getByRole('button', { name: x.deleteSubmit }).click();
    await page.goto(await mailLink(request, email, '/account/delete/confirm'));
    await expect(page.getByText(x.deleted)).toBeVisible();
    const signIn = await request.post('/api/v1/auth/signin', { data: { email, password: PASSWORD } });
    expect(signIn.status()).toBe(401);
  });
}
