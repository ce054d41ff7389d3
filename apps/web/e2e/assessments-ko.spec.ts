import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { createVerifiedAccount, PASSWORD, screenshots, signInViaForm, uniqueEmail } from './helpers';

test.describe.configure({ timeout: 150_000 });

type BankQuestion = {
  key: string;
  type: 'SINGLE_CHOICE' | 'MULTIPLE_CHOICE' | 'SHORT_ANSWER' | 'CODE_READING';
  prompt: { en: string; ko: string };
  code: string | null;
  options: { id: string; en: string; ko: string }[];
  correctOptionIds: string[];
  acceptedAnswers: string[];
};

/** The Frontend level-1 bank: the test looks a question up by its (Korean) prompt to answer it correctly. */
const bank: BankQuestion[] = JSON.parse(
  fs.readFileSync(
    fileURLToPath(new URL('../../server/src/modules/assessments/bank/frontend-1.json', import.meta.url)),
    'utf8',
  ),
).questions;

const promptHeading = (page: Page) => page.locator('h2[tabindex="-1"]');

let codeShot = false;

/** The bank entry of the question on screen (code-reading questions share a prompt: their code tells them apart). */
async function questionOnScreen(page: Page): Promise<BankQuestion> {
  const prompt = (await promptHeading(page).textContent())?.trim();
  const code = (await page.locator('pre code').count()) > 0 ? await page.locator('pre code').textContent() : null;
  const question = bank.find((q) => q.prompt.ko === prompt && (code === null || q.code === code));
  expect(question, `bank entry for "${prompt}"`).toBeTruthy();
  return question!;
}

/** Answers the question on screen correctly (from the bank) and waits until the server confirms the save. */
async function answerCorrectly(page: Page) {
  const question = await questionOnScreen(page);
  const code = question.code;
  if (code && !codeShot) {
    codeShot = true;
    await screenshots(page, 'assessment-code-ko');
  }
  if (question.type === 'SHORT_ANSWER') {
    await page.getByLabel('답안', { exact: true }).fill(question.acceptedAnswers[0] ?? '');
  } else {
    const role = question.type === 'MULTIPLE_CHOICE' ? 'checkbox' : 'radio';
    for (const id of question.correctOptionIds) {
      const text = question.options.find((o) => o.id === id)?.ko ?? '';
      await page.getByRole(role, { name: text, exact: true }).check();
    }
  }
  await expect(page.getByText('저장됨', { exact: true })).toBeVisible();
  await expect(page.getByText('모든 답안 저장됨')).toBeVisible();
}

/** The question on screen shows the (correct) answer given before the reload. */
async function expectSavedAnswerShown(page: Page) {
  const question = await questionOnScreen(page);
  if (question.type === 'SHORT_ANSWER') {
    await expect(page.getByLabel('답안', { exact: true })).toHaveValue(question.acceptedAnswers[0] ?? '');
    return;
  }
  const role = question.type === 'MULTIPLE_CHOICE' ? 'checkbox' : 'radio';
  for (const option of question.options) {
    const locator = page.getByRole(role, { name: option.ko, exact: true });
    if (question.correctOptionIds.includes(option.id)) await expect(locator).toBeChecked();
    else await expect(locator).not.toBeChecked();
  }
}

const secondsOf = (clock: string) => clock.split(':').reduce((total, part) => total * 60 + Number(part), 0);

test('a talent takes Frontend level 1 in Korean, resumes after a reload, passes and publishes the report', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('assess-ko');
  await createVerifiedAccount(request, { email, locale: 'ko' });
  await page.goto('/ko/auth/signin');
  await signInViaForm(page, email, PASSWORD, /^로그인$/);
  await expect(page).toHaveURL(/\/ko\/talent\/mypage\/dashboard$/);

  // The catalogue: `/skill-assessment` opens page 1.
  await page.goto('/ko/talent/mypage/skill-assessment');
  await expect(page).toHaveURL(/\/ko\/talent\/mypage\/skill-assessment\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: '스킬 평가' })).toBeVisible();
  for (const track of ['프론트엔드', '백엔드', '모바일', '데이터', '데브옵스']) {
    await expect(page.getByRole('heading', { level: 2, name: `${track} 트랙` })).toBeVisible();
  }
  const card = page.getByRole('article', { name: '프론트엔드 레벨 1 · 기초' });
  await expect(card.getByText('15분')).toBeVisible();
  await expect(card.getByText('10문항')).toBeVisible();
  await expect(card.getByText('아직 응시하지 않음')).toBeVisible();
  await screenshots(page, 'skill-assessment-ko');

  await card.getByRole('button', { name: '응시하기' }).click();
  const dialog = page.getByRole('dialog', { name: '프론트엔드 레벨 1 · 기초 평가를 시작할까요?' });
  await expect(dialog.getByText('10문항을 15분 안에 풉니다.')).toBeVisible();
  await screenshots(page, 'assessment-start-ko');
  await dialog.getByRole('button', { name: '지금 시작' }).click();
  await expect(page).toHaveURL(/\/ko\/talent\/mypage\/skill-assessment\/attempt\/\d+/);
  await expect(page.getByText('10문항 중 1번')).toBeVisible();
  await expect(promptHeading(page)).toBeVisible();

  // The first five questions, moving on with "다음".
  for (let i = 1; i <= 5; i += 1) {
    await expect(page.getByText(`10문항 중 ${i}번`)).toBeVisible();
    await answerCorrectly(page);
    if (i < 5) await page.getByRole('button', { name: '다음' }).click();
  }
  await expect(page.getByText('10문항 중 5문항 답변')).toBeVisible();
  await screenshots(page, 'assessment-attempt-ko');
  const timer = page.getByRole('timer');
  // The clock counts down (five answers can take less than its first second on a fast run, so it is awaited).
  await expect.poll(async () => secondsOf((await timer.textContent()) ?? ''), { timeout: 5_000 }).toBeLessThan(15 * 60);
  const before = secondsOf((await timer.textContent()) ?? '');

  // A reload resumes on the same question with the saved answers and the server's time.
  await page.reload();
  await expect(page.getByText('10문항 중 5번')).toBeVisible();
  await expect(page.getByText('10문항 중 5문항 답변')).toBeVisible();
  const after = secondsOf((await timer.textContent()) ?? '');
  expect(after).toBeLessThanOrEqual(before);
  expect(after).toBeGreaterThan(before - 60);
  await page.getByRole('button', { name: '1번 문항, 답변함' }).click();
  await expect(page.getByText('10문항 중 1번')).toBeVisible();
  await expect(promptHeading(page)).toBeFocused();
  await expectSavedAnswerShown(page);

  // The rest, from the navigator.
  for (let i = 6; i <= 10; i += 1) {
    await page.getByRole('button', { name: `${i}번 문항, 답변 안 함` }).click();
    await expect(page.getByText(`10문항 중 ${i}번`)).toBeVisible();
    await answerCorrectly(page);
  }
  await expect(page.getByText('10문항 중 10문항 답변')).toBeVisible();

  await page.getByRole('button', { name: '답안 제출' }).first().click();
  const submit = page.getByRole('dialog', { name: '답안을 제출할까요?' });
  await expect(submit.getByText('모든 문항에 답했습니다.')).toBeVisible();
  await submit.getByRole('button', { name: '제출', exact: true }).click();

  // The report: its URL is the entry's reportUrl with the language.
  await expect(page).toHaveURL(/\/ko\/report\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: '프론트엔드 레벨 1 · 기초' })).toBeVisible();
  const score = Number(await page.getByTestId('report-score').textContent());
  expect(score).toBeGreaterThanOrEqual(70);
  await expect(page.getByText('합격', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: '주제별 결과' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '문항별 결과' })).toBeVisible();
  await expect(page.getByText('정답', { exact: true })).toHaveCount(10);
  await expect(page.getByRole('button', { name: '인쇄' })).toBeVisible();
  await screenshots(page, 'assessment-report-ko');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: '인쇄' })).toBeHidden();
  await screenshots(page, 'assessment-report-print-ko');
  await page.emulateMedia({ media: 'screen' });
  const reportPath = new URL(page.url()).pathname;

  const visibility = page.getByRole('switch', { name: '기업에 공개' });
  await expect(visibility).toHaveAttribute('aria-checked', 'false');
  await visibility.click();
  await expect(page.getByText('결과가 기업에 공개되었습니다.')).toBeVisible();
  await expect(visibility).toHaveAttribute('aria-checked', 'true');

  const me = (await (await page.request.get('/api/v1/user')).json()) as { data: { id: number } };
  const history = (await (await page.request.get(`/api/v1/users/${me.data.id}/assessments`)).json()) as {
    data: { data: { isPublic: boolean; reportUrl: string; obtainedScore: number }[] };
  };
  expect(history.data.data[0]?.isPublic).toBe(true);
  expect(`/ko${history.data.data[0]?.reportUrl}`).toBe(reportPath);

  // Back in the catalogue: the result, and the retake waits for the cooldown.
  await page.getByRole('link', { name: '스킬 평가로 돌아가기' }).click();
  await expect(page.getByRole('tab', { name: '내 결과', selected: true })).toBeVisible();
  await expect(page.getByRole('switch', { name: /기업에 공개.*프론트엔드 레벨 1/ })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await screenshots(page, 'assessment-history-ko');
  await page.getByRole('tab', { name: '평가 목록' }).click();
  await expect(card.getByText(`${score} / 100`).first()).toBeVisible();
  await expect(card.getByText('부터 재응시 가능')).toBeVisible();
  await expect(card.getByRole('button', { name: '재응시' })).toBeDisabled();

  // The dashboard lists the pass.
  await page.goto('/ko/talent/mypage/dashboard');
  await expect(page.getByRole('heading', { name: '합격한 평가' })).toBeVisible();
  await expect(page.getByRole('link', { name: '프론트엔드 레벨 1 · 기초' })).toBeVisible();
  await screenshots(page, 'dashboard-assessments-ko');
});

test('English: the catalogue, an open attempt, the history, the time warning, the automatic submission and a company view', async ({
  page,
  request,
  browser,
}) => {
  const email = uniqueEmail('assess-en');
  await createVerifiedAccount(request, { email, locale: 'en' });
  await page.clock.install();
  await page.goto('/en/auth/signin');
  await signInViaForm(page, email, PASSWORD, /^Sign in$/);
  await expect(page).toHaveURL(/\/en\/talent\/mypage\/dashboard$/);

  // A submitted Frontend 1 (no answers: 0) and an open Backend 1, through the API.
  const first = await page.request.post('/api/v1/skill-assessments/1/attempts');
  expect(first.status()).toBe(201);
  const firstId = ((await first.json()) as { data: { id: number } }).data.id;
  expect((await page.request.post(`/api/v1/assessment-attempts/${firstId}/submit`)).status()).toBe(200);
  expect((await page.request.post('/api/v1/skill-assessments/4/attempts')).status()).toBe(201);

  await page.goto('/en/talent/mypage/skill-assessment/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Skill assessments' })).toBeVisible();
  await expect(page.getByText('You have an assessment in progress: Backend Level 1 · Fundamentals.')).toBeVisible();
  const frontend = page.getByRole('article', { name: 'Frontend Level 1 · Fundamentals' });
  await expect(frontend.getByText('0 / 100').first()).toBeVisible();
  await expect(frontend.getByText('Not passed').first()).toBeVisible();
  await expect(frontend.getByText(/Retake available from/)).toBeVisible();
  await expect(frontend.getByRole('button', { name: 'Retake' })).toBeDisabled();
  await screenshots(page, 'skill-assessment-en');

  // A second start is refused with a link to the open one.
  await page
    .getByRole('article', { name: 'Data Level 1 · Fundamentals' })
    .getByRole('button', { name: 'Start' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Start Data Level 1 · Fundamentals?' });
  await screenshots(page, 'assessment-start-en');
  await dialog.getByRole('button', { name: 'Start now' }).click();
  await expect(dialog.getByText('You already have an assessment in progress.')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Resume it' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // History.
  await page.getByRole('tab', { name: 'My results' }).click();
  await expect(page).toHaveURL(/\?tab=history$/);
  await expect(page.getByRole('heading', { level: 3, name: 'Frontend Level 1 · Fundamentals' })).toBeVisible();
  await expect(page.getByText(/^Submitted · Finished/)).toBeVisible();
  await screenshots(page, 'assessment-history-en');
  await page.getByRole('link', { name: 'View report: Frontend Level 1 · Fundamentals' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/report/${firstId}$`));
  await expect(page.getByTestId('report-score')).toHaveText('0');
  await expect(page.getByText('Not passed', { exact: true })).toBeVisible();
  await expect(page.getByText('Not answered', { exact: true })).toHaveCount(10);
  await screenshots(page, 'assessment-report-en');
  // The same report by its query form.
  await page.goto(`/en/report?attemptId=${firstId}`);
  await expect(page.getByTestId('report-score')).toHaveText('0');

  // Resume the open one; near the end a warning; at zero it is submitted on its own.
  await page.goto('/en/talent/mypage/skill-assessment/1');
  await page
    .getByRole('article', { name: 'Backend Level 1 · Fundamentals' })
    .getByRole('link', { name: 'Resume' })
    .click();
  await expect(page).toHaveURL(/\/attempt\/\d+/);
  await expect(page.getByText('Question 1 of 10')).toBeVisible();
  const input = page.locator('main input').first();
  const inputType = await input.getAttribute('type');
  if (inputType === 'radio' || inputType === 'checkbox') await input.check();
  else await input.fill('not sure');
  await expect(page.getByText('All answers saved')).toBeVisible();
  await screenshots(page, 'assessment-attempt-en');
  await page.getByRole('button', { name: 'Submit answers' }).first().click();
  const confirm = page.getByRole('dialog', { name: 'Submit your answers?' });
  await expect(confirm.getByText('Unanswered questions: 2, 3, 4, 5, 6, 7, 8, 9, 10')).toBeVisible();
  await confirm.getByRole('button', { name: 'Keep working' }).click();

  const left = secondsOf((await page.getByRole('timer').textContent()) ?? '');
  await page.clock.fastForward((left - 40) * 1000);
  await expect(page.getByText('Less than a minute left.', { exact: false })).toBeVisible();
  await screenshots(page, 'assessment-warning-en');
  await page.clock.fastForward(45_000);
  await expect(page).toHaveURL(/\/en\/report\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Backend Level 1 · Fundamentals' })).toBeVisible();
  const privateReport = new URL(page.url()).pathname;

  // A company sees a public report without the per-question detail, and not a private one.
  const patched = await page.request.patch(`/api/v1/assessment-attempts/${firstId}/visibility`, {
    data: { isPublic: true },
  });
  expect(patched.status()).toBe(200);
  const companyEmail = uniqueEmail('assess-company');
  await createVerifiedAccount(request, { email: companyEmail, role: 'ORGANIZATION', locale: 'en' });
  const company = await browser.newContext();
  const companyPage = await company.newPage();
  const origin = new URL(page.url()).origin;
  await companyPage.goto(`${origin}/en/auth/signin`);
  await signInViaForm(companyPage, companyEmail, PASSWORD, /^Sign in$/);
  await expect(companyPage).toHaveURL(/\/en\/company\/mypage\/dashboard$/);
  await companyPage.goto(`${origin}/en/report/${firstId}`);
  await expect(companyPage.getByTestId('report-score')).toHaveText('0');
  await expect(companyPage.getByRole('heading', { name: 'Breakdown by topic' })).toBeVisible();
  await expect(companyPage.getByRole('heading', { name: 'Question by question' })).toHaveCount(0);
  await expect(companyPage.getByRole('switch')).toHaveCount(0);
  await companyPage.goto(`${origin}${privateReport}`);
  await expect(companyPage.getByText('This report does not exist or is not visible to you.')).toBeVisible();
  await company.close();
});
