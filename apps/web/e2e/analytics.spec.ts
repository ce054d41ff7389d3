import { type APIRequestContext, type APIResponse, type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO, signIn } from './axe';
import { createVerifiedAccount, PASSWORD, screenshots, uniqueEmail } from './helpers';
import { publishPosting } from './postings';

/**
 * Recruiting analytics (decision 041) on figures the test makes: the demo company (누리소프트) publishes a posting,
 * three new talents apply, and the company moves them through the API: one stays in review, one is rejected after
 * review, one is offered, accepts and is hired. The page, filtered to that posting, must show exactly those counts in
 * its tables (the charts draw the same rows). Once in English, once in Korean; screenshots at 1280 and 375 px.
 */

type Lang = 'en' | 'ko';

const TEXT = {
  en: {
    menu: /^Account menu/,
    link: 'Analytics',
    title: 'Recruiting analytics',
    posting: 'Posting',
    show: 'Show',
    summary: 'Summary of the period',
    funnel: /^Applicants of the period who reached each stage/,
    sources: /^Where the period's applicants came from/,
    overTime: /^New applicants per posting/,
    stages: { APPLIED: 'New', DOCUMENT_REVIEW: 'In review', OFFERED: 'Offer sent', HIRED: 'Hired' },
    applied: 'Applied on their own',
    proposal: 'Accepted your proposal',
    total: 'Total',
    empty: 'No applications in this period',
    from: 'From',
    to: 'To',
  },
  ko: {
    menu: /^계정 메뉴/,
    link: '채용 분석',
    title: '채용 분석',
    posting: '공고',
    show: '조회',
    summary: '기간 요약',
    funnel: /^이 기간 지원자 중 각 단계 이상까지 진행한 지원자 수/,
    sources: /^이 기간 지원자의 유입 경로/,
    overTime: /^공고별 신규 지원자 수/,
    stages: { APPLIED: '신규 지원', DOCUMENT_REVIEW: '서류 검토', OFFERED: '채용 제안', HIRED: '채용 확정' },
    applied: '직접 지원',
    proposal: '채용 제안 수락',
    total: '합계',
    empty: '이 기간에 들어온 지원이 없습니다',
    from: '시작일',
    to: '종료일',
  },
} as const;

async function dataOf<T>(response: APIResponse, status = 200): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return ((await response.json()) as { data: T }).data;
}

/** A new talent with what applying needs, applied to `postingId`; returns its id and application id. */
async function applicant(browser: Browser, request: APIRequestContext, postingId: number, lang: Lang) {
  const email = uniqueEmail(`analytics-${lang}`);
  await createVerifiedAccount(request, { email, locale: lang });
  const context = await browser.newContext();
  await signIn(context.request, email, PASSWORD);
  const { id } = await dataOf<{ id: number }>(await context.request.get('/api/v1/user'));
  await dataOf(
    await context.request.put(`/api/v1/users/${id}/profile`, {
      data: {
        profile: { jobSeekingStatus: 'ACTIVELY_SEEKING', country: 'KR', city: '서울' },
        jobRoles: [{ categoryId: 1, jobRole: 'Frontend Developer', experienceYears: 4, isRepresentative: true }],
        techStacks: [{ categoryId: 3, skill: 'React', experienceYears: 4 }],
      },
    }),
  );
  const { applicationId } = await dataOf<{ applicationId: number }>(
    await context.request.post(`/api/v1/jobs/${postingId}/apply`),
    201,
  );
  return { id, appId: applicationId, api: context.request, close: () => context.close() };
}

/** The posting's world: three applicants, moved to review, rejected after review, and hired through an offer. */
async function hiringWorld(browser: Browser, company: APIRequestContext, request: APIRequestContext, lang: Lang) {
  const { companyId: orgId } = await dataOf<{ companyId: number }>(await company.get('/api/v1/user'));
  const title = `Analytics ${lang} ${Date.now()}`;
  const postingId = await publishPosting(company, orgId, title);
  const [reviewed, rejected, hired] = [
    await applicant(browser, request, postingId, lang),
    await applicant(browser, request, postingId, lang),
    await applicant(browser, request, postingId, lang),
  ];
  const move = (appId: number, path: string, data: Record<string, unknown> = {}) =>
    company.post(`/api/v1/organizations/${orgId}/job-applications/${appId}/${path}`, { data });
  const decision = {
    content: lang === 'en' ? 'Thank you for applying.' : '지원해 주셔서 감사합니다.',
    emailNotiFlag: false,
  };
  for (const a of [reviewed, rejected, hired]) await dataOf(await move(a.appId, 'open'));
  await dataOf(await move(rejected.appId, 'reject', decision));
  await dataOf(
    await move(hired.appId, 'offers', {
      candidateId: hired.id,
      content: lang === 'en' ? 'Join us.' : '함께해요.',
      emailNotiFlag: false,
      salary: { amount: 60_000_000, currency: 'KRW', period: 'YEAR' },
      startDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    }),
  );
  await dataOf(
    await hired.api.post(`/api/v1/users/${hired.id}/applications/${hired.appId}/offer/accept`, { data: {} }),
  );
  await dataOf(await move(hired.appId, 'hired', decision));
  for (const a of [reviewed, rejected, hired]) await a.close();
  return { postingId, title };
}

/** The cells of a table's row whose header is `name`. */
const cellsOf = (page: Page, table: RegExp, name: string) =>
  page
    .getByRole('table', { name: table })
    .getByRole('row', { name: new RegExp(`^${name}(\\s|$)`) })
    .getByRole('cell');

async function checkAnalytics(browser: Browser, request: APIRequestContext, lang: Lang) {
  const text = TEXT[lang];
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    timezoneId: 'Asia/Seoul',
    locale: lang === 'ko' ? 'ko-KR' : 'en-US',
  });
  await signIn(context.request, DEMO.company);
  const { postingId, title } = await hiringWorld(browser, context.request, request, lang);
  const page = await context.newPage();

  // Reached from the account menu.
  await page.goto(`/${lang}/company/mypage/dashboard`);
  await page.getByRole('button', { name: text.menu }).click();
  await page.getByRole('menuitem', { name: text.link }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/company/mypage/analytics$`));
  await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
  // The demo company's last 90 days are not empty (the demo data).
  await expect(page.getByRole('table', { name: text.funnel })).toBeVisible();
  await screenshots(page, `analytics-demo-${lang}`);

  // Only the new posting, chosen with the keyboard-operable select.
  await page.getByRole('combobox', { name: text.posting }).click();
  await page.getByRole('option', { name: title }).click();
  await page.getByRole('button', { name: text.show }).click();
  await expect(page).toHaveURL(new RegExp(`posting=${postingId}`));
  const summary = page.getByRole('definition');
  await expect(summary.nth(0)).toHaveText('3');
  await expect(summary.nth(1)).toHaveText('1');
  await expect(cellsOf(page, text.funnel, text.stages.APPLIED).first()).toHaveText('3');
  await expect(cellsOf(page, text.funnel, text.stages.DOCUMENT_REVIEW).first()).toHaveText('3');
  await expect(cellsOf(page, text.funnel, text.stages.OFFERED).first()).toHaveText('1');
  await expect(cellsOf(page, text.funnel, text.stages.HIRED).nth(0)).toHaveText('1');
  await expect(cellsOf(page, text.funnel, text.stages.HIRED).nth(1)).toHaveText('33.3%');
  await expect(cellsOf(page, text.sources, text.applied).first()).toHaveText('3');
  await expect(cellsOf(page, text.sources, text.proposal).first()).toHaveText('0');
  const overTime = page.getByRole('table', { name: text.overTime });
  await expect(overTime.getByRole('columnheader', { name: title })).toBeVisible();
  await expect(overTime.getByRole('row').last().getByRole('cell').last()).toHaveText('3');
  await screenshots(page, `analytics-${lang}`);

  // A period before the posting existed: the empty state.
  await page.getByLabel(text.from, { exact: true }).fill('2025-01-01');
  await page.getByLabel(text.to, { exact: true }).fill('2025-01-31');
  await page.getByRole('button', { name: text.show }).click();
  await expect(page.getByText(text.empty)).toBeVisible();
  await context.close();
}

test('analytics shows the figures of a posting the test fills (English)', async ({ browser, request }) => {
  test.setTimeout(180_000);
  await checkAnalytics(browser, request, 'en');
});

test('analytics shows the figures of a posting the test fills (Korean)', async ({ browser, request }) => {
  test.setTimeout(180_000);
  await checkAnalytics(browser, request, 'ko');
});
