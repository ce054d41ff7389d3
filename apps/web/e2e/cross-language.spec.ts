import { type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import { createVerifiedAccount, PASSWORD, screenshots, signInViaForm, uniqueEmail } from './helpers';

/*
 * Cross-language matching (issue 14, decision 017): a posting written in one language is found, named and recommended
 * in the other. The company picks its job title and skill with the editor's bilingual picker.
 */

// Search documents and recommendations are written in the background; give each step room on a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

const DEMO_PASSWORD = 'TalentBridge-demo-2026';
const COMPANY = 'hr@nurisoft.demo.talentbridge.dev';

type Lang = 'en' | 'ko';

async function signedInPage(browser: Browser, lang: Lang, email: string, password = DEMO_PASSWORD) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`/${lang}/auth/signin`);
  await signInViaForm(page, email, password, lang === 'ko' ? /^로그인$/ : /^Sign in$/);
  await expect(page).not.toHaveURL(/auth\/signin/);
  return page;
}

/** A new talent in `lang` whose profile names a job title and a skill (catalogue names in English). */
async function talentWith(browser: Browser, lang: Lang, jobRole: string, skill: { categoryId: number; name: string }) {
  const email = uniqueEmail(`cross-${lang}`);
  const context = await browser.newContext();
  await createVerifiedAccount(context.request, { email, locale: lang });
  await context.close();
  const page = await signedInPage(browser, lang, email, PASSWORD);
  const { data: user } = (await (await page.request.get('/api/v1/user')).json()) as { data: { id: number } };
  const saved = await page.request.put(`/api/v1/users/${user.id}/profile`, {
    data: {
      profile: { jobSeekingStatus: 'ACTIVELY_SEEKING', country: 'KR', city: 'Seoul' },
      jobRoles: [{ categoryId: 1, jobRole, experienceYears: 5, isRepresentative: true }],
      techStacks: [{ categoryId: skill.categoryId, skill: skill.name, experienceYears: 5 }],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return page;
}

/** Picks a catalogue entry in the editor's picker by typing `query` and choosing the option named `option`. */
async function pick(page: Page, field: RegExp, query: string, option: RegExp) {
  const box = page.getByRole('combobox', { name: field });
  await box.fill(query);
  await page.getByRole('option', { name: option }).click();
}

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a posting written only in Korean is found, named and recommended in English', async ({ browser }) => {
  test.setTimeout(300_000);
  const tag = String(Date.now()).slice(-7);
  const title = `결제 플랫폼 팀 ${tag}`;

  const company = await signedInPage(browser, 'ko', COMPANY);
  await company.goto('/ko/company/job-posting/0');
  await expect(company.getByRole('heading', { level: 1, name: '새 채용 공고' })).toBeVisible();
  await company.getByLabel('제목', { exact: true }).fill(title);
  await company.getByLabel('도시', { exact: true }).fill('서울');
  // The picker finds the job title by its Korean name and the skill by the name both languages share.
  await pick(company, /^직무/, '백엔드', /^백엔드 개발자/);
  await pick(company, /^기술 스택/, 'Go', /^Go$/);
  const chosen = company.getByRole('button', { name: /삭제$/ });
  await expect(chosen).toHaveCount(2);
  await expect(company.getByRole('button', { name: '백엔드 개발자 삭제' })).toBeVisible();
  await choose(company, '경력 조건', '경력');
  await company.getByLabel('최소 경력(년)').fill('3');
  await company.getByLabel('최대 경력(년)').fill('7');
  await choose(company, '급여 유형', '연봉');
  await company.getByLabel('최소', { exact: true }).fill('50,000,000');
  await company.getByLabel('최대', { exact: true }).fill('70000000');
  await company.getByLabel('사업 소개', { exact: true }).fill('중소기업을 위한 결제 플랫폼을 만듭니다.');
  await company.getByLabel(/^주요 업무/).fill('결제 API 설계와 운영');
  await company.getByLabel('자격 요건', { exact: true }).fill('결제 시스템 개발 경험 3년 이상');
  await company.getByLabel(/^채용 절차/).fill('서류 전형 → 기술 면접 → 최종 면접');
  await screenshots(company, 'editor-ko');
  await company.getByRole('button', { name: '게시', exact: true }).click();
  await expect(company).toHaveURL(/\/ko\/company\/mypage\/job-posting\/management/);

  // An English-speaking backend developer searches in English and reads the posting's terms in English.
  const talent = await talentWith(browser, 'en', 'Backend Developer', { categoryId: 1, name: 'Go' });
  await talent.goto('/en/talent/careers');
  await talent.getByRole('searchbox', { name: 'Keyword' }).fill('backend');
  await talent.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(talent.getByLabel('Sort by')).toHaveText('Best match');
  const card = talent.getByTestId('job-card').filter({ hasText: title });
  await expect(card.getByTestId('job-card-terms')).toHaveText('Backend Developer · Go');
  await expect(card).toContainText('3–7 years of experience');
  await expect(card.getByTestId('salary')).toContainText('per year');
  await screenshots(talent, 'careers-en');

  await card.getByRole('link', { name: title }).click();
  const detail = talent.getByTestId('job-detail');
  await expect(detail.getByRole('heading', { name: 'Main duties' })).toBeVisible();
  await expect(detail.getByRole('heading', { name: 'Hiring process' })).toBeVisible();
  await expect(detail.getByTestId('job-terms')).toContainText('Backend Developer');
  await screenshots(talent, 'detail-en');

  // The dashboard recommends it, saying why in English (the profile's search document is written in the background).
  const recommended = talent.getByTestId('dashboard-recommended').getByRole('listitem').filter({ hasText: title });
  await expect(async () => {
    await talent.goto('/en/talent/mypage/dashboard');
    await expect(recommended.getByTestId('recommended-reasons')).toContainText('your job Backend Developer', {
      timeout: 15_000,
    });
  }).toPass({ timeout: 90_000 });
  await expect(recommended).toContainText('Backend Developer · Go');
});

test('an English posting is found, named and recommended in Korean', async ({ browser }) => {
  test.setTimeout(300_000);
  const tag = String(Date.now()).slice(-7);
  const title = `Checkout web team ${tag}`;

  const company = await signedInPage(browser, 'en', COMPANY);
  await company.goto('/en/company/job-posting/0');
  await company.getByLabel('Title', { exact: true }).fill(title);
  await company.getByLabel('City', { exact: true }).fill('Seoul');
  // Typing Korean in the English editor finds the same entries.
  await pick(company, /^Job titles/, '프론트', /^Frontend Developer/);
  await pick(company, /^Skills/, '리액트', /^React 리액트$/);
  await expect(company.getByRole('button', { name: 'Remove Frontend Developer' })).toBeVisible();
  await choose(company, 'Experience required', 'Experienced');
  await company.getByLabel('Minimum years').fill('2');
  await company.getByLabel('Maximum years').fill('6');
  await company.getByLabel('Minimum', { exact: true }).fill('3,000,000');
  await company.getByLabel('Business overview', { exact: true }).fill('We build the checkout of a marketplace.');
  await company.getByLabel('Required qualifications', { exact: true }).fill('Comfortable with components and CSS');
  await screenshots(company, 'editor-en');
  await company.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(company).toHaveURL(/\/en\/company\/mypage\/job-posting\/management/);

  const talent = await talentWith(browser, 'ko', 'Frontend Developer', { categoryId: 2, name: 'React' });
  await talent.goto('/ko/talent/careers');
  await talent.getByRole('searchbox', { name: '검색어' }).fill('프론트엔드');
  await talent.getByRole('button', { name: '검색', exact: true }).click();
  const card = talent.getByTestId('job-card').filter({ hasText: title });
  await expect(card.getByTestId('job-card-terms')).toHaveText('프론트엔드 개발자 · 리액트');
  await expect(card).toContainText('경력 2~6년');
  await screenshots(talent, 'careers-ko');

  // The experience filter keeps postings whose range includes the talent's five years.
  const experience = talent.getByRole('group', { name: '경력', exact: true });
  await experience.getByRole('combobox').click();
  await talent.getByRole('option', { name: '내 경력에 맞는 공고' }).click();
  await experience.getByLabel('내 경력 (년)').fill('5');
  await experience.getByRole('button', { name: '적용' }).click();
  await expect(talent).toHaveURL(/experienceLevel=EXPERIENCED&experienceYears=5/);
  await expect(card).toBeVisible();

  await card.getByRole('link', { name: title }).click();
  await expect(talent.getByTestId('job-terms')).toContainText('프론트엔드 개발자');
  await screenshots(talent, 'detail-ko');

  const recommended = talent.getByTestId('dashboard-recommended').getByRole('listitem').filter({ hasText: title });
  await expect(async () => {
    await talent.goto('/ko/talent/mypage/dashboard');
    await expect(recommended.getByTestId('recommended-reasons')).toContainText('희망 직무 프론트엔드 개발자', {
      timeout: 15_000,
    });
  }).toPass({ timeout: 90_000 });
  await expect(recommended).toContainText('프론트엔드 개발자 · 리액트');
});

test('publishing an implausible salary asks first', async ({ browser }) => {
  test.setTimeout(90_000);
  const title = `Salary check ${Date.now()}`;
  const company = await signedInPage(browser, 'en', COMPANY);
  await company.goto('/en/company/job-posting/0');
  await company.getByLabel('Title', { exact: true }).fill(title);
  await company.getByLabel('City', { exact: true }).fill('Seoul');
  await company.getByLabel('Minimum', { exact: true }).fill('6000');
  await company.getByLabel('Business overview', { exact: true }).fill('We run a small bakery chain.');
  await company.getByLabel('Required qualifications', { exact: true }).fill('Early mornings');
  await company.getByRole('button', { name: 'Publish', exact: true }).click();

  const dialog = company.getByRole('dialog', { name: 'Is this salary right?' });
  await expect(dialog).toContainText('₩6,000+ per month is unusually low');
  await dialog.getByRole('button', { name: 'Fix the salary' }).click();
  await expect(dialog).toBeHidden();
  await expect(company).toHaveURL(/\/en\/company\/job-posting\/0$/);

  await company.getByRole('button', { name: 'Publish', exact: true }).click();
  await company.getByRole('dialog').getByRole('button', { name: 'Publish anyway' }).click();
  await expect(company).toHaveURL(/\/en\/company\/mypage\/job-posting\/management/);
  await expect(company.getByTestId('management-card').filter({ hasText: title })).toBeVisible();
});
