import fs from 'node:fs';
import { timeZoneCity } from '@app/contract/rules/time-zone-names';
import { type APIRequestContext, type APIResponse, type Browser, expect, type Page, test } from '@playwright/test';
import { mailLink, PASSWORD, screenshots, signInViaForm, uniqueEmail } from './helpers';
import { publishPosting as publishTestPosting } from './postings';

/**
 * The whole hire, with both sides open at once in two browsers: the company (누리소프트, in Seoul) opens a fresh
 * talent's application, proposes an interview on the weekly grid, makes an offer and confirms the hire; the talent
 * (in another time zone) follows every step live (toasts, the bell's count, the stage) without reloading, picks an
 * interview slot shown in their own time and accepts the offer. Once in English, once in Korean.
 */

const DEMO_PASSWORD = 'TalentBridge-demo-2026';
const COMPANY = 'hr@nurisoft.demo.talentbridge.dev';
const COMPANY_NAME = '누리소프트';
const COMPANY_ZONE = 'Asia/Seoul';
// Live events, and actions that write history, notifications and mails, can take a while on a loaded machine.
const LIVE = { timeout: 20_000 };

type Lang = 'en' | 'ko';

const TEXT = {
  en: {
    signIn: /^Sign in$/,
    nav: 'Main navigation',
    recruitment: 'Recruitment',
    total: '1 candidate',
    viewCandidates: 'View candidates',
    firstName: 'Hana',
    lastName: 'Rivera',
    name: 'Hana Rivera',
    company: {
      status: {
        APPLIED: 'New',
        DOCUMENT_REVIEW: 'In review',
        INTERVIEW_PROPOSED: 'Interview proposed',
        INTERVIEW_SCHEDULED: 'Interview scheduled',
        OFFERED: 'Offer sent',
        OFFER_ACCEPTED: 'Offer accepted',
        HIRED: 'Hired',
      },
      notOpened: 'Not opened yet',
      opened: /^Opened /,
      propose: 'Propose interview',
      proposeTitle: (name: string) => `Propose an interview to ${name}`,
      zoneLabel: 'Your time zone',
      meetingLink: 'Meeting link',
      nextWeek: 'Next week',
      slotCount: '2 / 10 selected',
      send: 'Send proposal',
      sendAnyway: 'Send anyway',
      night: /Some times are at night for the candidate/,
      proposed: (name: string) => `Interview proposed to ${name}`,
      chosen: 'Chosen',
      waiting: 'Waiting for the candidate',
      scheduled: 'Scheduled',
      offer: 'Make offer',
      offerTitle: (name: string) => `Make a job offer to ${name}`,
      message: 'Message to the candidate',
      amount: 'Amount',
      next: 'Continue',
      confirmTitle: 'Please confirm',
      sendOffer: 'Send offer',
      offerSent: (name: string) => `Your offer was sent to ${name}.`,
      pendingOffer: 'Pending job offer',
      acceptedOffer: 'Accepted job offer',
      hire: 'Mark as hired',
      hireTitle: (name: string) => `Mark ${name} as hired`,
      hired: (name: string) => `${name} is marked as hired`,
      noActions: 'This application is closed: no further actions.',
      notificationsTitle: 'Notifications',
      markAll: 'Mark all as read',
      allRead: 'You have read everything.',
      stageHired: 'Hired1',
      close: 'Close',
    },
    talent: {
      status: {
        APPLIED: 'Applied',
        DOCUMENT_REVIEW: 'Under review',
        INTERVIEW_PROPOSED: 'Interview proposed',
        INTERVIEW_SCHEDULED: 'Interview scheduled',
        OFFERED: 'Offered',
        OFFER_ACCEPTED: 'Offer accepted',
        HIRED: 'Hired',
      },
      notViewed: 'Not viewed by the company yet',
      viewed: /^Viewed by the company /,
      details: 'View progress',
      choose: 'Confirm this time',
      chosenToast: 'Interview time confirmed.',
      accept: 'Accept offer',
      answerLabel: 'Message to the company',
      answer: 'Thank you, I am glad to accept. I can start next month.',
      accepted: 'You accepted the offer.',
      notYet: 'Not yet',
      companyTime: (time: string) => `Company time: ${time}`,
    },
    notice: {
      viewed: (title: string) => `${COMPANY_NAME} viewed your application to "${title}".`,
      interview: (title: string) =>
        `${COMPANY_NAME} proposed an interview for "${title}". Open the application to choose a time.`,
      chosen: (title: string) => new RegExp(`chose an interview time for "${title}"`),
      offered: (title: string) =>
        `${COMPANY_NAME} made you a job offer for "${title}". Open the application to accept or decline it.`,
      accepted: (title: string) => new RegExp(`accepted your job offer for "${title}"`),
      hired: (title: string) => `Congratulations: ${COMPANY_NAME} confirmed your hiring for "${title}".`,
    },
    proposalMessage: 'A 45-minute conversation with two engineers of the team.',
    offerMessage: 'We would love you to join our frontend team from next month.',
    hireMessage: 'Welcome aboard! Your first day details follow by mail.',
  },
  ko: {
    signIn: /^로그인$/,
    nav: '주 메뉴',
    recruitment: '채용 관리',
    total: '지원자 1명',
    viewCandidates: '지원자 보기',
    firstName: '하나',
    lastName: '정',
    name: '정하나',
    company: {
      status: {
        APPLIED: '신규 지원',
        DOCUMENT_REVIEW: '서류 검토',
        INTERVIEW_PROPOSED: '면접 제안',
        INTERVIEW_SCHEDULED: '면접 확정',
        OFFERED: '채용 제안',
        OFFER_ACCEPTED: '제안 수락',
        HIRED: '채용 확정',
      },
      notOpened: '아직 열람하지 않음',
      opened: / 열람$/,
      propose: '면접 제안',
      proposeTitle: (name: string) => `${name}님에게 면접 제안`,
      zoneLabel: '우리 회사 시간대',
      meetingLink: '화상 회의 링크',
      nextWeek: '다음 주',
      slotCount: '2 / 10개 선택',
      send: '면접 제안 보내기',
      sendAnyway: '그대로 보내기',
      night: /지원자에게 밤 시간인 일정이 있습니다/,
      proposed: (name: string) => `${name}님에게 면접을 제안했습니다`,
      chosen: '선택됨',
      waiting: '지원자 응답 대기',
      scheduled: '일정 확정',
      offer: '채용 제안',
      offerTitle: (name: string) => `${name}님에게 채용 제안`,
      message: '지원자에게 보낼 메시지',
      amount: '금액',
      next: '다음',
      confirmTitle: '확인해 주세요',
      sendOffer: '채용 제안 보내기',
      offerSent: (name: string) => `${name} 님에게 채용 제안을 보냈습니다.`,
      pendingOffer: '채용 제안 응답 대기',
      acceptedOffer: '채용 제안 수락',
      hire: '채용 확정',
      hireTitle: (name: string) => `${name}님 채용 확정`,
      hired: (name: string) => `${name}님의 채용을 확정했습니다`,
      noActions: '종료된 지원입니다. 더 진행할 수 있는 작업이 없습니다.',
      notificationsTitle: '알림',
      markAll: '모두 읽음으로 표시',
      allRead: '모든 알림을 읽었습니다.',
      stageHired: '채용 확정1',
      close: '닫기',
    },
    talent: {
      status: {
        APPLIED: '지원 완료',
        DOCUMENT_REVIEW: '서류 검토 중',
        INTERVIEW_PROPOSED: '면접 제안',
        INTERVIEW_SCHEDULED: '면접 확정',
        OFFERED: '합격 제안',
        OFFER_ACCEPTED: '제안 수락',
        HIRED: '채용 확정',
      },
      notViewed: '기업이 아직 열람하지 않았습니다',
      viewed: / 기업 열람$/,
      details: '진행 상황 보기',
      choose: '이 시간으로 확정',
      chosenToast: '면접 시간이 확정되었습니다.',
      accept: '제안 수락',
      answerLabel: '기업에 보낼 메시지',
      answer: '감사합니다. 기쁜 마음으로 수락합니다. 다음 달부터 출근할 수 있습니다.',
      accepted: '제안을 수락했습니다.',
      notYet: '아직 없음',
      companyTime: (time: string) => `기업 시간: ${time}`,
    },
    notice: {
      viewed: (title: string) => `${COMPANY_NAME}에서 "${title}" 공고 지원서를 열람했습니다.`,
      interview: (title: string) =>
        `${COMPANY_NAME}에서 "${title}" 공고의 면접을 제안했습니다. 지원 내역에서 면접 시간을 선택해 주세요.`,
      chosen: (title: string) => new RegExp(`"${title}" 공고의 면접 시간을 선택했습니다`),
      offered: (title: string) =>
        `${COMPANY_NAME}에서 "${title}" 공고에 대한 채용 제안을 보냈습니다. 지원 내역에서 수락 또는 거절해 주세요.`,
      accepted: (title: string) => new RegExp(`"${title}" 공고의 채용 제안을 수락했습니다`),
      hired: (title: string) => `축하합니다. ${COMPANY_NAME}에서 "${title}" 공고의 채용을 확정했습니다.`,
    },
    proposalMessage: '팀 엔지니어 두 명과 45분 정도 이야기를 나눕니다.',
    offerMessage: '다음 달부터 프론트엔드 팀에 합류해 주시면 좋겠습니다.',
    hireMessage: '합류를 환영합니다! 첫 출근 안내는 메일로 보내 드립니다.',
  },
} as const;

const localeOf = (lang: Lang) => (lang === 'ko' ? 'ko-KR' : 'en-US');

/**
 * An instant formatted by the browser's Intl in an explicit zone (Node's ICU here lacks Korean day periods). Only the
 * formatting is the browser's: the instant and the zone come from the test.
 */
const format = (
  page: Page,
  instant: Date | number,
  lang: Lang,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
) =>
  page.evaluate(
    ([at, locale, zone, opts]) => new Intl.DateTimeFormat(locale, { ...opts, timeZone: zone }).format(new Date(at)),
    [new Date(instant).toISOString(), localeOf(lang), timeZone, options] as const,
  );

/** A grid cell ("YYYY-MM-DDTHH:mm", Seoul wall clock; Seoul keeps UTC+9 all year) as an instant. */
const seoulInstant = (slot: string) => new Date(`${slot}:00+09:00`);

/** The calendar day (YYYY-MM-DD) of an instant in `timeZone`. */
const dayIn = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);

const DATE_TIME: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

/** What the talent's page shows for an instant, built here from the picked Seoul cell (not read from the app). */
async function talentView(page: Page, instant: Date, lang: Lang, zone: string) {
  const [y, m, d] = dayIn(instant, zone).split('-').map(Number) as [number, number, number];
  return {
    time: await format(page, instant, lang, zone, { hour: 'numeric', minute: '2-digit' }),
    day: await format(page, Date.UTC(y, m - 1, d), lang, 'UTC', {
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    }),
    /** Date and time in the talent's zone, and in the company's. */
    here: await format(page, instant, lang, zone, DATE_TIME),
    seoul: await format(page, instant, lang, COMPANY_ZONE, DATE_TIME),
  };
}

async function dataOf<T>(response: APIResponse, status = 200): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return ((await response.json()) as { data: T }).data;
}

async function signedIn(browser: Browser, lang: Lang, timezoneId: string, email: string, password: string) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    timezoneId,
    locale: localeOf(lang),
  });
  const page = await context.newPage();
  await page.goto(`/${lang}/auth/signin`);
  await signInViaForm(page, email, password, TEXT[lang].signIn);
  await expect(page).toHaveURL(new RegExp(`/${lang}/(company|talent)/mypage/dashboard$`), { timeout: 15_000 });
  return page;
}

/** The company publishes a posting made for this test (setup through its own session). */
async function publishPosting(company: Page, title: string) {
  const { companyId: orgId } = await dataOf<{ companyId: number }>(await company.request.get('/api/v1/user'));
  return publishTestPosting(company.request, orgId, title);
}

/** A new talent account (verified through the development mailbox) in the test's language. */
async function createTalent(request: APIRequestContext, lang: Lang) {
  const email = uniqueEmail(`journey-${lang}`);
  const text = TEXT[lang];
  await dataOf(
    await request.post('/api/v1/auth/signup', {
      data: {
        role: 'NORMAL',
        email,
        password: PASSWORD,
        firstName: text.firstName,
        lastName: text.lastName,
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

/** Setup: the talent completes what applying needs and applies (through the talent's own session). */
async function applyAsTalent(talent: Page, postingId: number, country: string, city: string, zone: string) {
  const { id } = await dataOf<{ id: number }>(await talent.request.get('/api/v1/user'));
  await dataOf(
    await talent.request.put(`/api/v1/users/${id}/profile`, {
      data: {
        profile: { jobSeekingStatus: 'ACTIVELY_SEEKING', country, city },
        jobRoles: [{ categoryId: 1, jobRole: 'Frontend Developer', experienceYears: 4, isRepresentative: true }],
        techStacks: [{ categoryId: 3, skill: 'React', experienceYears: 4 }],
      },
    }),
  );
  // The talent reads interview times in their own zone (the company is warned about night slots there).
  await dataOf(await talent.request.put(`/api/v1/users/${id}/profile/time-zone`, { data: { timeZone: zone } }));
  const applied = await dataOf<{ applicationId: number }>(
    await talent.request.post(`/api/v1/jobs/${postingId}/apply`),
    201,
  );
  // Applying brings the receipt (Fair Hiring Procedure Act Art. 7, decision 039); read here, so the bell counts only
  // what the company does next.
  const inbox = await dataOf<{ data: { type: string }[] }>(
    await talent.request.get(`/api/v1/users/${id}/notifications`),
  );
  expect(inbox.data.map((n) => n.type)).toContain('APPLICATION_RECEIVED');
  expect((await talent.request.patch(`/api/v1/users/${id}/notifications/read`, { data: {} })).status()).toBe(200);
  return applied.applicationId;
}

/** Opens `path` and waits until the page's live notification stream is connected. */
async function openLive(page: Page, path: string) {
  const stream = page.waitForResponse((r) => r.url().includes('/api/v1/notifications/stream') && r.status() === 200);
  await page.goto(path);
  await stream;
  // Marks this document: if anything reloaded the page, the mark would be gone.
  await page.evaluate(() => {
    (window as unknown as { journeyMark: string }).journeyMark = 'not reloaded';
  });
}

const notReloaded = async (page: Page) =>
  expect(await page.evaluate(() => (window as unknown as { journeyMark?: string }).journeyMark)).toBe('not reloaded');

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });

async function journey(browser: Browser, request: APIRequestContext, lang: Lang, talentZone: string) {
  const text = TEXT[lang];
  const c = text.company;
  const tt = text.talent;
  const title = `${lang === 'en' ? 'Frontend engineer' : '프론트엔드 엔지니어'} ${Date.now().toString(36).slice(-6)}`;

  // Setup: the company (in Seoul) publishes a posting; a new talent (elsewhere) applies to it.
  const company = await signedIn(browser, lang, COMPANY_ZONE, COMPANY, DEMO_PASSWORD);
  const postingId = await publishPosting(company, title);
  const talentEmail = await createTalent(request, lang);
  const talent = await signedIn(browser, lang, talentZone, talentEmail, PASSWORD);
  const [country, city] = talentZone === 'Europe/Berlin' ? ['DE', 'Berlin'] : ['US', 'Los Angeles'];
  const appId = await applyAsTalent(talent, postingId, country as string, city as string, talentZone);

  // The company starts with everything read, so the bell counts only this journey's news.
  await openLive(company, `/${lang}/company/mypage/notifications`);
  await expect(company.getByRole('heading', { level: 1, name: c.notificationsTitle })).toBeVisible();
  await company.getByRole('button', { name: c.markAll }).click();
  await expect(company.getByTestId('notifications-unread')).toHaveText(c.allRead);
  await expect(company.getByTestId('notification-count')).toHaveCount(0);

  // The talent follows the application on their list, which stays open from here on.
  await openLive(talent, `/${lang}/talent/mypage/manage-job/document-review`);
  const item = talent.locator(`[data-testid="application"][data-application-id="${appId}"]`);
  await expect(item.getByTestId('application-status')).toHaveText(tt.status.APPLIED);
  await expect(item.getByTestId('application-viewed')).toHaveText(tt.notViewed);
  await expect(talent.getByTestId('notification-count')).toHaveCount(0);

  // 1. The company finds the posting in its recruitment summary and opens the candidate.
  await company.getByRole('navigation', { name: text.nav }).getByRole('link', { name: text.recruitment }).click();
  await expect(company).toHaveURL(new RegExp(`/${lang}/company/mypage/manage-recruitment$`));
  const postingCard = company.locator(`[data-testid="recruitment-posting"][data-id="${postingId}"]`);
  await expect(postingCard).toContainText(title);
  await expect(postingCard.getByTestId('recruitment-total')).toHaveText(text.total);
  await expect(postingCard.getByTestId('stage-count')).toHaveText([`${c.status.APPLIED}1`]);
  await postingCard.getByRole('link', { name: text.viewCandidates }).click();
  await expect(company).toHaveURL(new RegExp(`/manage-recruitment/${postingId}$`));
  await expect(company.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const cards = company.getByTestId('candidate-card');
  await expect(cards).toHaveCount(1);
  const card = cards.first();
  await expect(card).toHaveAttribute('data-id', String(appId));
  await expect(card.getByTestId('candidate-status')).toHaveText(c.status.APPLIED);
  await expect(card.getByTestId('card-opened')).toHaveText(c.notOpened);
  await card.getByRole('link', { name: text.name }).click();
  await expect(company).toHaveURL(new RegExp(`/manage-recruitment/${postingId}/candidates/${appId}$`));
  const sheet = company.getByTestId('candidate-sheet');
  const detail = sheet.getByTestId('candidate-detail');
  await expect(detail).toHaveAttribute('data-status', 'DOCUMENT_REVIEW');
  await expect(sheet.getByTestId('candidate-status')).toHaveText(c.status.DOCUMENT_REVIEW);
  await expect(sheet.getByTestId('history').locator('li')).toHaveCount(2);
  await expect(card.getByTestId('candidate-status')).toHaveText(c.status.DOCUMENT_REVIEW);
  await expect(card.getByTestId('card-opened')).toHaveText(c.opened);

  // ...and the talent's list shows it live: a toast, the bell's count, the new stage and when it was viewed.
  await expect(toast(talent, text.notice.viewed(title))).toBeVisible(LIVE);
  await expect(talent.getByTestId('notification-count')).toHaveText('1', LIVE);
  await expect(item.getByTestId('application-status')).toHaveText(tt.status.DOCUMENT_REVIEW, LIVE);
  await expect(item.getByTestId('application-viewed')).toHaveText(tt.viewed);

  // 2. The company proposes an interview: two cells of next week on the grid, in Seoul time.
  await sheet.getByRole('button', { name: c.propose, exact: true }).click();
  const dialog = company.getByRole('dialog', { name: c.proposeTitle(text.name) });
  await expect(dialog.getByLabel(c.zoneLabel)).toHaveValue(timeZoneCity(COMPANY_ZONE, lang));
  await dialog.getByLabel(c.meetingLink).fill('https://meet.nurisoft.example/journey');
  await dialog.getByRole('button', { name: c.nextWeek }).click();
  const grid = dialog.getByRole('grid');
  await expect(grid.locator('[role="gridcell"]:not([aria-disabled])')).toHaveCount(77);
  // Wednesday 10:00 and Thursday 16:00 of next week (columns run Monday to Sunday).
  const morning = grid.locator('[data-slot$="T10:00"]').nth(2);
  const afternoon = grid.locator('[data-slot$="T16:00"]').nth(3);
  const picked = (await morning.getAttribute('data-slot')) as string;
  const other = (await afternoon.getAttribute('data-slot')) as string;
  await morning.click();
  await afternoon.click();
  await expect(morning).toHaveAttribute('aria-selected', 'true');
  await expect(afternoon).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByTestId('slot-count')).toHaveText(c.slotCount);
  await dialog
    .getByRole('textbox', { name: new RegExp(lang === 'en' ? '^Message' : '^메시지') })
    .fill(text.proposalMessage);
  await dialog.getByRole('button', { name: c.send }).click();
  // One of the two Seoul slots is at night on the talent's clock: the form warns before sending.
  await expect(dialog.getByTestId('night-warning')).toContainText(c.night);
  await expect(dialog.getByTestId('night-warning').locator('li')).toHaveCount(1);
  await screenshots(company, `journey-night-warning-${lang}`);
  await dialog.getByRole('button', { name: c.sendAnyway }).click();
  await expect(toast(company, c.proposed(text.name))).toBeVisible(LIVE);
  await expect(dialog).toHaveCount(0);
  await expect(detail).toHaveAttribute('data-status', 'INTERVIEW_PROPOSED');
  const companyInterview = sheet.getByTestId('interview-proposal');
  await expect(companyInterview).toHaveAttribute('data-status', 'PROPOSED');
  await expect(companyInterview).toContainText(c.waiting);
  const pickedAt = seoulInstant(picked);
  const otherAt = seoulInstant(other);
  await expect(companyInterview.locator('time')).toHaveCount(2);
  await expect(companyInterview.locator(`time[datetime="${pickedAt.toISOString()}"]`)).toHaveText(
    await format(company, pickedAt, lang, COMPANY_ZONE, { dateStyle: 'medium', timeStyle: 'short' }),
  );

  // The talent's list changes live; the bell counts two; the talent opens the news from the bell.
  await expect(toast(talent, text.notice.interview(title))).toBeVisible(LIVE);
  await expect(talent.getByTestId('notification-count')).toHaveText('2', LIVE);
  await expect(item.getByTestId('application-status')).toHaveText(tt.status.INTERVIEW_PROPOSED, LIVE);
  await talent.getByTestId('notification-bell').click();
  const bellList = talent.getByTestId('notification-list');
  // Newest first; the receipt read at the start follows.
  const news = bellList.locator('li');
  await expect(news.nth(0)).toHaveText(new RegExp(literal(text.notice.interview(title))));
  await expect(news.nth(1)).toHaveText(new RegExp(literal(text.notice.viewed(title))));
  await bellList.getByRole('link', { name: text.notice.interview(title) }).click();
  await expect(talent).toHaveURL(new RegExp(`/${lang}/talent/mypage/manage-job/document-review/${appId}$`));
  await expect(talent.getByTestId('notification-count')).toHaveCount(0);
  await expect(talent.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const talentDetail = talent.getByTestId('application-detail');
  await expect(talentDetail).toHaveAttribute('data-status', 'INTERVIEW_PROPOSED');

  // The slots in the talent's own zone: the exact local times of the two Seoul cells, under their local days.
  const proposal = talent.getByTestId('interview-proposal');
  await expect(proposal.getByTestId('zone-note')).toContainText(timeZoneCity(talentZone, lang));
  await expect(proposal.getByTestId('zone-note')).toContainText(timeZoneCity(COMPANY_ZONE, lang));
  const mine = await talentView(talent, pickedAt, lang, talentZone);
  const theirs = await talentView(talent, otherAt, lang, talentZone);
  expect(mine.time).not.toBe(
    await format(talent, pickedAt, lang, COMPANY_ZONE, { hour: 'numeric', minute: '2-digit' }),
  );
  // Seoul's Wednesday morning is still Tuesday evening in Los Angeles.
  if (talentZone === 'America/Los_Angeles') expect(dayIn(pickedAt, talentZone) < picked.slice(0, 10)).toBe(true);
  await expect(proposal.getByTestId('slot-time')).toHaveText([mine.time, theirs.time]);
  // The picked cell is the earlier one: the first slot under the first local day.
  const pickedSlot = proposal.getByTestId('interview-slot').first();
  await expect(pickedSlot.getByTestId('slot-time')).toHaveText(mine.time);
  await expect(pickedSlot).toContainText(tt.companyTime(mine.seoul));
  await expect(proposal.getByTestId('slot-day').first().locator('h3')).toHaveText(mine.day);
  await expect(proposal).toContainText(text.proposalMessage);
  await screenshots(talent, `journey-talent-slots-${lang}`);
  await pickedSlot.click();
  await proposal.getByRole('button', { name: tt.choose }).click();
  const chooseDialog = talent.getByRole('dialog');
  await expect(chooseDialog).toContainText(mine.here);
  await chooseDialog.getByRole('button', { name: tt.choose }).click();
  await expect(toast(talent, tt.chosenToast)).toBeVisible();
  await expect(talentDetail).toHaveAttribute('data-status', 'INTERVIEW_SCHEDULED');
  await expect(talent.getByTestId('scheduled-time')).toHaveText(mine.here);
  await expect(talent.getByTestId('scheduled-company-time')).toContainText(mine.seoul);

  // 3. The company sees the choice arrive on the open candidate, without reloading.
  await expect(toast(company, text.notice.chosen(title))).toBeVisible(LIVE);
  await expect(company.getByTestId('notification-count')).toHaveText('1', LIVE);
  await expect(detail).toHaveAttribute('data-status', 'INTERVIEW_SCHEDULED', LIVE);
  await expect(sheet.getByTestId('candidate-status')).toHaveText(c.status.INTERVIEW_SCHEDULED);
  await expect(companyInterview).toHaveAttribute('data-status', 'SCHEDULED');
  await expect(companyInterview).toContainText(c.scheduled);
  await expect(companyInterview.locator('li').filter({ hasText: c.chosen })).toHaveCount(1);
  await expect(
    companyInterview.locator('li').filter({ hasText: c.chosen }).locator(`time[datetime="${pickedAt.toISOString()}"]`),
  ).toHaveCount(1);
  // The company's calendar file holds the same instant, in UTC.
  const downloading = company.waitForEvent('download');
  await companyInterview.getByTestId('company-interview-ics').click();
  const ics = fs.readFileSync((await (await downloading).path()) as string, 'utf8');
  expect(ics).toContain(`DTSTART:${pickedAt.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`);
  await expect(card.getByTestId('candidate-status')).toHaveText(c.status.INTERVIEW_SCHEDULED);
  await screenshots(company, `journey-company-chosen-${lang}`);

  // The company makes an offer.
  await sheet.getByTestId('candidate-actions').getByRole('button', { name: c.offer, exact: true }).click();
  const offerDialog = company.getByRole('dialog', { name: c.offerTitle(text.name) });
  // A structured offer (decision 037): the amount, with the currency, period and dates left at their defaults.
  await offerDialog.getByLabel(c.amount, { exact: true }).fill('60,000,000');
  await offerDialog.getByLabel(c.message).fill(text.offerMessage);
  await offerDialog.getByRole('button', { name: c.next }).click();
  const confirmOffer = company.getByRole('dialog', { name: c.confirmTitle });
  await expect(confirmOffer).toContainText(text.offerMessage);
  await confirmOffer.getByRole('button', { name: c.sendOffer }).click();
  await expect(toast(company, c.offerSent(text.name))).toBeVisible(LIVE);
  await expect(sheet.getByTestId('candidate-status')).toHaveText(c.status.OFFERED);
  await expect(sheet.getByTestId('job-offer-status')).toHaveText(c.pendingOffer);

  // The talent sees it arrive on the open application and accepts with a message.
  await expect(toast(talent, text.notice.offered(title))).toBeVisible(LIVE);
  await expect(talent.getByTestId('notification-count')).toHaveText('1', LIVE);
  await expect(talentDetail).toHaveAttribute('data-status', 'OFFERED', LIVE);
  const offer = talent.getByTestId('offer-panel');
  await expect(offer.getByTestId('offer-message')).toHaveText(text.offerMessage);
  await expect(talentDetail.getByTestId('application-status').first()).toHaveText(tt.status.OFFERED);
  await offer.getByRole('button', { name: tt.accept }).click();
  const acceptDialog = talent.getByRole('dialog');
  await acceptDialog.getByLabel(new RegExp(tt.answerLabel)).fill(tt.answer);
  await acceptDialog.getByRole('button', { name: tt.accept }).click();
  await expect(toast(talent, tt.accepted)).toBeVisible();
  await expect(talentDetail).toHaveAttribute('data-status', 'OFFER_ACCEPTED');
  await expect(talentDetail.getByTestId('application-status').first()).toHaveText(tt.status.OFFER_ACCEPTED);
  await expect(talent.getByTestId('offer-panel')).toHaveCount(0);
  await expect(talent.getByTestId('date-hired')).toContainText(tt.notYet);

  // The company sees the acceptance arrive, with the talent's message, and confirms the hire.
  await expect(toast(company, text.notice.accepted(title))).toBeVisible(LIVE);
  await expect(company.getByTestId('notification-count')).toHaveText('2', LIVE);
  await expect(detail).toHaveAttribute('data-status', 'OFFER_ACCEPTED', LIVE);
  await expect(sheet.getByTestId('job-offer-status')).toHaveText(c.acceptedOffer);
  await expect(sheet.getByTestId('history').locator('li').last()).toContainText(tt.answer);
  await expect(sheet.getByTestId('candidate-actions').getByRole('button', { name: c.hire, exact: true })).toBeVisible();
  await sheet.getByTestId('candidate-actions').getByRole('button', { name: c.hire, exact: true }).click();
  const hireDialog = company.getByRole('dialog', { name: c.hireTitle(text.name) });
  await hireDialog.getByLabel(c.message).fill(text.hireMessage);
  await hireDialog.getByRole('button', { name: c.next }).click();
  await company
    .getByRole('dialog', { name: c.confirmTitle })
    .getByRole('button', { name: c.hire, exact: true })
    .click();
  await expect(toast(company, c.hired(text.name))).toBeVisible(LIVE);
  await expect(detail).toHaveAttribute('data-status', 'HIRED');
  await expect(sheet.getByTestId('candidate-status')).toHaveText(c.status.HIRED);
  await expect(sheet.getByText(c.noActions)).toBeVisible();
  await expect(sheet.getByTestId('history').locator('li')).toHaveCount(7);

  // The talent sees Hired arrive, with the date and the whole history.
  await expect(toast(talent, text.notice.hired(title))).toBeVisible(LIVE);
  await expect(talent.getByTestId('notification-count')).toHaveText('2', LIVE);
  await expect(talentDetail).toHaveAttribute('data-status', 'HIRED', LIVE);
  await expect(talentDetail.getByTestId('application-status').first()).toHaveText(tt.status.HIRED);
  await expect(talent.getByTestId('date-hired')).not.toContainText(tt.notYet);
  await expect(talent.getByTestId('date-interview')).toContainText(mine.here);
  const history = talent.getByTestId('history-event');
  await expect(history).toHaveCount(7);
  expect(await history.evaluateAll((items) => items.map((i) => i.getAttribute('data-action')))).toEqual([
    'APPLY',
    'REVIEW',
    'PROPOSE_INTERVIEW',
    'SCHEDULE_INTERVIEW',
    'OFFER',
    'ACCEPT_OFFER',
    'HIRE',
  ]);
  await expect(history.last()).toContainText(text.hireMessage);
  await screenshots(talent, `journey-talent-hired-${lang}`);

  // Neither page was reloaded along the way; the company's summary now counts one hire.
  await notReloaded(talent);
  await notReloaded(company);
  await sheet.getByRole('button', { name: c.close, exact: true }).click();
  await expect(sheet).toHaveCount(0);
  await expect(card.getByTestId('candidate-status')).toHaveText(c.status.HIRED);
  await company.getByRole('navigation', { name: text.nav }).getByRole('link', { name: text.recruitment }).click();
  await expect(
    company.locator(`[data-testid="recruitment-posting"][data-id="${postingId}"]`).getByTestId('stage-count'),
  ).toHaveText([c.stageHired]);

  await talent.context().close();
  await company.context().close();
}

/** A literal string as a regular expression. */
function literal(value: string) {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test('the whole hire live on both sides: company in Seoul, talent in Los Angeles (English)', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await journey(browser, request, 'en', 'America/Los_Angeles');
});

test('the whole hire live on both sides: company in Seoul, talent in Berlin (Korean)', async ({ browser, request }) => {
  test.setTimeout(180_000);
  await journey(browser, request, 'ko', 'Europe/Berlin');
});
