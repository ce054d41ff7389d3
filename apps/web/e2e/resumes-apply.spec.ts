import fs from 'node:fs';
import { type APIRequestContext, type APIResponse, type Browser, expect, test } from '@playwright/test';
import { mailLink, PASSWORD, screenshots, signInViaForm, tinyPdf, uniqueEmail } from './helpers';
import { publishPosting } from './postings';

/**
 * Résumés end to end, in each language: a talent keeps two résumé versions (Korean, the default, and English made on
 * the résumés page), uploads a portfolio PDF, and applies with the English one, the portfolio and a cover letter.
 * The company opens the application, sees that résumé as sent with the letter and the file, and downloads the PDF.
 */

const DEMO_PASSWORD = 'TalentBridge-demo-2026';
const COMPANY = 'hr@nurisoft.demo.talentbridge.dev';
type Lang = 'en' | 'ko';

const TEXT = {
  en: {
    signIn: /^Sign in$/,
    name: 'Name',
    language: 'Language',
    english: 'English',
    create: 'Create',
    created: 'Version created.',
    uploaded: 'File uploaded.',
    apply: 'Apply now',
    confirm: 'Apply',
    applied: 'Application sent.',
    coverLetter: /^Cover letter/,
    sentTitle: 'Résumé as sent',
    download: 'Download résumé (PDF)',
  },
  ko: {
    signIn: /^로그인$/,
    name: '이름',
    language: '언어',
    english: '영어',
    create: '만들기',
    created: '이력서를 만들었습니다.',
    uploaded: '파일을 올렸습니다.',
    apply: '지원하기',
    confirm: '지원',
    applied: '지원했습니다.',
    coverLetter: /^자기소개서/,
    sentTitle: '제출된 이력서',
    download: '이력서 내려받기(PDF)',
  },
} as const;

async function dataOf<T>(response: APIResponse, status = 200): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return ((await response.json()) as { data: T }).data;
}

async function createTalent(request: APIRequestContext, lang: Lang) {
  const email = uniqueEmail(`resumes-${lang}`);
  await dataOf(
    await request.post('/api/v1/auth/signup', {
      data: {
        role: 'NORMAL',
        email,
        password: PASSWORD,
        firstName: '하나',
        lastName: '정',
        locale: lang,
        agreements: { terms: true, privacy: true, marketing: false },
      },
    }),
    201,
  );
  const link = await mailLink(request, email, '/auth/signup/completed');
  const token = new URL(link, 'http://x').searchParams.get('token');
  await dataOf(await request.get(`/api/v1/auth/signup/email-verifications?token=${token}`));
  return email;
}

async function signedIn(browser: Browser, lang: Lang, email: string, password: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(`/${lang}/auth/signin`);
  await signInViaForm(page, email, password, TEXT[lang].signIn);
  await expect(page).toHaveURL(new RegExp(`/${lang}/(company|talent)/mypage/dashboard$`), { timeout: 15_000 });
  return page;
}

for (const lang of ['en', 'ko'] as const) {
  test(`a talent applies with the English résumé, a letter and a portfolio; the company downloads it (${lang})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const text = TEXT[lang];
    const talent = await signedIn(browser, lang, await createTalent(request, lang), PASSWORD);
    const { id: talentId } = await dataOf<{ id: number }>(await talent.request.get('/api/v1/user'));
    await dataOf(
      await talent.request.put(`/api/v1/users/${talentId}/profile`, {
        data: {
          profile: { jobSeekingStatus: 'ACTIVELY_SEEKING', country: 'KR', city: '서울' },
          jobRoles: [{ categoryId: 1, jobRole: '프론트엔드 개발자', experienceYears: 4, isRepresentative: true }],
          techStacks: [{ categoryId: 3, skill: 'React', experienceYears: 4 }],
          workExperiences: [
            {
              companyName: '누리랩',
              position: '프론트엔드 개발자',
              startDate: '2021-03',
              endDate: null,
              description: '디자인 시스템 구축\n번들 크기 40% 감소',
            },
          ],
        },
      }),
    );
    // The Korean version comes first (the default); the English one is made on the page.
    await dataOf(
      await talent.request.post(`/api/v1/users/${talentId}/resumes`, { data: { name: '국문 이력서', language: 'ko' } }),
      201,
    );

    await talent.goto(`/${lang}/talent/mypage/resumes`);
    await talent.getByLabel(text.name, { exact: true }).fill('English résumé');
    await talent.getByRole('combobox', { name: text.language, exact: true }).click();
    await talent.getByRole('option', { name: text.english }).click();
    await talent.getByRole('button', { name: text.create, exact: true }).click();
    await expect(talent.getByText(text.created)).toBeVisible();
    await expect(talent.getByTestId('resume-card')).toHaveCount(2);
    await talent.getByTestId('upload-pdf').setInputFiles({
      name: 'portfolio.pdf',
      mimeType: 'application/pdf',
      buffer: tinyPdf('Portfolio'),
    });
    await expect(talent.getByText(text.uploaded)).toBeVisible();
    await expect(talent.getByTestId('talent-files').getByText('portfolio.pdf')).toBeVisible();
    await screenshots(talent, `resumes-${lang}`);

    const company = await signedIn(browser, lang, COMPANY, DEMO_PASSWORD);
    const { companyId: orgId } = await dataOf<{ companyId: number }>(await company.request.get('/api/v1/user'));
    const postingId = await publishPosting(company.request, orgId, `Résumé test ${lang} ${Date.now()}`);

    await talent.goto(`/${lang}/talent/careers/${postingId}`);
    await talent.getByRole('button', { name: text.apply }).first().click();
    const dialog = talent.getByTestId('apply-dialog');
    await dialog.getByRole('radio', { name: /English résumé/ }).check();
    await dialog.getByRole('checkbox', { name: /portfolio\.pdf/ }).click();
    await dialog.getByLabel(text.coverLetter).fill('I would love to build your design system.');
    await screenshots(talent, `apply-dialog-${lang}`);
    await talent.getByRole('button', { name: text.confirm, exact: true }).click();
    await expect(talent.getByText(text.applied)).toBeVisible();
    const job = await dataOf<{ application: { id: number } }>(await talent.request.get(`/api/v1/jobs/${postingId}`));

    await company.goto(`/${lang}/company/mypage/manage-recruitment/${postingId}/candidates/${job.application.id}`);
    const sent = company.getByTestId('sent-resume');
    await expect(company.getByText(text.sentTitle)).toBeVisible({ timeout: 15_000 });
    await expect(sent.getByText(/English résumé/)).toBeVisible();
    await expect(sent.getByTestId('cover-letter')).toHaveText('I would love to build your design system.');
    await expect(sent.getByRole('link', { name: 'portfolio.pdf' })).toBeVisible();
    await expect(sent.getByText('디자인 시스템 구축', { exact: false })).toBeVisible();
    const [download] = await Promise.all([
      company.waitForEvent('download'),
      sent.getByRole('link', { name: text.download }).click(),
    ]);
    const bytes = fs.readFileSync((await download.path()) as string);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    await screenshots(company, `sent-resume-${lang}`);
  });
}
