import { type Browser, expect, type Page, test } from '@playwright/test';
import { createVerifiedAccount, PASSWORD, screenshots, signInViaForm, tinyPdf, uniqueEmail } from './helpers';

const DEMO_PASSWORD = 'TalentBridge-demo-2026';
const ADMIN = 'admin@demo.talentbridge.dev';
const TALENT = 'james.park@demo.talentbridge.dev';

const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function signedInPage(browser: Browser, lang: 'en' | 'ko', email: string, password: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`/${lang}/auth/signin`);
  await signInViaForm(page, email, password, lang === 'ko' ? /^로그인$/ : /^Sign in$/);
  await expect(page).not.toHaveURL(/auth\/signin/);
  return page;
}

async function openReview(admin: Page, companyName: string) {
  await admin.goto('/en/admin');
  await admin.getByLabel('Search by company name').fill(companyName);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  await admin.getByRole('link', { name: companyName, exact: true }).click();
  await expect(admin.getByRole('heading', { level: 1, name: companyName })).toBeVisible();
}

test('a company is verified: fill in Korean, upload, apply, rejected, fix, apply again, approved, badge shown', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('verify');
  const companyName = `브릿지소프트 ${Date.now() % 100000}`;
  await createVerifiedAccount(request, { email, role: 'ORGANIZATION', locale: 'ko' });

  // The company fills its information in Korean.
  await page.goto('/ko/auth/signin');
  await signInViaForm(page, email, PASSWORD, /^로그인$/);
  await expect(page).toHaveURL(/\/ko\/company\/mypage\/dashboard$/);
  await page.getByRole('link', { name: '인증 신청하기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '기업 정보' })).toBeVisible();
  await expect(page.getByTestId('verification-badge').first()).toHaveAttribute('data-status', 'NOT_APPLIED');

  await page.getByLabel('회사명').fill(companyName);
  await page.getByLabel('대표자').fill('박지훈');
  await page.getByRole('combobox', { name: '국가' }).fill('대한민');
  await page.getByRole('option', { name: '대한민국' }).click();
  await page.getByLabel('주소').fill('서울특별시 강남구 테헤란로 1');
  await page.getByLabel('웹사이트').fill('https://bridgesoft.example.com');
  await page.getByLabel('회사 소개', { exact: true }).fill('글로벌 인재와 함께 성장하는 소프트웨어 회사입니다.');
  await page.getByLabel('직책').fill('인사팀장');

  // Applying without a phone and a document says what is missing (the unsaved changes are saved first).
  await page.getByRole('button', { name: '인증 신청' }).click();
  const missing = page.getByRole('alert').filter({ hasText: '신청하려면 다음 항목을 완료하세요' });
  await expect(missing).toContainText('전화번호');
  await expect(missing).toContainText('인증 서류 1개 이상');
  await expect(page.getByText('모든 변경 사항이 저장되었습니다.')).toBeVisible();
  await page.getByLabel('전화번호').fill('+82 2-555-0142');
  await page.getByRole('button', { name: '변경 사항 저장' }).click();
  await expect(page.getByText('기업 정보가 저장되었습니다.')).toBeVisible();

  // Several files at once: a real PDF, a file the browser already refuses and one that lies about its type.
  await page.getByTestId('documents-input').setInputFiles([
    { name: '사업자등록증.pdf', mimeType: 'application/pdf', buffer: tinyPdf('Business registration') },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') },
    { name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('this is not a pdf at all') },
  ]);
  const results = page.getByTestId('upload-results');
  await expect(results.locator('[data-state="done"]')).toHaveCount(1);
  await expect(results.locator('[data-state="failed"]')).toHaveCount(2);
  await expect(results).toContainText('PDF, JPEG, PNG 파일만 업로드할 수 있습니다.');
  await expect(page.getByRole('list', { name: '업로드한 서류' }).getByRole('listitem')).toHaveCount(1);
  await screenshots(page, 'company-info-ko');

  await page.getByRole('button', { name: '인증 신청' }).click();
  await expect(page.getByText('인증 신청이 접수되었습니다.')).toBeVisible();
  await expect(page.getByTestId('verification-badge').first()).toHaveAttribute('data-status', 'PENDING');
  await expect(page.getByLabel('회사명')).toBeDisabled();
  await expect(page.getByText('심사 중에는 서류를 변경할 수 없습니다.')).toBeVisible();
  await screenshots(page, 'company-info-pending-ko');

  // The admin rejects with a reason.
  const admin = await signedInPage(browser, 'en', ADMIN, DEMO_PASSWORD);
  await openReview(admin, companyName);
  const orgId = Number(admin.url().match(/organizations\/(\d+)/)?.[1]);
  expect(orgId).toBeGreaterThan(0);
  await expect(admin.getByTestId('admin-documents')).toContainText('사업자등록증.pdf');
  await screenshots(admin, 'admin-review-en');
  await admin.getByRole('button', { name: 'Reject', exact: true }).click();
  const rejectDialog = admin.getByRole('dialog');
  await rejectDialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(rejectDialog.getByText('Give at least one reason (logo, documents or general).')).toBeVisible();
  await rejectDialog.getByLabel(/About the documents/).fill('The registration number is not readable.');
  await rejectDialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(admin.getByText('The organization was rejected.')).toBeVisible();
  await expect(admin.getByTestId('verification-badge').first()).toHaveAttribute('data-status', 'REJECTED');
  await expect(admin.getByTestId('audit-log')).toContainText('The registration number is not readable.');

  // The company sees the reason (and a notification), fixes the documents and applies again.
  await page.reload();
  await expect(page.getByTestId('rejection-reasons')).toContainText('The registration number is not readable.');
  await expect(page.getByTestId('notification-count')).toHaveText('1');
  await page.getByTestId('notification-bell').click();
  await expect(page.getByTestId('notification-list')).toContainText('기업 인증이 반려되었습니다');
  await screenshots(page, 'notifications-ko');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('notification-count')).toHaveCount(0);
  await screenshots(page, 'company-info-rejected-ko');

  await page.getByRole('button', { name: '사업자등록증.pdf 삭제' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '삭제' }).click();
  await expect(page.getByText('서류가 삭제되었습니다.')).toBeVisible();
  await page.getByTestId('documents-input').setInputFiles({
    name: '사업자등록증-선명.pdf',
    mimeType: 'application/pdf',
    buffer: tinyPdf('Business registration 123-45-67890'),
  });
  await expect(page.getByRole('list', { name: '업로드한 서류' })).toContainText('사업자등록증-선명.pdf');
  await page.getByRole('button', { name: '다시 신청' }).click();
  await expect(page.getByTestId('verification-badge').first()).toHaveAttribute('data-status', 'PENDING');

  // A talent sees the company marked as not verified yet.
  const talent = await signedInPage(browser, 'en', TALENT, DEMO_PASSWORD);
  await talent.goto(`/en/talent/company-info?id=${orgId}`);
  await expect(talent.getByRole('heading', { level: 1, name: companyName })).toBeVisible();
  await expect(talent.getByTestId('company-verified')).toHaveAttribute('data-verified', 'false');

  // The admin approves.
  await admin.reload();
  await admin.getByRole('button', { name: 'Approve', exact: true }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(admin.getByText('The organization was approved.')).toBeVisible();
  await expect(admin.getByTestId('verification-badge').first()).toHaveAttribute('data-status', 'APPROVED');
  await expect(admin.getByTestId('audit-log').locator(':scope > li')).toHaveCount(4);
  await screenshots(admin, 'admin-review-approved-en');
  await admin.goto(`/ko/admin/organizations/${orgId}`);
  await expect(admin.getByRole('heading', { name: '감사 기록' })).toBeVisible();
  await screenshots(admin, 'admin-review-ko');

  // The badge shows on the talent-side company page, in both languages.
  await talent.goto(`/en/talent/company-info/${orgId}`);
  await expect(talent.getByTestId('company-verified')).toHaveAttribute('data-verified', 'true');
  await expect(talent.getByText('Verified company')).toBeVisible();
  await screenshots(talent, 'company-public-en');
  await talent.goto(`/ko/talent/company-info?id=${orgId}`);
  await expect(talent.getByText('인증된 기업')).toBeVisible();
  await screenshots(talent, 'company-public-ko');

  // After approval the locked fields are changed through a request to the administrators.
  await page.reload();
  await expect(page.getByTestId('verification-badge').first()).toHaveAttribute('data-status', 'APPROVED');
  await page.getByRole('button', { name: '변경 요청' }).click();
  const change = page.getByRole('dialog');
  await change.getByLabel('새 대표자').fill('김민지');
  await change.getByLabel('변경할 내용과 사유').fill('대표자가 변경되었습니다.');
  await change.getByRole('button', { name: '요청 보내기' }).click();
  await expect(page.getByText('변경 요청을 관리자에게 보냈습니다.')).toBeVisible();
  await screenshots(page, 'company-info-approved-ko');
  await page.goto('/en/company/mypage/information');
  await expect(page.getByRole('heading', { level: 1, name: 'Company information' })).toBeVisible();
  await screenshots(page, 'company-info-approved-en');

  // Verified but without a posting: recommendations say why there is no match score, and how to get one.
  await page.goto('/ko/company/mypage/dashboard');
  const recommended = page.getByTestId('dashboard-recommended-talents');
  await expect(recommended).toContainText('아직 인재와 비교할 진행 중인 공고가 없습니다');
  await expect(recommended.getByRole('link', { name: '공고 작성하기' })).toHaveAttribute(
    'href',
    '/ko/company/job-posting/0',
  );
  await expect(recommended.getByTestId('recommended-talent').first()).toBeVisible();
  await expect(recommended.getByTestId('recommended-score')).toHaveCount(0);
  await screenshots(page, 'company-dashboard-no-postings-ko');
  await page.goto('/en/company/mypage/dashboard');
  await expect(recommended).toContainText('No open posting to match talents against yet');
  await expect(recommended).not.toContainText('Match 100');
  await expect(recommended.getByTestId('recommended-score')).toHaveCount(0);
  await screenshots(page, 'company-dashboard-no-postings-en');

  await admin.context().close();
  await talent.context().close();
});

test('the admin console lists organizations by status with search (English)', async ({ page }) => {
  await page.goto('/en/auth/signin');
  await signInViaForm(page, ADMIN, DEMO_PASSWORD, /^Sign in$/);
  await expect(page).toHaveURL(/\/en\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Organization verification' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Under review' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('organization-list')).toContainText('그린팜테크');
  await screenshots(page, 'admin-console-en');

  await page.getByRole('tab', { name: 'Verified' }).click();
  await expect(page).toHaveURL(/status=APPROVED/);
  await expect(page.getByTestId('organization-list')).toContainText('누리소프트');
  await page.getByLabel('Search by company name').fill('BlueWave');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByTestId('organization-list').getByRole('listitem')).toHaveCount(1);
  await expect(page.getByTestId('organization-list')).toContainText('BlueWave Labs');
  await page.getByLabel('Search by company name').fill('no such company');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('No organization matches “no such company”.')).toBeVisible();

  await page.goto('/ko/admin?status=NOT_APPLIED');
  await expect(page.getByRole('tab', { name: '미신청' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('organization-list')).toContainText('한빛모빌리티');
  await screenshots(page, 'admin-console-ko');
});

test('a company saves its notification settings (English)', async ({ page, request }) => {
  const email = uniqueEmail('settings');
  await createVerifiedAccount(request, { email, role: 'ORGANIZATION', locale: 'en' });
  await page.goto('/en/auth/signin');
  await signInViaForm(page, email, PASSWORD, /^Sign in$/);
  await expect(page).toHaveURL(/\/en\/company\/mypage\/dashboard$/);
  await page.goto('/en/company/mypage/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const applicants = page.getByRole('switch', { name: 'New applicants' });
  const talents = page.getByRole('switch', { name: 'Recommended talents' });
  const before = await applicants.getAttribute('aria-checked');
  await applicants.click();
  await talents.click();
  await page.getByRole('button', { name: 'Save notification settings' }).click();
  await expect(page.getByText('Your notification settings were saved.')).toBeVisible();
  await page.reload();
  await expect(applicants).toHaveAttribute('aria-checked', before === 'true' ? 'false' : 'true');
  await screenshots(page, 'company-settings-en');
  await page.goto('/ko/company/mypage/settings');
  await expect(page.getByRole('switch', { name: '새 지원자' })).toHaveAttribute(
    'aria-checked',
    before === 'true' ? 'false' : 'true',
  );
  await screenshots(page, 'company-settings-ko');
  // The logo: uploaded, previewed, kept once the page is saved.
  await page.goto('/en/company/mypage/information');
  await expect(page.getByRole('heading', { level: 1, name: 'Company information' })).toBeVisible();
  await page.getByTestId('logo-input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByRole('img', { name: 'Logo of E2E Company' })).toBeVisible();
  await expect(page.getByText('You have unsaved changes.')).toBeVisible();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your company information was saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('img', { name: 'Logo of E2E Company' })).toHaveAttribute('src', /\/api\/v1\/files\//);
  await screenshots(page, 'company-info-en');

  // Unsaved changes: leaving asks first; staying keeps the edit.
  await page.getByLabel('Address').fill('Somewhere new');
  await page.getByRole('link', { name: 'Dashboard' }).click();
  const prompt = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Stay and keep editing' }).click();
  await expect(page.getByLabel('Address')).toHaveValue('Somewhere new');
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/en\/company\/mypage\/dashboard$/);
});
