import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, type APIResponse, type Browser, expect, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { createVerifiedAccount, PASSWORD, signInViaForm, uniqueEmail } from './helpers';

/* What the applicant-rights journey (applicant-rights-journey.spec.ts) shares between its tests. */

export const DEMO_PASSWORD = 'TalentBridge-demo-2026';
export const COMPANY = 'hr@nurisoft.demo.talentbridge.dev';
export type Lang = 'en' | 'ko';

export const TEXT = {
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
    editEntries: 'Edit entries',
    entryDescription: 'Responsibilities and achievements',
    entryRole: /^Your role/,
    entryLinks: /^Links/,
    saveEntries: 'Save entries',
    badLink: 'Each line must be a web address starting with http:// or https://.',
    entriesSaved: 'Entries saved.',
    documentsBy: 'Document review by',
    retention: "keeps applicants' documents for 30 days",
    reject: 'Reject',
    message: 'Message to the candidate',
    next: 'Continue',
    askDelete: 'Ask to delete my documents',
    sendRequest: 'Send request',
    requested: 'Your request was sent.',
    confirmBy: /^Confirm by /,
    confirmDeletion: 'Confirm deletion',
    confirmed: 'Confirmed. The applicant was told.',
    anonymized: 'only an anonymous record',
    deletionConfirmed: /The company confirmed on .+ that your documents were deleted\./,
    graceLabel: 'Days after a missed date before applicants are told automatically',
    graceSave: 'Save',
    graceSaved: 'Saved.',
    graceInvalid: 'Enter a whole number of days from 0 to 60.',
    close: 'Close',
    undecided: '1 applicant has no result yet.',
    decideFirst: 'Decide first',
    closeAndNotify: 'Close and send the notice',
    closed: 'The posting is closed.',
    noneWaiting: 'No applicant is waiting for a result.',
    closePosting: 'Close posting',
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
    editEntries: '항목 편집',
    entryDescription: '담당 업무와 성과',
    entryRole: /^맡은 역할/,
    entryLinks: /^링크/,
    saveEntries: '항목 저장',
    badLink: '각 줄은 http:// 또는 https://로 시작하는 웹 주소여야 합니다.',
    entriesSaved: '항목을 저장했습니다.',
    documentsBy: '서류 검토 마감',
    retention: '결과 발표 후 30일 동안 지원 서류를 보관',
    reject: '불합격 처리',
    message: '지원자에게 보낼 메시지',
    next: '다음',
    askDelete: '서류 삭제 요청',
    sendRequest: '요청 보내기',
    requested: '요청을 보냈습니다.',
    confirmBy: /까지 처리$/,
    confirmDeletion: '삭제 완료',
    confirmed: '처리했습니다. 지원자에게 안내했습니다.',
    anonymized: '익명 기록만 남아 있습니다',
    deletionConfirmed: /에 기업이 서류 삭제를 완료했습니다\.$/,
    graceLabel: '안내된 날짜가 지난 뒤 지원자에게 자동으로 알리기까지의 기간(일)',
    graceSave: '저장',
    graceSaved: '저장했습니다.',
    graceInvalid: '0부터 60까지의 정수로 입력해 주세요.',
    close: '마감',
    undecided: '아직 결과를 받지 못한 지원자가 1명 있습니다.',
    decideFirst: '먼저 결과 정하기',
    closeAndNotify: '마감하고 결과 안내 보내기',
    closed: '공고를 마감했습니다.',
    noneWaiting: '결과를 기다리는 지원자는 없습니다.',
    closePosting: '공고 마감',
  },
} as const;

/** A stated schedule a few days ahead (documents, interviews, result), in order, as posting fields. */
export function statedSchedule() {
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return {
    hiringProcess: 'Documents → technical interview → final interview',
    documentsBy: day(5),
    interviewsBy: day(12),
    resultBy: day(20),
    documentRetentionDays: 30,
  };
}

export async function dataOf<T>(response: APIResponse, status = 200): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return ((await response.json()) as { data: T }).data;
}

/** A verified talent account made through the API (helpers' createVerifiedAccount); returns its e-mail. */
export async function createTalent(request: APIRequestContext, lang: Lang) {
  const email = uniqueEmail(`rights-${lang}`);
  await createVerifiedAccount(request, { email, locale: lang });
  return email;
}

export async function signedIn(browser: Browser, lang: Lang, email: string, password: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(`/${lang}/auth/signin`);
  await signInViaForm(page, email, password, TEXT[lang].signIn);
  await expect(page).toHaveURL(new RegExp(`/${lang}/(company|talent)/mypage/dashboard$`), { timeout: 15_000 });
  return page;
}

/**
 * The PostgreSQL database of the server under test, which e2e/start-server.sh writes down when DATABASE_URL is set;
 * null with the embedded database (PGlite lives inside the server process and cannot be reached from here).
 */
export function serverDatabaseUrl(): string | null {
  const file = path.join(process.env.TMPDIR ?? os.tmpdir(), `tb-e2e-${process.env.E2E_PORT ?? '3310'}.database-url`);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() || null : null;
}

/** Runs one SQL statement on that database with psql (values are numbers the test made, never outside text). */
export function sql(databaseUrl: string, statement: string): string {
  return execFileSync('psql', [databaseUrl, '-v', 'ON_ERROR_STOP=1', '-qAtc', statement], { encoding: 'utf8' }).trim();
}

type Setup = { talent: Page; company: Page; talentId: number; orgId: number };

/** The talent with a Korean default résumé and profile (through the API) and the demo company, both signed in. */
export async function setUp(browser: Browser, request: APIRequestContext, lang: Lang): Promise<Setup> {
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
        projects: [
          { projectName: 'Nuri Design System', startDate: '2022-01', endDate: null, description: '사내 UI 키트' },
        ],
      },
    }),
  );
  await dataOf(
    await talent.request.post(`/api/v1/users/${talentId}/resumes`, { data: { name: '국문 이력서', language: 'ko' } }),
    201,
  );
  const company = await signedIn(browser, lang, COMPANY, DEMO_PASSWORD);
  const { companyId: orgId } = await dataOf<{ companyId: number }>(await company.request.get('/api/v1/user'));
  return { talent, company, talentId, orgId };
}

/** The signed-in user's e-mail. */
export async function emailOf(page: Page) {
  return (await dataOf<{ email: string }>(await page.request.get('/api/v1/user'))).email;
}

/** No critical or serious axe violation inside `selector` as it stands now (an open dialog, a new control). */
export async function expectAccessibleNow(page: Page, selector: string) {
  expect(await seriousViolations(page, { include: selector }), selector).toEqual([]);
}
