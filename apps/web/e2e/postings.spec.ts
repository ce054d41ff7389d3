import { type Browser, expect, type Page, test } from '@playwright/test';
import { screenshots, signInViaForm } from './helpers';

const DEMO_PASSWORD = 'TalentBridge-demo-2026';
const COMPANY = 'hr@nurisoft.demo.talentbridge.dev';
const UNVERIFIED_COMPANY = 'people@hanbit.demo.talentbridge.dev';
const TALENT = 'james.park@demo.talentbridge.dev';

async function signedInPage(browser: Browser, lang: 'en' | 'ko', email: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`/${lang}/auth/signin`);
  await signInViaForm(page, email, DEMO_PASSWORD, lang === 'ko' ? /^로그인$/ : /^Sign in$/);
  await expect(page).not.toHaveURL(/auth\/signin/);
  return page;
}

/** Fills the editor in Korean (employment type 정규직 and on-site are preselected; remote is added). */
async function fillKoreanPosting(page: Page, title: string) {
  await page.getByLabel('제목', { exact: true }).fill(title);
  await page.getByRole('checkbox', { name: '원격' }).click();
  await page.getByLabel('도시', { exact: true }).fill('서울');
  await page.getByLabel('최소', { exact: true }).fill('3,000,000');
  await page.getByLabel('최대', { exact: true }).fill('4500000');
  await page
    .getByLabel('사업 소개', { exact: true })
    .fill('누리소프트는 기업용 클라우드 플랫폼을 개발합니다. 서울 본사에서 함께 일합니다.');
  await page.getByLabel('자격 요건', { exact: true }).fill('TypeScript와 React로 3년 이상 개발한 경험');
}

test('a company publishes in Korean; a talent finds, follows, applies and cancels in English', async ({ browser }) => {
  test.setTimeout(120_000);
  const suffix = `qa${Date.now().toString(36).slice(-5)}`;
  const title = `플랫폼 개발자 ${suffix}`;

  // The company creates and publishes the posting in Korean.
  const company = await signedInPage(browser, 'ko', COMPANY);
  await company.goto('/ko/company/job-posting/0');
  await expect(company.getByRole('heading', { level: 1, name: '새 채용 공고' })).toBeVisible();
  await fillKoreanPosting(company, title);
  await expect(company.getByText('₩3,000,000', { exact: true })).toBeVisible();
  await screenshots(company, 'posting-editor-ko');
  await company.getByRole('button', { name: '게시', exact: true }).click();
  await expect(company).toHaveURL(/\/ko\/company\/mypage\/job-posting\/management/);
  const companyCard = company.getByTestId('management-card').filter({ hasText: title });
  await expect(companyCard.getByTestId('posting-status')).toHaveText('채용중');
  await expect(companyCard.getByTestId('applicants')).toHaveText('0');
  await screenshots(company, 'posting-management-ko');

  // The talent finds it in English by a Korean keyword, then by filters in the URL.
  const talent = await signedInPage(browser, 'en', TALENT);
  await talent.goto('/en/talent/careers');
  await talent.getByRole('searchbox', { name: 'Keyword' }).fill(`개발 ${suffix}`);
  await talent.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(talent).toHaveURL(/keyword=/);
  const card = talent.getByTestId('job-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('salary')).toContainText('₩3,000,000 – ₩4,500,000');

  const filtered = `/en/talent/careers?keyword=${suffix}&employmentTypes=FULL_TIME&workModes=REMOTE&country=KR`;
  await talent.goto(filtered);
  await expect(card).toBeVisible();
  await expect(talent.getByRole('checkbox', { name: 'Remote' })).toBeChecked();
  await talent.reload();
  await expect(talent.getByRole('checkbox', { name: 'Remote' })).toBeChecked();
  await expect(card).toBeVisible();
  await talent.getByRole('checkbox', { name: 'Internship' }).click();
  await expect(talent).toHaveURL(/employmentTypes=INTERN/);
  await talent.getByRole('checkbox', { name: 'Full-time' }).click();
  await expect(talent.getByText('No postings match your search')).toBeVisible();
  await talent.goBack();
  await talent.goBack();
  await expect(card).toBeVisible();
  await talent.goto(`/en/talent/careers?keyword=${suffix}&workModes=HYBRID`);
  await expect(talent.getByText('No postings match your search')).toBeVisible();
  await talent.goto(filtered);

  // Follows it and sees it among the followed postings.
  await card.getByRole('button', { name: `Follow ${title}` }).click();
  await expect(card.getByRole('button', { name: `Stop following ${title}` })).toBeVisible();
  await screenshots(talent, 'careers-en');
  await talent.goto('/en/talent/mypage/job-of-interest/1');
  await expect(talent.getByTestId('job-card').filter({ hasText: title })).toBeVisible();
  await screenshots(talent, 'job-of-interest-en');

  // Applies in one step from the posting.
  await talent.getByRole('link', { name: title }).click();
  await expect(talent.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await talent.getByRole('button', { name: 'Apply now' }).click();
  await talent.getByRole('dialog').getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(talent.getByTestId('application-status')).toHaveText('Applied');
  await screenshots(talent, 'job-detail-en');
  await talent.goto('/en/talent/mypage/applications');
  const application = talent.getByTestId('application').filter({ hasText: title });
  await expect(application.getByTestId('application-status')).toHaveText('Applied');
  await screenshots(talent, 'applications-en');

  // The company sees the applicant.
  await company.reload();
  await expect(companyCard.getByTestId('applicants')).toHaveText('1');

  // The talent cancels before a decision.
  await application.getByRole('link', { name: title }).click();
  await talent.getByRole('button', { name: 'Cancel application' }).click();
  await talent.getByRole('dialog').getByRole('button', { name: 'Cancel application' }).click();
  await expect(talent.getByRole('button', { name: 'Apply again' })).toBeVisible();
  await talent.goto('/en/talent/mypage/applications');
  await expect(application.getByTestId('application-status')).toHaveText('Withdrawn');

  // Korean views of the talent screens.
  await talent.goto(`/ko/talent/careers?keyword=${suffix}`);
  await expect(talent.getByTestId('job-card').filter({ hasText: title })).toBeVisible();
  await screenshots(talent, 'careers-ko');
  await talent.getByRole('link', { name: title }).click();
  await expect(talent.getByRole('button', { name: '다시 지원하기' })).toBeVisible();
  await screenshots(talent, 'job-detail-ko');
  await talent.getByRole('link', { name: '누리소프트', exact: true }).first().click();
  await expect(talent.getByTestId('job-card').filter({ hasText: title })).toBeVisible();
  const followCompany = talent.getByTestId('follow-company');
  if ((await followCompany.getAttribute('aria-pressed')) !== 'true') await followCompany.click();
  await expect(followCompany).toHaveAttribute('aria-pressed', 'true');
  await screenshots(talent, 'company-info-ko');
  await talent.goto('/ko/talent/mypage/company-of-interest/1');
  await expect(talent.getByTestId('followed-company').first()).toBeVisible();
  await screenshots(talent, 'company-of-interest-ko');
  await talent.goto('/ko/talent/mypage/dashboard');
  await expect(talent.getByTestId('dashboard-applications')).toContainText(title);
  await screenshots(talent, 'talent-dashboard-ko');
  const postingId = await companyCard.getAttribute('data-id');
  await company.goto(`/ko/company/job-posting/${postingId}/preview`);
  await expect(company.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await screenshots(company, 'posting-preview-ko');
  await company.goto('/ko/company/mypage/dashboard');
  await expect(company.getByTestId('dashboard-postings')).toContainText(title);
  await screenshots(company, 'company-dashboard-ko');
  await company.close();
  await talent.close();
});

test('an unverified company is told that publishing needs verification', async ({ browser }) => {
  const page = await signedInPage(browser, 'en', UNVERIFIED_COMPANY);
  await page.goto('/en/company/job-posting/0');
  await page.getByLabel('Title', { exact: true }).fill(`Backend engineer ${Date.now()}`);
  await page.getByLabel('City', { exact: true }).fill('Busan');
  await page.getByLabel('Salary type').click();
  await page.getByRole('option', { name: 'Negotiable' }).click();
  await expect(page.getByLabel('Minimum', { exact: true })).toBeDisabled();
  await page.getByLabel('Business overview', { exact: true }).fill('We build logistics software.');
  await page.getByLabel('Required qualifications', { exact: true }).fill('Go or Kotlin');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByTestId('approval-required')).toContainText('Only a verified company can publish');
  await expect(page.getByRole('link', { name: 'Go to company information' })).toBeVisible();
  // The posting was kept as a private draft.
  await expect(page).toHaveURL(/\/en\/company\/job-posting\/[1-9]\d*$/);
  await expect(page.getByTestId('posting-status')).toHaveText('Private');
  await screenshots(page, 'posting-editor-en');
  await page.goto('/en/company/mypage/job-posting/management');
  await expect(page.getByTestId('management-card').first()).toBeVisible();
  await screenshots(page, 'posting-management-en');
  await page.close();
});
