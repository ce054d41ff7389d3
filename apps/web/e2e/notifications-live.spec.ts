import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { createVerifiedAccount, PASSWORD, screenshots, signInViaForm, tinyPdf, uniqueEmail } from './helpers';

const ADMIN = 'admin@demo.talentbridge.dev';
const TALENT = 'minji.kim@demo.talentbridge.dev';
const DEMO_PASSWORD = 'TalentBridge-demo-2026';

async function signedInPage(browser: Browser, lang: 'en' | 'ko', email: string, password: string) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: lang === 'ko' ? 'ko-KR' : 'en-US',
  });
  const page = await context.newPage();
  await page.goto(`/${lang}/auth/signin`);
  await signInViaForm(page, email, password, lang === 'ko' ? /^로그인$/ : /^Sign in$/);
  await expect(page).toHaveURL(new RegExp(`/${lang}/(company|talent)/mypage/dashboard$`));
  return page;
}

/** The company fills what verification needs and applies, through its own session (as its screens would). */
async function applyForVerification(company: Page) {
  const me = (await (await company.request.get('/api/v1/user')).json()) as { data: { companyId: number } };
  const orgId = me.data.companyId;
  const info = await company.request.put(`/api/v1/organizations/${orgId}`, {
    data: { companyName: 'Live Notify Co', ceo: 'Kim Minsu', country: 'KR', phone: '+82 2-1234-5678' },
  });
  expect(info.status()).toBe(200);
  const upload = await company.request.post(`/api/v1/organizations/${orgId}/verification-documents`, {
    multipart: { files: { name: 'registration.pdf', mimeType: 'application/pdf', buffer: tinyPdf('Registration') } },
  });
  expect(upload.status()).toBe(201);
  expect((await company.request.patch(`/api/v1/organizations/${orgId}/verification/apply`)).status()).toBe(200);
  return orgId;
}

/** Another user, elsewhere: the administrator decides through the API with a bearer token. */
async function adminDecides(request: APIRequestContext, orgId: number, decision: 'approve' | 'reject') {
  const signIn = await request.post('/api/v1/auth/signin', { data: { email: ADMIN, password: DEMO_PASSWORD } });
  const token = ((await signIn.json()) as { data: string }).data;
  const res = await request.patch(`/api/v1/admin/organizations/${orgId}/verification/${decision}`, {
    headers: { authorization: `Bearer ${token}` },
    ...(decision === 'reject' ? { data: { rejectReason: 'The registration certificate has expired.' } } : {}),
  });
  expect(res.status()).toBe(200);
}

const TEXT = {
  en: {
    title: 'Notifications',
    empty: 'You have no notifications yet.',
    approved: /Live Notify Co is now verified/,
    rejected: /Verification of Live Notify Co was not approved/,
    unread: '1 unread notification',
    markAll: 'Mark all as read',
    allRead: 'You have read everything.',
    seeAll: 'See all notifications',
  },
  ko: {
    title: '알림',
    empty: '아직 알림이 없습니다.',
    approved: /Live Notify Co 기업 인증이 완료되었습니다/,
    rejected: /Live Notify Co 기업 인증이 반려되었습니다/,
    unread: '읽지 않은 알림 1개',
    markAll: '모두 읽음으로 표시',
    allRead: '모든 알림을 읽었습니다.',
    seeAll: '알림 전체 보기',
  },
} as const;

for (const [lang, decision] of [
  ['en', 'approve'],
  ['ko', 'reject'],
] as const) {
  test(`a company sees the verification decision arrive live on its notifications page (${lang})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(60_000);
    const text = TEXT[lang];
    const email = uniqueEmail(`live-${lang}`);
    await createVerifiedAccount(request, { email, role: 'ORGANIZATION', locale: lang });
    const company = await signedInPage(browser, lang, email, PASSWORD);
    const orgId = await applyForVerification(company);

    // The bell's "see all" leads to the full list.
    await company.getByTestId('notification-bell').click();
    await company.getByRole('link', { name: text.seeAll }).click();
    await expect(company).toHaveURL(new RegExp(`/${lang}/company/mypage/notifications$`));
    await expect(company.getByRole('heading', { name: text.title, level: 1 })).toBeVisible();
    await expect(company.getByText(text.empty)).toBeVisible();
    await expect(company.getByTestId('notification-count')).toHaveCount(0);

    await adminDecides(request, orgId, decision);

    // No reload: the item, the bell's count and a toast appear.
    const item = company.getByTestId('notification-item');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(decision === 'approve' ? text.approved : text.rejected);
    await expect(item).toHaveAttribute('data-unread', 'true');
    await expect(company.getByTestId('notification-count')).toHaveText('1');
    await expect(company.getByTestId('notifications-unread')).toHaveText(text.unread);
    await expect(company.locator('[data-sonner-toast]')).toContainText(
      decision === 'approve' ? text.approved : text.rejected,
    );
    await screenshots(company, `notifications-page-${lang}`);

    await company.getByRole('button', { name: text.markAll }).click();
    await expect(company.getByTestId('notifications-unread')).toHaveText(text.allRead);
    await expect(item).not.toHaveAttribute('data-unread', 'true');
    await expect(company.getByTestId('notification-count')).toHaveCount(0);

    // The company's settings explain the push flag too.
    await company.goto(`/${lang}/company/mypage/settings`);
    await expect(company.getByTestId('push-setting')).toContainText(
      lang === 'ko' ? '사이트를 닫아 두어도' : 'even when the site is closed',
    );
    await screenshots(company, `settings-company-${lang}`);
    await company.context().close();
  });

  test(`the talent settings explain each flag and the push switch says what the browser allows (${lang})`, async ({
    browser,
  }) => {
    const page = await signedInPage(browser, lang, TALENT, DEMO_PASSWORD);
    await page.goto(`/${lang}/talent/mypage/settings`);
    await page.getByRole('tab', { name: lang === 'ko' ? '알림' : 'Notifications' }).click();
    const push = page.getByTestId('push-setting');
    await expect(push).toContainText(lang === 'ko' ? '사이트를 닫아 두어도' : 'even when the site is closed');
    // Headless Chromium answers the permission prompt with "denied": the switch stays off and says why.
    const toggle = push.getByRole('switch');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    await expect(push.getByRole('status')).toHaveText(
      lang === 'ko'
        ? '이 사이트의 알림이 차단되어 있습니다. 브라우저의 사이트 설정에서 알림을 허용한 뒤 다시 켜 주세요.'
        : "Notifications are blocked for this site. Allow them in your browser's site settings, then turn this on.",
    );
    await expect(toggle).toBeDisabled();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await screenshots(page, `settings-notifications-${lang}`);
    await page.context().close();
  });
}

test('with permission granted, turning push on registers the service worker and answers clearly', async ({
  browser,
}) => {
  const page = await signedInPage(browser, 'en', TALENT, DEMO_PASSWORD);
  await page.context().grantPermissions(['notifications']);
  await page.goto('/en/talent/mypage/settings');
  await page.getByRole('tab', { name: 'Notifications' }).click();
  const push = page.getByTestId('push-setting');
  const toggle = push.getByRole('switch');
  await expect(toggle).toBeEnabled();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  // This browser has no push service to reach offline, so subscribing may fail; either way the state is said.
  await expect(push.getByRole('status')).toHaveText(
    /^(On in this browser\.|Push notifications could not be turned on in this browser\. Try again later\.)$/,
    { timeout: 15_000 },
  );
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/sw.js'))?.scope);
  expect(scope).toBe(new URL('/', page.url()).href);
  const subscribed = (await push.getByRole('status').textContent())?.startsWith('On');
  await expect(toggle).toHaveAttribute('aria-checked', subscribed ? 'true' : 'false');
  if (subscribed) await toggle.click();
  await screenshots(page, 'settings-push-granted-en');
  await page.context().close();
});
