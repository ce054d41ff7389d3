import { type Browser, expect, test } from '@playwright/test';
import { createVerifiedAccount, mailLink, PASSWORD, screenshots, signInViaForm, uniqueEmail } from './helpers';

const DEMO_PASSWORD = 'TalentBridge-demo-2026';
const ADMIN = 'admin@demo.talentbridge.dev';

const TEXT = {
  en: {
    signIn: /^Sign in$/,
    review: 'Review and send',
    send: 'Send notice',
    talents: /^Talents/,
    titleLabel: 'Title',
    bodyLabel: 'Text',
    english: 'English',
    korean: 'Korean',
    confirm: /Send this notice to: Talents\?/,
    sent: /Notice sent to \d+ users?/,
    settingName: 'Service notices',
    turnOff: 'Turn off “Service notices”',
    done: /“Service notices” is now off/,
    already: /is already off/,
    invalid: /This link is not valid/,
    required: 'This field is required.',
  },
  ko: {
    signIn: /^로그인$/,
    review: '확인 후 보내기',
    send: '공지 보내기',
    talents: /^인재/,
    titleLabel: '제목',
    bodyLabel: '내용',
    english: '영어',
    korean: '한국어',
    confirm: /이 공지를 ‘인재’ 대상에게 보낼까요\?/,
    sent: /\d+명에게 공지를 보냈습니다/,
    settingName: '서비스 공지',
    turnOff: '‘서비스 공지’ 끄기',
    done: /‘서비스 공지’ 설정을 껐습니다/,
    already: /이미 꺼져 있습니다/,
    invalid: /유효하지 않은 링크입니다/,
    required: '필수 입력 항목입니다.',
  },
} as const;

async function adminPage(browser: Browser, lang: 'en' | 'ko') {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`/${lang}/auth/signin`);
  await signInViaForm(page, ADMIN, DEMO_PASSWORD, TEXT[lang].signIn);
  await expect(page).not.toHaveURL(/auth\/signin/);
  return page;
}

for (const lang of ['en', 'ko'] as const) {
  test(`an administrator sends a notice; a talent turns notice e-mails off from the mail, signed out (${lang})`, async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const t = TEXT[lang];
    const talent = uniqueEmail(`notice-${lang}`);
    await createVerifiedAccount(request, { email: talent, locale: lang });

    const admin = await adminPage(browser, lang);
    await admin.goto(`/${lang}/admin`);
    await admin
      .getByRole('link', { name: lang === 'ko' ? '서비스 공지' : 'Service notices' })
      .first()
      .click();
    await expect(admin).toHaveURL(new RegExp(`/${lang}/admin/notices$`));
    await expect(admin.getByRole('heading', { level: 1 })).toBeVisible();

    // Nothing is sent without both languages: the form says what is missing.
    await admin.getByRole('button', { name: t.review }).click();
    await expect(admin.getByText(t.required).first()).toBeVisible();

    const english = admin.getByRole('group', { name: t.english });
    const korean = admin.getByRole('group', { name: t.korean });
    const stamp = Date.now() % 100000;
    await english.getByLabel(t.titleLabel).fill(`Maintenance on Sunday ${stamp}`);
    await english.getByLabel(t.bodyLabel).fill('TalentBridge is unavailable on Sunday from 02:00 to 04:00 (KST).');
    await korean.getByLabel(t.titleLabel).fill(`일요일 정기 점검 안내 ${stamp}`);
    await korean.getByLabel(t.bodyLabel).fill('일요일 02:00부터 04:00(한국 시간)까지 서비스를 이용할 수 없습니다.');
    await admin.getByRole('radio', { name: t.talents }).check();
    await admin.getByRole('button', { name: t.review }).click();

    const dialog = admin.getByRole('dialog');
    await expect(dialog.getByText(t.confirm)).toBeVisible();
    await expect(dialog.getByText(`일요일 정기 점검 안내 ${stamp}`)).toBeVisible();
    await screenshots(admin, `admin-notices-confirm-${lang}`);
    await dialog.getByRole('button', { name: t.send }).click();
    await expect(admin.getByText(t.sent)).toBeVisible();
    const list = admin.getByTestId('notice-list');
    const title = lang === 'ko' ? `일요일 정기 점검 안내 ${stamp}` : `Maintenance on Sunday ${stamp}`;
    await expect(list.getByRole('heading', { name: title })).toBeVisible();
    await screenshots(admin, `admin-notices-${lang}`);

    // The talent's mail, in their language, links to the one-click page; no sign-in needed.
    const link = await mailLink(request, talent, '/settings/notifications/unsubscribe');
    expect(link).toMatch(new RegExp(`^/${lang}/settings/notifications/unsubscribe\\?token=`));
    await page.goto(link);
    await expect(page.getByText(t.settingName, { exact: true })).toBeVisible();
    await expect(page.getByText(`${talent[0]}•••@e2e.talentbridge.dev`)).toBeVisible();
    await screenshots(page, `unsubscribe-${lang}`);
    await page.getByRole('button', { name: t.turnOff }).click();
    await expect(page.getByText(t.done)).toBeVisible();
    await screenshots(page, `unsubscribe-done-${lang}`);
    await page.reload();
    await expect(page.getByText(t.already)).toBeVisible();

    // A tampered link says so clearly.
    await page.goto(`${link.slice(0, -4)}AAAA`);
    await expect(page.getByText(t.invalid)).toBeVisible();
    await screenshots(page, `unsubscribe-invalid-${lang}`);

    // Signed in, the talent reads the whole notice from its notification, in their language.
    await page.goto(`/${lang}/auth/signin`);
    await signInViaForm(page, talent, PASSWORD, t.signIn);
    await expect(page).toHaveURL(new RegExp(`/${lang}/talent/`));
    await page.goto(`/${lang}/talent/mypage/notifications`);
    // By keyboard, as the list is meant to be used.
    await page.getByRole('link', { name: new RegExp(title) }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${lang}/notices/\\d+$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('notice-body')).toHaveText(
      lang === 'ko'
        ? '일요일 02:00부터 04:00(한국 시간)까지 서비스를 이용할 수 없습니다.'
        : 'TalentBridge is unavailable on Sunday from 02:00 to 04:00 (KST).',
    );
    await screenshots(page, `notice-${lang}`);
    await admin.context().close();
  });
}
