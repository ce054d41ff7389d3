import fs from 'node:fs';
import { withParticle } from '@app/contract/rules/korean-particles';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { SHOTS_DIR, screenshots, signInViaForm } from './helpers';

// Demo accounts (seeded on the e2e server): Minji passed Frontend level 1 publicly (10 of 10), Emily passed only
// Mobile level 1; Bluewave is an approved company no other journey uses.
const DEMO_PASSWORD = 'TalentBridge-demo-2026';
const COMPANY = 'talent@bluewave.demo.talentbridge.dev';
const MINJI = 'minji.kim@demo.talentbridge.dev';
const EMILY = 'emily.nguyen@demo.talentbridge.dev';
const ADMIN = 'admin@demo.talentbridge.dev';

test.describe.configure({ timeout: 120_000 });

async function signedInPage(browser: Browser, lang: 'en' | 'ko', email: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`/${lang}/auth/signin`);
  await signInViaForm(page, email, DEMO_PASSWORD, lang === 'ko' ? /^로그인$/ : /^Sign in$/);
  await expect(page).not.toHaveURL(/auth\/signin/);
  return page;
}

const dataOf = async <T>(response: { json: () => Promise<unknown> }) => ((await response.json()) as { data: T }).data;

type CandidateCard = {
  applicationId: number;
  userSummaryDTO: { id: number };
  isQualified: boolean;
  userAssessmentDto: { track: string; level: number; obtainedScore: number; totalScore: number; passed: boolean }[];
};

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

test('a company sees the candidate who passed Frontend level 1 as qualified for a posting that requires it', async ({
  browser,
}) => {
  // The company publishes a posting that requires Frontend level 1.
  const company = await signedInPage(browser, 'en', COMPANY);
  const { companyId: orgId } = await dataOf<{ companyId: number }>(await company.request.get('/api/v1/user'));
  const title = `Frontend engineer (React) ${Date.now() % 100000}`;
  const created = await company.request.post(`/api/v1/organizations/${orgId}/job-posting`, {
    data: {
      title,
      employmentTypes: ['FULL_TIME'],
      country: 'KR',
      city: 'Seoul',
      workModes: ['HYBRID'],
      startedAt: daysFromNow(-1),
      endedAt: daysFromNow(30),
      currencyCode: 'KRW',
      salaryMin: 4_000_000,
      salaryMax: 6_000_000,
      salaryType: 'MONTHLY',
      businessOverview: 'Bluewave builds logistics software for global teams.',
      requiredQualification: 'Three years of React.',
      requiredAssessments: [{ track: 'FRONTEND', level: 1 }],
      optionalAssessments: [{ track: 'BACKEND', level: 1 }],
    },
  });
  expect(created.status()).toBe(201);
  const jobId = (await dataOf<{ id: number }>(created)).id;
  expect(
    (
      await company.request.patch(`/api/v1/organizations/${orgId}/job-postings/${jobId}?jobPostingStatus=VISIBLE`)
    ).status(),
  ).toBe(200);

  // Minji (passed Frontend 1) and Emily (did not take it) apply.
  const ids: Record<string, number> = {};
  for (const [name, email] of [
    ['minji', MINJI],
    ['emily', EMILY],
  ] as const) {
    const talent = await signedInPage(browser, 'en', email);
    // The header leads talents to the assessments catalogue.
    await expect(
      talent.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Assessments' }),
    ).toHaveAttribute('href', '/en/talent/mypage/skill-assessment');
    ids[name] = (await dataOf<{ id: number }>(await talent.request.get('/api/v1/user'))).id;
    const applied = await talent.request.post(`/api/v1/jobs/${jobId}/apply`);
    expect(applied.status(), `${name} applies`).toBe(201);
    await talent.context().close();
  }

  // The candidates API: qualified with the pass in the card's assessments, and not qualified without it.
  const candidates = await company.request.get(`/api/v1/organizations/${orgId}/job-postings/${jobId}/candidates`);
  expect(candidates.status()).toBe(200);
  const cards = (await dataOf<{ data: CandidateCard[] }>(candidates)).data;
  const minji = cards.find((c) => c.userSummaryDTO.id === ids.minji);
  const emily = cards.find((c) => c.userSummaryDTO.id === ids.emily);
  expect(minji?.isQualified).toBe(true);
  expect(minji?.userAssessmentDto).toContainEqual(
    expect.objectContaining({ track: 'FRONTEND', level: 1, passed: true, totalScore: 100 }),
  );
  const frontend = minji?.userAssessmentDto.find((a) => a.track === 'FRONTEND' && a.level === 1);
  expect(frontend?.obtainedScore).toBeGreaterThanOrEqual(70);
  // Private results never reach companies (Minji's Backend 1 attempt is private).
  expect(minji?.userAssessmentDto.some((a) => a.track === 'BACKEND')).toBe(false);
  expect(emily?.isQualified).toBe(false);
  expect(emily?.userAssessmentDto.some((a) => a.track === 'FRONTEND' && a.passed)).toBe(false);

  // The candidates screen shows the same.
  await company.goto(`/en/company/mypage/manage-recruitment/${jobId}`);
  const minjiCard = company.getByRole('article', { name: '김민지' });
  // The screen loads its chunk and the candidates after the header: allow a slow machine some time.
  await expect(minjiCard.getByTestId('qualified')).toHaveText('Qualified', { timeout: 20_000 });
  await expect(
    company.getByRole('article', { name: 'Emily Nguyen' }).getByText('Required assessments missing'),
  ).toBeVisible();
  await screenshots(company, 'qualified-candidates-en');

  // Talent search by the assessment finds her, and her card shows the public result with its score.
  await company.goto('/en/company/talent-information?assessment=FRONTEND:1');
  const searchCard = company.getByTestId('talent-card').filter({ hasText: '김민지' });
  await expect(
    searchCard
      .getByRole('list', { name: 'Passed assessments' })
      .getByText(`Frontend Lv.1 · ${frontend?.obtainedScore}/100 · Passed`),
  ).toBeVisible();
  await screenshots(company, 'qualified-search-en');

  // The preview links the public report.
  await company.goto(`/en/company/talent-preview/${ids.minji}`);
  const reportLink = company.getByRole('link', { name: 'Frontend Level 1 · Fundamentals' });
  await expect(reportLink).toBeVisible();
  await screenshots(company, 'qualified-preview-en');
  await reportLink.click();
  await expect(company).toHaveURL(/\/en\/report\/\d+$/);
  await expect(company.getByTestId('report-score')).toHaveText(String(frontend?.obtainedScore));

  // In Korean.
  await company.goto(`/ko/company/mypage/manage-recruitment/${jobId}`);
  await expect(company.getByRole('article', { name: '김민지' }).getByTestId('qualified')).toHaveText('필수 평가 충족');
  await expect(company.getByRole('article', { name: 'Emily Nguyen' }).getByText('필수 평가 미충족')).toBeVisible();
  await screenshots(company, 'qualified-candidates-ko');
  await company.goto('/ko/company/talent-information?assessment=FRONTEND:1');
  await expect(
    company
      .getByTestId('talent-card')
      .filter({ hasText: '김민지' })
      .getByText(`프론트엔드 Lv.1 · ${frontend?.obtainedScore}/100점 · 합격`),
  ).toBeVisible();
  await screenshots(company, 'qualified-search-ko');
  await company.context().close();
});

/* ---------- the question bank in the admin console ---------- */

/** A dialog as one sees it (a full-page shot shows the page behind instead), at desktop and phone widths. */
async function dialogShots(page: Page, name: string) {
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: `${SHOTS_DIR}/${name}-1280.png` });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: `${SHOTS_DIR}/${name}-375.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

type AdminQuestion = {
  id: number;
  key: string;
  version: number;
  usageCount: number;
  prompt: { en: string; ko: string };
};

test('an administrator adds, edits and retires a question in English, and sees the server refuse a stale edit', async ({
  browser,
}) => {
  const page = await signedInPage(browser, 'en', ADMIN);
  await expect(page).toHaveURL(/\/en\/admin$/);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Question bank' }).click();
  await expect(page).toHaveURL(/\/en\/admin\/assessment-questions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Question bank' })).toBeVisible();
  await expect(page.getByText('Questions found: 225')).toBeVisible();

  // Filters go to the URL; DevOps level 3 has its 15 bank questions.
  await chooseOption(page, 'Track', 'DevOps');
  await chooseOption(page, 'Level', 'Level 3');
  await expect(page).toHaveURL(/track=DEVOPS&level=3/);
  await expect(page.getByText('Questions found: 15')).toBeVisible();
  await chooseOption(page, 'Type', 'Short answer');
  await expect(page.getByTestId('question-item').first()).toContainText('Short answer');
  await chooseOption(page, 'Type', 'All');
  await screenshots(page, 'question-bank-en');

  // A new question starts in the filtered track and level; the form says what is missing.
  await page.getByRole('button', { name: 'New question' }).click();
  const dialog = page.getByRole('dialog', { name: 'New question' });
  await expect(dialog.getByRole('combobox', { name: 'Track' })).toHaveText('DevOps');
  await expect(dialog.getByRole('combobox', { name: 'Level' })).toHaveText('Level 3');
  await dialog.getByRole('button', { name: 'Add question' }).click();
  await expect(dialog.getByText('Check the highlighted fields.')).toBeVisible();
  await expect(dialog.getByLabel('Question (English)')).toHaveAttribute('aria-invalid', 'true');

  const run = Date.now() % 100000;
  const prompt = `Which tool applies a Terraform plan? (${run})`;
  await dialog.getByLabel('Topic').fill('iac');
  await dialog.getByLabel('Points').fill('2');
  await dialog.getByLabel('Question (English)').fill(prompt);
  await dialog.getByLabel('Question (Korean)').fill(`Terraform 계획을 적용하는 명령은? (${run})`);
  await dialog.getByLabel('Option A (English)').fill('terraform apply');
  await dialog.getByLabel('Option A (Korean)').fill('terraform apply');
  await dialog.getByLabel('Option B (English)').fill('terraform fmt');
  await dialog.getByLabel('Option B (Korean)').fill('terraform fmt');
  await dialog.getByRole('button', { name: 'Remove option D' }).click();
  await dialog.getByRole('button', { name: 'Remove option C' }).click();
  await expect(dialog.getByTestId('option-row')).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Add question' }).click();
  await expect(dialog.getByText('Mark exactly one option as correct.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Option A is correct' }).check();
  // The form checks again as it changes: the key's message goes as soon as the key is right.
  await expect(dialog.getByText('Mark exactly one option as correct.')).toBeHidden();
  await expect(dialog.getByText('Check the highlighted fields.')).toBeHidden();
  await dialogShots(page, 'question-editor-en');
  await dialog.getByRole('button', { name: 'Add question' }).click();
  await expect(page.getByText('The question was added.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Questions found: 16')).toBeVisible();
  const item = page.getByRole('article', { name: prompt });
  await expect(item.getByTestId('question-status')).toHaveText('Active');
  await expect(item).toContainText('Points: 2');
  await item.getByText('Content and answer key').click();
  await expect(item.getByText('Correct', { exact: true })).toHaveCount(1);

  // An edit of a question no attempt drew changes it in place.
  await item.getByRole('button', { name: /^Edit question admin-devops-3-/ }).click();
  const edit = page.getByRole('dialog', { name: /^Edit question admin-devops-3-/ });
  await expect(edit.getByText('Track and level cannot change once a question exists.')).toBeVisible();
  const edited = `${prompt} (edited)`;
  await edit.getByLabel('Question (English)').fill(edited);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('The question was saved.')).toBeVisible();
  const editedItem = page.getByRole('article', { name: edited });
  await expect(editedItem).toContainText('Version 1');

  // Someone retires it meanwhile: the server refuses the stale edit and says why.
  const listed = await dataOf<{ data: AdminQuestion[] }>(
    await page.request.get('/api/v1/admin/assessment-questions?track=DEVOPS&level=3&size=100'),
  );
  const question = listed.data.find((q) => q.prompt.en === edited);
  expect(question).toBeDefined();
  await editedItem.getByRole('button', { name: `Edit question ${question?.key}` }).click();
  const stale = page.getByRole('dialog', { name: `Edit question ${question?.key}` });
  await stale.getByLabel('Points').fill('3');
  expect((await page.request.post(`/api/v1/admin/assessment-questions/${question?.id}/retire`)).status()).toBe(200);
  await stale.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    stale.getByRole('alert').filter({ hasText: 'Only the current version of an active question can be changed.' }),
  ).toBeVisible();
  await dialogShots(page, 'question-editor-error-en');
  await stale.getByRole('button', { name: 'Cancel' }).click();
  const discard = page.getByRole('dialog', { name: 'Discard your changes?' });
  await discard.getByRole('button', { name: 'Discard' }).click();
  await expect(stale).toBeHidden();
  await expect(page.getByRole('article', { name: edited })).toHaveCount(0);

  // Retired questions stay, marked as such.
  await page.getByRole('tab', { name: 'Retired' }).click();
  await expect(page).toHaveURL(/status=RETIRED/);
  const retired = page.getByRole('article', { name: edited });
  await expect(retired.getByTestId('question-status')).toHaveText('Retired');
  await expect(retired.getByText('Retired: no longer drawn. Past attempts and reports keep it.')).toBeVisible();
  await expect(retired.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
  await screenshots(page, 'question-bank-retired-en');
  await page.context().close();
});

test('관리자가 한국어로 단답형 문항을 추가·수정·사용 중지하고, 출제된 문항은 새 버전으로 수정된다', async ({
  browser,
}) => {
  const page = await signedInPage(browser, 'ko', ADMIN);
  await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '문제 은행' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '문제 은행' })).toBeVisible();
  await chooseOption(page, '트랙', '데브옵스');
  await chooseOption(page, '레벨', '레벨 2');
  await expect(page.getByText('문항 15개')).toBeVisible();

  await page.getByRole('button', { name: '새 문항' }).click();
  const dialog = page.getByRole('dialog', { name: '새 문항' });
  await chooseOption(page, '유형', '단답형');
  await expect(dialog.getByLabel('선택지 A (영어)')).toHaveCount(0);
  const run = Date.now() % 100000;
  const prompt = `쿠버네티스에서 파드 목록을 보는 명령은? (${run})`;
  await dialog.getByLabel('주제').fill('kubernetes');
  await dialog.getByLabel('문항 (영어)').fill(`Which command lists the pods? (${run})`);
  await dialog.getByLabel('문항 (한국어)').fill(prompt);
  await dialog.getByRole('button', { name: '문항 추가' }).click();
  await expect(dialog.getByText('필수 입력 항목입니다.').first()).toBeVisible();
  await dialog.getByLabel('인정 답안 1').fill('kubectl get pods');
  await dialog.getByRole('button', { name: '답안 추가' }).click();
  await dialog.getByLabel('인정 답안 2').fill('kubectl get po');
  await expect(dialog.getByText('필수 입력 항목입니다.')).toHaveCount(0);
  await dialogShots(page, 'question-editor-ko');
  await dialog.getByRole('button', { name: '문항 추가' }).click();
  await expect(page.getByText('문항을 추가했습니다.')).toBeVisible();
  const item = page.getByRole('article', { name: prompt });
  await expect(item).toContainText('단답형');
  await item.getByText('내용과 정답').click();
  await expect(item.getByText('kubectl get po', { exact: true })).toBeVisible();
  await screenshots(page, 'question-bank-ko');

  // 수정: 답안 하나를 지운다.
  await item.getByRole('button', { name: /^문항 admin-devops-2-.* 수정$/ }).click();
  const edit = page.getByRole('dialog', { name: /^문항 admin-devops-2-.* 수정$/ });
  await edit.getByRole('button', { name: '답안 2 삭제' }).click();
  await edit.getByRole('button', { name: '변경 내용 저장' }).click();
  await expect(page.getByText('문항을 저장했습니다.')).toBeVisible();
  await expect(item.getByText('kubectl get po', { exact: true })).toHaveCount(0);

  // 사용 중지: 확인을 거친다(취소하면 그대로).
  await item.getByRole('button', { name: /사용 중지$/ }).click();
  const confirm = page.getByRole('dialog', { name: /사용 중지할까요\?$/ });
  await expect(confirm.getByText('사용 중지한 문항은 다시 사용할 수 없습니다.', { exact: false })).toBeVisible();
  await dialogShots(page, 'question-retire-ko');
  await confirm.getByRole('button', { name: '취소' }).click();
  await expect(item.getByTestId('question-status')).toHaveText('사용 중');
  await item.getByRole('button', { name: /사용 중지$/ }).click();
  await confirm.getByRole('button', { name: '사용 중지' }).click();
  await expect(page.getByText('문항을 사용 중지했습니다.')).toBeVisible();
  await expect(page.getByRole('article', { name: prompt })).toHaveCount(0);
  await page.getByRole('tab', { name: '사용 중지' }).click();
  await expect(page.getByRole('article', { name: prompt }).getByTestId('question-status')).toHaveText('사용 중지');

  // 응시에서 출제된 문항(데모 응시, 데브옵스 레벨 1)을 고치면 새 버전이 생기고 이전 버전은 리포트를 위해 남는다.
  const pool = await dataOf<{ data: AdminQuestion[] }>(
    await page.request.get('/api/v1/admin/assessment-questions?track=DEVOPS&level=1&status=ACTIVE&size=100'),
  );
  const drawn = pool.data.find((q) => q.usageCount > 0);
  expect(drawn, 'a DevOps level-1 question drawn by a demo attempt').toBeDefined();
  await page.goto('/ko/admin/assessment-questions?track=DEVOPS&level=1');
  await page
    .getByRole('article', { name: drawn?.prompt.ko })
    .getByRole('button', { name: `문항 ${drawn?.key} 수정` })
    .click();
  const versioned = page.getByRole('dialog', { name: `문항 ${drawn?.key} 수정` });
  await expect(
    versioned.getByText(`이 버전은 응시에서 ${drawn?.usageCount}회 출제되었습니다.`, { exact: false }),
  ).toBeVisible();
  const newPrompt = `${drawn?.prompt.ko} (개정)`;
  await versioned.getByLabel('문항 (한국어)').fill(newPrompt);
  await versioned.getByRole('button', { name: '변경 내용 저장' }).click();
  const next = String((drawn?.version ?? 0) + 1);
  await expect(page.getByText(`버전 ${withParticle(next, '으로')} 저장했습니다.`, { exact: false })).toBeVisible();
  await expect(page.getByRole('article', { name: newPrompt })).toContainText(`버전 ${(drawn?.version ?? 0) + 1}`);
  await page.getByRole('tab', { name: '이전 버전' }).click();
  const old = page.getByRole('article', { name: drawn?.prompt.ko });
  await expect(old.getByTestId('question-status')).toHaveText('이전 버전');
  await expect(old.getByText('이 버전을 사용한 지난 응시와 리포트를 위해 보관됩니다.', { exact: false })).toBeVisible();
  await screenshots(page, 'question-bank-superseded-ko');
  await page.context().close();
});
