import { type Browser, expect, type Page, test } from '@playwright/test';
import { screenshots, signInViaForm } from './helpers';

/**
 * The company's side of hiring on the demo data: the recruitment summary, a posting's candidates, opening one (it
 * moves into document review), proposing an interview on the weekly grid (in Korean), then making an offer and
 * rejecting two candidates at once (in English).
 */

const DEMO_PASSWORD = 'TalentBridge-demo-2026';
const COMPANY = 'hr@nurisoft.demo.talentbridge.dev';
const BACKEND = '백엔드 개발자 (Kotlin/Spring)';
const FRONTEND = '프론트엔드 개발자 (React)';

async function companyPage(browser: Browser, lang: 'en' | 'ko'): Promise<Page> {
  // The company works in Seoul: the grid's default zone is the browser's.
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    timezoneId: 'Asia/Seoul',
    locale: lang === 'ko' ? 'ko-KR' : 'en-US',
  });
  const page = await context.newPage();
  await page.goto(`/${lang}/auth/signin`);
  await signInViaForm(page, COMPANY, DEMO_PASSWORD, lang === 'ko' ? /^로그인$/ : /^Sign in$/);
  await expect(page).not.toHaveURL(/auth\/signin/);
  return page;
}

test('a company reviews a candidate and proposes an interview on the grid (Korean), then offers and rejects in bulk (English)', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const page = await companyPage(browser, 'ko');

  // The summary: each posting with its candidates per stage, reached from the header.
  await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '채용 관리' }).click();
  await expect(page).toHaveURL(/\/ko\/company\/mypage\/manage-recruitment$/);
  await expect(page.getByRole('heading', { level: 1, name: '채용 관리' })).toBeVisible();
  const backend = page.getByTestId('recruitment-posting').filter({ hasText: BACKEND });
  await expect(backend.getByTestId('recruitment-total')).toHaveText('지원자 4명');
  await expect(backend.getByTestId('stage-count')).toHaveText(['신규 지원1', '서류 검토1', '면접 제안1', '채용 제안1']);
  await screenshots(page, 'hiring-summary-ko');

  // The candidates: a stage chip filters through the URL.
  await backend.getByRole('link', { name: '지원자 보기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: BACKEND })).toBeVisible();
  const cards = page.getByTestId('candidate-card');
  await expect(cards).toHaveCount(4);
  await page.getByRole('button', { name: '채용 제안', exact: true }).click();
  await expect(page).toHaveURL(/status=OFFERED/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('이서연');
  await page.getByRole('button', { name: '전체 단계' }).click();
  await expect(cards).toHaveCount(4);
  const proposed = cards.filter({ hasText: 'James Park' });
  await expect(proposed.getByTestId('card-interview')).toContainText('화상');
  await expect(proposed.getByTestId('qualified')).toHaveText('필수 평가 충족');
  const emily = cards.filter({ hasText: 'Emily Nguyen' });
  await expect(emily.getByTestId('candidate-status')).toHaveText('신규 지원');
  await expect(emily.getByTestId('card-opened')).toHaveText('아직 열람하지 않음');
  await screenshots(page, 'hiring-candidates-ko');

  // Opening the candidate moves it into document review; the list follows.
  const appId = await emily.getAttribute('data-id');
  await emily.getByRole('link', { name: 'Emily Nguyen' }).click();
  await expect(page).toHaveURL(new RegExp(`/candidates/${appId}$`));
  const sheet = page.getByTestId('candidate-sheet');
  await expect(sheet.getByTestId('candidate-detail')).toHaveAttribute('data-status', 'DOCUMENT_REVIEW');
  await expect(sheet.getByTestId('candidate-status')).toHaveText('서류 검토');
  await expect(sheet.getByTestId('history').locator('li')).toHaveCount(2);
  await expect(emily.getByTestId('candidate-status')).toHaveText('서류 검토');
  await expect(emily.getByTestId('card-opened')).toContainText('열람');
  // Only the moves the state machine allows: no hire before an accepted offer.
  await expect(sheet.getByTestId('candidate-actions').getByRole('button')).toHaveText([
    '면접 제안',
    '채용 제안',
    '추가 평가 요청',
    '불합격 처리',
    '전형 취소',
  ]);
  await screenshots(page, 'hiring-candidate-ko');

  // Proposes an interview: two cells of next week, one by click and one by keyboard.
  await sheet.getByRole('button', { name: '면접 제안' }).click();
  const dialog = page.getByRole('dialog', { name: 'Emily Nguyen님에게 면접 제안' });
  await expect(dialog.getByLabel('우리 회사 시간대')).toHaveValue('서울');
  await dialog.getByRole('button', { name: '면접 제안 보내기' }).click();
  await expect(dialog.getByText('필수 입력 항목입니다.')).toBeVisible();
  await expect(dialog.getByText('면접 시간은 1개에서 10개까지 제안할 수 있습니다.')).toBeVisible();
  await dialog.getByLabel('화상 회의 링크').fill('https://meet.nurisoft.example/emily');
  await dialog.getByRole('button', { name: '다음 주' }).click();
  const grid = dialog.getByRole('grid');
  const free = grid.locator('[role="gridcell"]:not([aria-disabled])');
  await expect(free).toHaveCount(77);
  const first = free.nth(1);
  const firstSlot = await first.getAttribute('data-slot');
  await first.click();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect(grid.locator('[aria-selected="true"]')).toHaveCount(2);
  await expect(dialog.getByTestId('slot-count')).toHaveText('2 / 10개 선택');
  await expect(dialog.getByTestId('selected-slots').locator('li')).toHaveCount(2);
  await screenshots(page, 'hiring-interview-grid-ko');
  await dialog.getByRole('button', { name: '면접 제안 보내기' }).click();
  await expect(page.getByText('Emily Nguyen님에게 면접을 제안했습니다')).toBeVisible();
  await expect(sheet.getByTestId('candidate-detail')).toHaveAttribute('data-status', 'INTERVIEW_PROPOSED');
  const interview = sheet.getByTestId('interview-proposal');
  await expect(interview).toHaveAttribute('data-status', 'PROPOSED');
  await expect(interview.locator('time')).toHaveCount(2);
  // Tuesday of next week at 9:00 and 10:00 in Seoul, as picked on the grid (cells run row by row).
  expect(firstSlot).toMatch(/T09:00$/);
  await expect(interview.locator('time').first()).toContainText('오전 9:00');
  await expect(interview.locator('time').last()).toContainText('오전 10:00');
  await expect(sheet.getByTestId('candidate-actions').getByRole('button', { name: '면접 제안' })).toHaveCount(0);
  await screenshots(page, 'hiring-interview-proposed-ko');
  const jobUrl = page.url().replace(/\/candidates\/\d+$/, '');
  await page.context().close();

  // In English: an offer to the same candidate.
  const en = await companyPage(browser, 'en');
  await en.goto(`${jobUrl.replace('/ko/', '/en/')}/candidates/${appId}`);
  const enSheet = en.getByTestId('candidate-sheet');
  await expect(enSheet.getByTestId('candidate-status')).toHaveText('Interview proposed');
  await enSheet.getByRole('button', { name: 'Make offer' }).click();
  const offer = en.getByRole('dialog', { name: 'Make a job offer to Emily Nguyen' });
  // A structured offer: the amount (the currency, period and dates keep their defaults) and the message.
  await offer.getByLabel('Amount').fill('60,000,000');
  await offer.getByLabel('Message to the candidate').fill('We would love you to join our backend team.');
  await expect(offer.getByRole('checkbox', { name: /Also send this by e-mail/ })).toBeChecked();
  await screenshots(en, 'hiring-offer-en');
  await offer.getByRole('button', { name: 'Continue' }).click();
  const confirm = en.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText('Send a job offer to Emily Nguyen?');
  await expect(confirm.getByTestId('offer-summary')).toContainText('₩60,000,000 a year');
  await expect(confirm).toContainText('We would love you to join our backend team.');
  await confirm.getByRole('button', { name: 'Send offer' }).click();
  await expect(en.getByText('Your offer was sent to Emily Nguyen.')).toBeVisible();
  await expect(enSheet.getByTestId('candidate-status')).toHaveText('Offer sent');
  await expect(enSheet.getByTestId('job-offer-status')).toHaveText('Pending job offer');
  await expect(enSheet.getByTestId('history').locator('li').last()).toContainText('Made a job offer');
  await expect(enSheet.getByTestId('candidate-actions').getByRole('button')).toHaveText(['Cancel process']);
  await screenshots(en, 'hiring-candidate-en');
  await enSheet.getByRole('button', { name: 'Close' }).click();
  await expect(en).toHaveURL(/manage-recruitment\/\d+$/);
  await expect(
    en.getByTestId('candidate-card').filter({ hasText: 'Emily Nguyen' }).getByTestId('candidate-status'),
  ).toHaveText('Offer sent');
  await screenshots(en, 'hiring-candidates-en');

  // Another posting: two candidates rejected with one message; a decided one cannot be selected.
  await en.goto('/en/company/mypage/manage-recruitment');
  await expect(
    en.getByTestId('recruitment-posting').filter({ hasText: BACKEND }).getByTestId('stage-count'),
  ).toHaveText(['In review1', 'Interview proposed1', 'Offer sent2']);
  await screenshots(en, 'hiring-summary-en');
  await en
    .getByTestId('recruitment-posting')
    .filter({ hasText: FRONTEND })
    .getByRole('link', { name: 'View candidates' })
    .click();
  const list = en.getByTestId('candidate-card');
  await expect(list).toHaveCount(4);
  await expect(list.filter({ hasText: 'Emily Nguyen' }).getByRole('checkbox')).toHaveCount(0);
  // (김민지 stays new: the company dashboard's journey expects unopened applications.)
  await list.filter({ hasText: '이서연' }).getByRole('checkbox', { name: 'Select 이서연' }).click();
  await list.filter({ hasText: 'James Park' }).getByRole('checkbox', { name: 'Select James Park' }).click();
  await expect(en.getByTestId('selected-count')).toHaveText('2 selected');
  await en.getByRole('button', { name: 'Reject selected' }).click();
  const bulk = en.getByRole('dialog', { name: 'Reject 2 candidates' });
  await bulk.getByLabel('Message to the candidate').fill('Thank you for applying. We chose another candidate.');
  await bulk.getByRole('button', { name: 'Continue' }).click();
  await en.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Reject all' }).click();
  const results = en.getByRole('dialog', { name: 'Results' });
  await expect(results.getByTestId('bulk-results').locator('li[data-ok="true"]')).toHaveCount(2);
  await expect(results).toContainText('2 rejected, 0 not changed');
  await screenshots(en, 'hiring-bulk-results-en');
  await results.getByRole('button', { name: 'Done' }).click();
  await expect(en.getByTestId('selected-count')).toHaveText('0 selected');
  await expect(list.filter({ hasText: '이서연' }).getByTestId('candidate-status')).toHaveText('Rejected');
  await expect(list.filter({ hasText: '김민지' }).getByTestId('candidate-status')).toHaveText('New');
  await expect(list.filter({ hasText: 'James Park' }).getByTestId('candidate-status')).toHaveText('Rejected');
  await en.context().close();
});

test('past slots are disabled in the chosen time zone; an empty posting; an additional assessment (English)', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await companyPage(browser, 'en');
  await page.goto('/en/company/mypage/manage-recruitment');
  await page
    .getByTestId('recruitment-posting')
    .filter({ hasText: 'DevOps' })
    .getByRole('link', { name: 'View candidates' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'DevOps 엔지니어' })).toBeVisible();
  await expect(page.getByText('No candidates yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reject selected' })).toHaveCount(0);
  await screenshots(page, 'hiring-empty-en');

  await page.goto('/en/company/mypage/manage-recruitment');
  await page
    .getByTestId('recruitment-posting')
    .filter({ hasText: '데이터 엔지니어' })
    .getByRole('link', { name: 'View candidates' })
    .click();
  const cards = page.getByTestId('candidate-card');
  await expect(cards).toHaveCount(3);
  // Decided candidates (hired, declined) cannot be selected for rejection.
  await expect(page.getByRole('checkbox')).toHaveCount(1);
  await cards.filter({ hasText: '이서연' }).getByRole('link', { name: '이서연' }).click();
  const sheet = page.getByTestId('candidate-sheet');
  await expect(sheet.getByTestId('candidate-status')).toHaveText('In review');

  // An additional assessment: chosen, confirmed, noted in the history; the stage stays.
  await sheet.getByRole('button', { name: 'Request assessment' }).click();
  const ask = page.getByRole('dialog', { name: 'Ask 이서연 for an additional assessment' });
  await ask.getByLabel('Track').click();
  await page.getByRole('option', { name: 'Data' }).click();
  await ask.getByLabel('Level').click();
  await page.getByRole('option', { name: 'Level 3' }).click();
  await ask.getByLabel('Message to the candidate').fill('Please take the Data level 3 assessment.');
  await ask.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText('Ask 이서연 to take Data · Level 3?');
  await screenshots(page, 'hiring-assessment-confirm-en');
  await confirm.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Assessment request sent to 이서연')).toBeVisible();
  await expect(sheet.getByTestId('history').locator('li').last()).toContainText('Asked for an additional assessment');
  await expect(sheet.getByTestId('candidate-status')).toHaveText('In review');

  // The current week: every cell that has started in the chosen zone is disabled, the others are not.
  await sheet.getByRole('button', { name: 'Propose interview' }).click();
  const dialog = page.getByRole('dialog', { name: 'Propose an interview to 이서연' });
  await expect(dialog.getByRole('button', { name: 'Previous week' })).toBeDisabled();
  const grid = dialog.getByRole('grid');
  const checkPast = async (offset: string) => {
    const wrong = await grid.locator('[role="gridcell"]').evaluateAll(
      (cells, utcOffset) =>
        cells.filter((cell) => {
          const starts = Date.parse(`${cell.getAttribute('data-slot')}:00${utcOffset}`);
          return starts <= Date.now() !== (cell.getAttribute('aria-disabled') === 'true');
        }).length,
      offset,
    );
    expect(wrong).toBe(0);
  };
  await checkPast('+09:00');
  // A disabled cell cannot be picked.
  const past = grid.locator('[role="gridcell"][aria-disabled="true"]');
  if ((await past.count()) > 0) {
    // Playwright waits for aria-disabled elements to become enabled; force the click a user could still make.
    await past.first().click({ force: true });
    await expect(grid.locator('[aria-selected="true"]')).toHaveCount(0);
  }
  await screenshots(page, 'hiring-interview-week-en');
  // Another zone (no daylight saving there, so the offset is fixed): the disabled cells follow it.
  const zone = dialog.getByLabel('Your time zone');
  await zone.fill('Kolkata');
  await page.getByRole('option', { name: /Kolkata/ }).click();
  await expect(zone).toHaveValue('Kolkata');
  await checkPast('+05:30');
  // Offline needs a place: the server's rules are checked before sending.
  await dialog.getByText('Offline', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Next week' }).click();
  await grid.locator('[role="gridcell"]').nth(20).click();
  await dialog.getByRole('button', { name: 'Send proposal' }).click();
  await expect(dialog.getByText('This field is required.')).toBeVisible();
  await dialog.getByLabel('Location').fill('Nurisoft HQ, 12F');
  await dialog.getByRole('button', { name: 'Send proposal' }).click();
  await expect(page.getByText('Interview proposed to 이서연')).toBeVisible();
  const interview = sheet.getByTestId('interview-proposal');
  await expect(interview).toContainText('Offline');
  await expect(interview).toContainText('Nurisoft HQ, 12F');
  await expect(interview).toContainText('Slots were picked in Kolkata');
  await screenshots(page, 'hiring-interview-offline-en');

  // Someone else rejects the candidate meanwhile: the stale offer is refused with the server's message and the
  // sheet shows where the application now stands.
  const { companyId } = (await (await page.request.get('/api/v1/user')).json()).data;
  const appId = page.url().match(/candidates\/(\d+)/)?.[1];
  const rejected = await page.request.post(`/api/v1/organizations/${companyId}/job-applications/${appId}/reject`, {
    data: { content: 'Closed by a colleague.', emailNotiFlag: false },
  });
  expect(rejected.status()).toBe(200);
  await sheet.getByRole('button', { name: 'Make offer' }).click();
  const offer = page.getByRole('dialog', { name: 'Make a job offer to 이서연' });
  await offer.getByLabel('Amount').fill('60000000');
  await offer.getByLabel('Message to the candidate').fill('Join us!');
  await offer.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Send offer' }).click();
  await expect(
    page.getByText('This application is no longer at a stage where this can be done. Reload to see where it stands.'),
  ).toBeVisible();
  await expect(sheet.getByTestId('candidate-status')).toHaveText('Rejected');
  await expect(sheet.getByText('This application is closed: no further actions.')).toBeVisible();
  await page.context().close();
});
