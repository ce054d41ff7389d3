import fs from 'node:fs';
import { timeZoneCity } from '@app/contract/rules/time-zone-names';
import { type APIRequestContext, type APIResponse, type Browser, expect, request, test } from '@playwright/test';
import { screenshots } from './helpers';
import { publishPosting } from './postings';

/**
 * The talent's side of hiring: the company (through the API, in Seoul time) opens the application and proposes an
 * interview; the talent, in another time zone, sees the slots in their own time, picks one, downloads the .ics, and
 * accepts the offer that follows; the company confirms the hire. Once in English, once in Korean.
 */

const DEMO_PASSWORD = 'TalentBridge-demo-2026';
const COMPANY = 'hr@nurisoft.demo.talentbridge.dev';
const COMPANY_ZONE = 'Asia/Seoul';
const DAY = 86_400_000;

async function dataOf<T = Record<string, unknown>>(response: APIResponse, status = 200): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return ((await response.json()) as { data: T }).data;
}

async function signIn(api: APIRequestContext, email: string) {
  await dataOf(await api.post('/api/v1/auth/signin', { data: { email, password: DEMO_PASSWORD } }));
  return dataOf<{ id: number; companyId?: number }>(await api.get('/api/v1/user'));
}

/** YYYY-MM-DD of `date` in `timeZone`. */
const dayIn = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);

/** Hour (0–23), minute, month and day of an instant in `timeZone`: numbers, whatever the language. */
function wallClock(iso: string, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).formatToParts(new Date(iso));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { hour: n('hour'), minute: n('minute'), month: n('month'), day: n('day') };
}

/** The local time as the page shows it: `5:30 PM` / `오후 5:30` (any space ICU puts in between). */
function timePattern(iso: string, timeZone: string, lang: 'en' | 'ko'): RegExp {
  const { hour, minute } = wallClock(iso, timeZone);
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  const mm = String(minute).padStart(2, '0');
  if (lang === 'en') return new RegExp(`\\b${h12}:${mm}\\s${hour < 12 ? 'AM' : 'PM'}`);
  return new RegExp(`${hour < 12 ? '오전' : '오후'}\\s${h12}:${mm}`);
}

const TEXT = {
  en: {
    status: { INTERVIEW_PROPOSED: 'Interview proposed', INTERVIEW_SCHEDULED: 'Interview scheduled' },
    offerAccepted: 'Offer accepted',
    hired: 'Hired',
    viewed: 'Viewed by the company',
    details: 'View progress',
    choose: 'Confirm this time',
    addToCalendar: 'Add to calendar',
    accept: 'Accept offer',
    message: 'Message to the company',
    answer: 'Thank you, I am glad to accept.',
    notYet: 'Not yet',
    withdraw: 'Withdraw application',
    month: (m: number, d: number) =>
      `${new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, m - 1, 1))} ${d}`,
  },
  ko: {
    status: { INTERVIEW_PROPOSED: '면접 제안', INTERVIEW_SCHEDULED: '면접 확정' },
    offerAccepted: '제안 수락',
    hired: '채용 확정',
    viewed: '기업 열람',
    details: '진행 상황 보기',
    choose: '이 시간으로 확정',
    addToCalendar: '캘린더에 추가',
    accept: '제안 수락',
    message: '기업에 보낼 메시지',
    answer: '감사합니다. 기쁜 마음으로 수락합니다.',
    notYet: '아직 없음',
    withdraw: '지원 취소하기',
    month: (m: number, d: number) => `${m}월 ${d}일`,
  },
} as const;

/**
 * A fresh posting of the company, the talent's application to it (in a browser context in `talentZone`), opened by
 * the company, with an interview proposed on three slots picked in Seoul time.
 */
async function setUp(browser: Browser, baseURL: string, lang: 'en' | 'ko', talentEmail: string, talentZone: string) {
  const suffix = `${lang}${Date.now().toString(36).slice(-5)}`;
  const title = lang === 'en' ? `Frontend engineer ${suffix}` : `프론트엔드 개발자 ${suffix}`;

  // The company publishes a posting.
  const company = await request.newContext({ baseURL });
  const { companyId: orgId } = await signIn(company, COMPANY);
  const postingId = await publishPosting(company, orgId as number, title);

  // The talent, in another time zone, applies (the browser context shares the session cookie).
  const context = await browser.newContext({
    timezoneId: talentZone,
    locale: lang === 'ko' ? 'ko-KR' : 'en-US',
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
  });
  const { id: talentId } = await signIn(context.request, talentEmail);
  const applied = await dataOf<{ applicationId: number }>(
    await context.request.post(`/api/v1/jobs/${postingId}/apply`),
    201,
  );
  const appId = applied.applicationId;

  // The company opens the application and proposes three slots, picked in Seoul time.
  await dataOf(await company.post(`/api/v1/organizations/${orgId}/job-applications/${appId}/open`));
  const seoulDay = dayIn(new Date(Date.now() + 10 * DAY), COMPANY_ZONE);
  const nextSeoulDay = dayIn(new Date(Date.parse(`${seoulDay}T12:00:00Z`) + DAY), 'UTC');
  const proposed = await dataOf<{ interviewProposal: { slots: { id: number; startsAt: string }[] } }>(
    await company.post(`/api/v1/organizations/${orgId}/jobs/${postingId}/candidates/${talentId}/interview-proposal`, {
      data: {
        type: 'ONLINE',
        meetingUrl: 'https://meet.example.com/nurisoft-interview',
        timeZone: COMPANY_ZONE,
        datesList: [
          { date: seoulDay, hour: 10, minute: 0 },
          { date: seoulDay, hour: 17, minute: 0 },
          { date: nextSeoulDay, hour: 9, minute: 30 },
        ],
        message: lang === 'en' ? 'A 45-minute technical conversation.' : '45분 정도 기술 면접을 진행합니다.',
      },
    }),
    201,
  );
  const slots = [...proposed.interviewProposal.slots].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  expect(slots).toHaveLength(3);
  return { company, orgId, postingId, context, talentId, appId, slots, seoulDay, title };
}

async function journey(browser: Browser, baseURL: string, lang: 'en' | 'ko', talentEmail: string, talentZone: string) {
  const text = TEXT[lang];
  const { company, orgId, context, talentId, appId, slots, seoulDay, title } = await setUp(
    browser,
    baseURL,
    lang,
    talentEmail,
    talentZone,
  );
  const [first, , last] = slots as [(typeof slots)[0], (typeof slots)[0], (typeof slots)[0]];

  // The list shows the stage and when the company viewed it; the talent opens the detail.
  const page = await context.newPage();
  await page.goto(`/${lang}/talent/mypage/manage-job/document-review`);
  const item = page.locator(`[data-testid="application"][data-application-id="${appId}"]`);
  await expect(item.getByTestId('application-status')).toHaveText(text.status.INTERVIEW_PROPOSED);
  await expect(item.getByTestId('application-viewed')).toContainText(text.viewed);
  await screenshots(page, `talent-applications-${lang}`);
  await item.getByRole('link', { name: text.details }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/talent/mypage/manage-job/document-review/${appId}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // The slots are in the talent's zone, grouped by the talent's days (Seoul's 10:00 is the evening before in the
  // Americas, so the first slot falls on another local day than the company picked).
  const proposal = page.getByTestId('interview-proposal');
  await expect(proposal.getByTestId('zone-note')).toContainText(timeZoneCity(talentZone, lang));
  await expect(proposal.getByTestId('zone-note')).toContainText(timeZoneCity(COMPANY_ZONE, lang));
  const days = proposal.getByTestId('slot-day');
  const localDays = [...new Set(slots.map((s) => dayIn(new Date(s.startsAt), talentZone)))];
  await expect(days).toHaveCount(localDays.length);
  const firstLocal = wallClock(first.startsAt, talentZone);
  await expect(days.first()).toContainText(text.month(firstLocal.month, firstLocal.day));
  expect(dayIn(new Date(first.startsAt), talentZone)).not.toBe(seoulDay);
  // Each slot sits under its local day, showing its local time (only the talent's time, not the company's).
  const slotAt = (iso: string) =>
    proposal.getByTestId('interview-slot').filter({
      has: page.getByTestId('slot-time').filter({ hasText: timePattern(iso, talentZone, lang) }),
    });
  for (const slot of slots) {
    await expect(slotAt(slot.startsAt)).toHaveCount(1);
    const day = days.nth(localDays.indexOf(dayIn(new Date(slot.startsAt), talentZone)));
    await expect(
      day.getByTestId('slot-time').filter({ hasText: timePattern(slot.startsAt, talentZone, lang) }),
    ).toHaveCount(1);
  }
  // The company's own time is there for reference.
  await expect(proposal.getByTestId('interview-slot').first()).toContainText(
    timePattern(first.startsAt, COMPANY_ZONE, lang),
  );
  await screenshots(page, `talent-interview-proposal-${lang}`);

  // Confirming without a choice asks for one; then the talent picks the last slot.
  await proposal.getByRole('button', { name: text.choose }).click();
  await expect(proposal.getByRole('alert')).toBeVisible();
  await slotAt(last.startsAt).click();
  await proposal.getByRole('button', { name: text.choose }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(timePattern(last.startsAt, talentZone, lang));
  await dialog.getByRole('button', { name: text.choose }).click();

  const scheduled = page.getByTestId('scheduled-interview');
  await expect(scheduled.getByTestId('scheduled-time')).toContainText(timePattern(last.startsAt, talentZone, lang));
  await expect(page.getByTestId('application-detail')).toHaveAttribute('data-status', 'INTERVIEW_SCHEDULED');
  await expect(page.getByTestId('application-detail').getByTestId('application-status').first()).toHaveText(
    text.status.INTERVIEW_SCHEDULED,
  );
  await expect(page.getByTestId('interview-proposal')).toHaveCount(0);
  await expect(page.getByRole('button', { name: text.withdraw })).toBeVisible();
  await screenshots(page, `talent-interview-scheduled-${lang}`);

  // The .ics holds the chosen instant in UTC.
  const downloading = page.waitForEvent('download');
  await scheduled.getByRole('link', { name: text.addToCalendar }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('interview.ics');
  const ics = fs.readFileSync(await download.path(), 'utf8');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain(`DTSTART:${last.startsAt.slice(0, 19).replace(/[-:]/g, '')}Z`);
  expect(ics).toContain('https://meet.example.com/nurisoft-interview');

  // The company offers; the talent accepts with a message.
  const offerText =
    lang === 'en' ? 'We would love you to join our team.' : '함께 일하고 싶습니다. 합류를 제안드립니다.';
  await dataOf(
    await company.post(`/api/v1/organizations/${orgId}/job-applications/${appId}/offers`, {
      data: {
        candidateId: talentId,
        content: offerText,
        emailNotiFlag: false,
        salary: { amount: 60_000_000, currency: 'KRW', period: 'YEAR' },
        startDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
        expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      },
    }),
  );
  await page.reload();
  const offer = page.getByTestId('offer-panel');
  await expect(offer.getByTestId('offer-message')).toHaveText(offerText);
  await expect(offer.getByTestId('offer-terms')).toContainText(lang === 'en' ? '₩60,000,000 a year' : '연 ₩60,000,000');
  await expect(page.getByTestId('offer-status')).toHaveAttribute('data-status', 'PENDING');
  await screenshots(page, `talent-offer-${lang}`);
  await offer.getByRole('button', { name: text.accept }).click();
  await page.getByRole('dialog').getByLabel(new RegExp(text.message)).fill(text.answer);
  await screenshots(page, `talent-accept-dialog-${lang}`);
  await page.getByRole('dialog').getByRole('button', { name: text.accept }).click();
  await expect(page.getByTestId('application-detail')).toHaveAttribute('data-status', 'OFFER_ACCEPTED');
  await expect(page.getByTestId('offer-panel')).toHaveCount(0);
  const stage = page.getByTestId('application-detail').getByTestId('application-status').first();
  await expect(stage).toHaveText(text.offerAccepted);
  const history = page.getByTestId('history-event');
  await expect(history.last()).toHaveAttribute('data-action', 'ACCEPT_OFFER');
  await expect(history.last()).toContainText(text.answer);
  expect(await history.evaluateAll((items) => items.map((i) => i.getAttribute('data-action')))).toEqual([
    'APPLY',
    'REVIEW',
    'PROPOSE_INTERVIEW',
    'SCHEDULE_INTERVIEW',
    'OFFER',
    'ACCEPT_OFFER',
  ]);
  // Accepted, so withdrawing is no longer offered; the hire is not confirmed yet.
  await expect(page.getByRole('button', { name: text.withdraw })).toHaveCount(0);
  await expect(page.getByTestId('date-hired')).toContainText(text.notYet);

  // The company confirms the hire; the talent sees it and the date.
  await dataOf(
    await company.post(`/api/v1/organizations/${orgId}/job-applications/${appId}/hired`, {
      data: { content: lang === 'en' ? 'Welcome aboard!' : '합류를 환영합니다!', emailNotiFlag: false },
    }),
  );
  await page.reload();
  await expect(page.getByTestId('application-detail')).toHaveAttribute('data-status', 'HIRED');
  await expect(stage).toHaveText(text.hired);
  await expect(page.getByTestId('offer-status')).toHaveAttribute('data-status', 'ACCEPTED');
  await expect(page.getByTestId('date-hired')).not.toContainText(text.notYet);
  // The hire is confirmed: the interview card is gone, its date stays among the key dates.
  await expect(page.getByTestId('scheduled-interview')).toHaveCount(0);
  await expect(page.getByTestId('date-interview')).toContainText(timePattern(last.startsAt, talentZone, lang));
  await screenshots(page, `talent-hired-${lang}`);

  await context.close();
  await company.dispose();
}

test('a talent in Los Angeles picks a Seoul interview slot in local time and accepts the offer (English)', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await journey(browser, baseURL as string, 'en', 'emily.nguyen@demo.talentbridge.dev', 'America/Los_Angeles');
});

test('a talent in New York answers the interview and the offer in Korean', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  await journey(browser, baseURL as string, 'ko', 'seoyeon.lee@demo.talentbridge.dev', 'America/New_York');
});

test('a talent answers that no interview time works, then withdraws the application (English)', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { company, context, appId, title } = await setUp(
    browser,
    baseURL as string,
    'en',
    'james.park@demo.talentbridge.dev',
    'Europe/London',
  );
  const page = await context.newPage();
  await page.goto(`/en/talent/mypage/manage-job/document-review/${appId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // None of the times works: the answer goes with a message, and the company may propose again.
  await page.getByRole('button', { name: 'None of these times work' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Message to the company/).fill('Next week mornings suit me better.');
  await dialog.getByRole('button', { name: 'Send answer' }).click();
  const detail = page.getByTestId('application-detail');
  await expect(detail).toHaveAttribute('data-status', 'DOCUMENT_REVIEW');
  await expect(page.getByTestId('interview-proposal')).toHaveCount(0);
  await expect(page.getByText('You answered that none of the proposed times works.')).toBeVisible();
  await expect(page.getByTestId('history-event').last()).toHaveAttribute('data-action', 'DECLINE_INTERVIEW');
  await expect(page.getByTestId('history-event').last()).toContainText('Next week mornings suit me better.');

  // Withdrawing asks first; backing out changes nothing.
  await page.getByRole('button', { name: 'Withdraw application' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Back' }).click();
  await expect(detail).toHaveAttribute('data-status', 'DOCUMENT_REVIEW');
  await page.getByRole('button', { name: 'Withdraw application' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(detail).toHaveAttribute('data-status', 'WITHDRAWN');
  await expect(detail.getByTestId('application-status').first()).toHaveText('Withdrawn');
  await expect(page.getByRole('button', { name: 'Withdraw application' })).toHaveCount(0);
  await expect(page.getByTestId('date-withdrawn')).toBeVisible();

  // The list filtered by stage shows it among the withdrawn ones.
  await page.goto('/en/talent/mypage/manage-job/document-review?status=WITHDRAWN');
  await expect(page.locator(`[data-testid="application"][data-application-id="${appId}"]`)).toBeVisible();
  await expect(page.getByTestId('application-status').filter({ hasNotText: 'Withdrawn' })).toHaveCount(0);

  await context.close();
  await company.dispose();
});
