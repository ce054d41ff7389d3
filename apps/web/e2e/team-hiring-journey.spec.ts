import { formatName } from '@app/contract/rules/names';
import { formatOfferPay } from '@app/contract/rules/offer';
import { type APIResponse, type Browser, expect, type Page, test } from '@playwright/test';
import { mailLink, PASSWORD, screenshots, signInViaForm, uniqueEmail } from './helpers';
import { publishPosting } from './postings';

/**
 * A hiring team at work (issue #17), once in English and once in Korean, each person in their own browser: the owner
 * invites a recruiter and an interviewer by mail and assigns the interviewer to a posting; the recruiter proposes an
 * interview naming the interviewer; the talent picks a slot; the interviewer signs in and writes a scorecard (and is
 * offered no decisions); the recruiter reads it on the candidate, moves the candidate on the board to an offer with
 * terms; the talent reads the terms and accepts.
 */

type Lang = 'en' | 'ko';
// BlueWave Labs, a verified demo company that requires no approval of offers; each run adds its own members.
const OWNER = 'talent@bluewave.demo.talentbridge.dev';
const DEMO_PASSWORD = 'TalentBridge-demo-2026';
const ZONE = 'Asia/Seoul';
// Actions that write history, notifications and mails can take a while on a loaded machine.
const SLOW = { timeout: 20_000 };

const TEXT = {
  en: {
    signIn: /^Sign in$/,
    team: { email: 'E-mail', role: 'Role', interviewer: 'Interviewer', send: 'Send invitation' },
    join: {
      title: 'Join a hiring team',
      lastName: 'Last name',
      firstName: 'First name',
      password: 'Password',
      create: 'Create account and join',
    },
    recruiter: { firstName: 'Mina', lastName: 'Seo' },
    interviewer: { firstName: 'Joon', lastName: 'Lee' },
    talent: { firstName: 'Hana', lastName: 'Rivera' },
    assign: { title: 'Interviewers of this posting', save: 'Save interviewers', saved: 'Interviewers saved' },
    findTalents: 'Find talents',
    propose: 'Propose interview',
    proposeTitle: (name: string) => `Propose an interview to ${name}`,
    meetingLink: 'Meeting link',
    nextWeek: 'Next week',
    message: /^Message/,
    sendProposal: 'Send proposal',
    proposed: (name: string) => `Interview proposed to ${name}`,
    choose: 'Confirm this time',
    chosen: 'Interview time confirmed.',
    decidersOnly: /Owners and recruiters decide on candidates/,
    writeScorecard: 'Write my scorecard',
    strongYes: 'Strong yes',
    notes: 'Notes',
    submitScorecard: 'Submit scorecard',
    scorecardSaved: 'Scorecard saved',
    submitted: '1 of 1 submitted',
    moveTo: (name: string) => `Move ${name} to`,
    offerTitle: (name: string) => `Make a job offer to ${name}`,
    amount: 'Amount',
    currency: 'Currency',
    currencyOption: 'US$ US dollar',
    period: 'Paid per',
    periodOption: 'Year',
    startDate: 'Start date',
    expiryDate: 'Answer by',
    offerMessage: 'Message to the candidate',
    next: 'Continue',
    confirmTitle: 'Please confirm',
    sendOffer: 'Send offer',
    offerSent: (name: string) => `Your offer was sent to ${name}.`,
    accept: 'Accept offer',
    answerLabel: /Message to the company/,
    accepted: 'You accepted the offer.',
    acceptedOffer: 'Accepted job offer',
    salary: { amount: '85,000', value: 85_000, currency: 'USD', period: 'YEAR' },
    proposalMessage: 'A 45-minute conversation with Joon from the frontend team.',
    scorecardNotes: 'Clear about trade-offs; strong on accessibility.',
    offerText: 'We would love you to join the frontend team.',
    answer: 'Thank you, I am glad to accept.',
  },
  ko: {
    signIn: /^로그인$/,
    team: { email: '이메일', role: '역할', interviewer: '면접관', send: '초대 보내기' },
    join: {
      title: '채용팀 합류',
      lastName: '성',
      firstName: '이름',
      password: '비밀번호',
      create: '계정 만들고 합류하기',
    },
    recruiter: { firstName: '민아', lastName: '서' },
    interviewer: { firstName: '준호', lastName: '이' },
    talent: { firstName: '하나', lastName: '정' },
    assign: { title: '이 공고의 면접관', save: '면접관 저장', saved: '면접관을 저장했습니다' },
    findTalents: '인재 찾기',
    propose: '면접 제안',
    proposeTitle: (name: string) => `${name}님에게 면접 제안`,
    meetingLink: '화상 회의 링크',
    nextWeek: '다음 주',
    message: /^메시지/,
    sendProposal: '면접 제안 보내기',
    proposed: (name: string) => `${name}님에게 면접을 제안했습니다`,
    choose: '이 시간으로 확정',
    chosen: '면접 시간이 확정되었습니다.',
    decidersOnly: /지원자에 대한 결정은 소유자와 채용 담당자가 합니다/,
    writeScorecard: '내 평가표 작성',
    strongYes: '강력 추천',
    notes: '메모',
    submitScorecard: '평가표 제출',
    scorecardSaved: '평가표를 저장했습니다',
    submitted: '1명 중 1명 제출',
    moveTo: (name: string) => `${name} 님을 옮길 단계`,
    offerTitle: (name: string) => `${name}님에게 채용 제안`,
    amount: '금액',
    currency: '통화',
    currencyOption: '₩ 원',
    period: '지급 단위',
    periodOption: '월급',
    startDate: '입사일',
    expiryDate: '응답 기한',
    offerMessage: '지원자에게 보낼 메시지',
    next: '다음',
    confirmTitle: '확인해 주세요',
    sendOffer: '채용 제안 보내기',
    offerSent: (name: string) => `${name} 님에게 채용 제안을 보냈습니다.`,
    accept: '제안 수락',
    answerLabel: /기업에 보낼 메시지/,
    accepted: '제안을 수락했습니다.',
    acceptedOffer: '채용 제안 수락',
    salary: { amount: '5,000,000', value: 5_000_000, currency: 'KRW', period: 'MONTH' },
    proposalMessage: '프론트엔드 팀의 준호 님과 45분 정도 이야기를 나눕니다.',
    scorecardNotes: '트레이드오프 설명이 명확하고 접근성 경험이 풍부합니다.',
    offerText: '프론트엔드 팀에 합류해 주시면 좋겠습니다.',
    answer: '감사합니다. 기쁜 마음으로 수락합니다.',
  },
} as const;

async function dataOf<T>(response: APIResponse, status = 200): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return ((await response.json()) as { data: T }).data;
}

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** A calendar day `days` from today on the Seoul clock, as the date inputs want it (YYYY-MM-DD). */
const seoulDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

async function newPage(browser: Browser, lang: Lang) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    timezoneId: ZONE,
    locale: lang === 'ko' ? 'ko-KR' : 'en-US',
  });
  return context.newPage();
}

async function signedIn(browser: Browser, lang: Lang, email: string, password = PASSWORD) {
  const page = await newPage(browser, lang);
  await page.goto(`/${lang}/auth/signin`);
  await signInViaForm(page, email, password, TEXT[lang].signIn);
  await expect(page).toHaveURL(new RegExp(`/${lang}/(company|talent)/mypage/dashboard$`), { timeout: 15_000 });
  return page;
}

/** The invitee follows the mail's link in a browser of their own and signs up through it. */
async function join(browser: Browser, lang: Lang, link: string, name: { firstName: string; lastName: string }) {
  const labels = TEXT[lang].join;
  const page = await newPage(browser, lang);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: labels.title })).toBeVisible();
  await page.getByLabel(labels.lastName, { exact: true }).fill(name.lastName);
  await page.getByLabel(labels.firstName, { exact: true }).fill(name.firstName);
  await page.getByLabel(labels.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: labels.create }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/company/mypage/dashboard$`), SLOW);
  return page;
}

/** A new talent who applies to the posting (setup through their own session). */
async function talentWhoApplies(browser: Browser, lang: Lang, postingId: number) {
  const text = TEXT[lang];
  const email = uniqueEmail(`team-talent-${lang}`);
  const page = await newPage(browser, lang);
  await dataOf(
    await page.request.post('/api/v1/auth/signup', {
      data: {
        role: 'NORMAL',
        email,
        password: PASSWORD,
        ...text.talent,
        locale: lang,
        agreements: { terms: true, privacy: true, marketing: false },
      },
    }),
    201,
  );
  const link = await mailLink(page.request, email, '/auth/signup/completed');
  await dataOf(
    await page.request.get(
      `/api/v1/auth/signup/email-verifications?token=${new URL(link, 'http://x').searchParams.get('token')}`,
    ),
  );
  await page.context().close();
  const talent = await signedIn(browser, lang, email);
  const { id } = await dataOf<{ id: number }>(await talent.request.get('/api/v1/user'));
  await dataOf(
    await talent.request.put(`/api/v1/users/${id}/profile`, {
      data: {
        profile: { jobSeekingStatus: 'ACTIVELY_SEEKING', country: 'KR', city: 'Seoul' },
        jobRoles: [{ categoryId: 1, jobRole: 'Frontend Developer', experienceYears: 4, isRepresentative: true }],
        techStacks: [{ categoryId: 3, skill: 'React', experienceYears: 4 }],
      },
    }),
  );
  const applied = await dataOf<{ applicationId: number }>(
    await talent.request.post(`/api/v1/jobs/${postingId}/apply`),
    201,
  );
  return { talent, appId: applied.applicationId };
}

async function teamJourney(browser: Browser, lang: Lang) {
  const text = TEXT[lang];
  const recruiterName = formatName(text.recruiter.firstName, text.recruiter.lastName);
  const interviewerName = formatName(text.interviewer.firstName, text.interviewer.lastName);
  const talentName = formatName(text.talent.firstName, text.talent.lastName);
  const title = `${lang === 'en' ? 'Frontend engineer' : '프론트엔드 엔지니어'} ${Date.now().toString(36).slice(-6)}`;

  // The owner of a verified demo company (only verified companies publish), with a posting made for this test.
  const recruiterEmail = uniqueEmail(`team-recruiter-${lang}`);
  const interviewerEmail = uniqueEmail(`team-interviewer-${lang}`);
  const owner = await signedIn(browser, lang, OWNER, DEMO_PASSWORD);
  const { companyId: orgId } = await dataOf<{ companyId: number }>(await owner.request.get('/api/v1/user'));
  const postingId = await publishPosting(owner.request, orgId, title);

  // 1. The owner invites a recruiter (the default role) and an interviewer from the Team page.
  await owner.goto(`/${lang}/company/mypage/team`);
  await owner.getByLabel(text.team.email, { exact: true }).fill(recruiterEmail);
  await owner.getByRole('button', { name: text.team.send }).click();
  await expect(owner.getByText(recruiterEmail).first()).toBeVisible();
  await owner.getByLabel(text.team.email, { exact: true }).fill(interviewerEmail);
  await owner.getByRole('combobox', { name: text.team.role, exact: true }).click();
  await owner.getByRole('option', { name: text.team.interviewer }).click();
  await owner.getByRole('button', { name: text.team.send }).click();
  await expect(owner.getByText(interviewerEmail).first()).toBeVisible();

  // Both join through the links of their mails (read from the development mailbox).
  const recruiter = await join(
    browser,
    lang,
    await mailLink(owner.request, recruiterEmail, `/${lang}/team/invitation`),
    text.recruiter,
  );
  expect((await dataOf<{ memberRole: string }>(await recruiter.request.get('/api/v1/user'))).memberRole).toBe(
    'RECRUITER',
  );
  const interviewer = await join(
    browser,
    lang,
    await mailLink(owner.request, interviewerEmail, `/${lang}/team/invitation`),
    text.interviewer,
  );
  expect((await dataOf<{ memberRole: string }>(await interviewer.request.get('/api/v1/user'))).memberRole).toBe(
    'INTERVIEWER',
  );
  await expect(interviewer.getByRole('link', { name: text.findTalents, exact: true })).toHaveCount(0);
  const candidatesUrl = `/api/v1/organizations/${orgId}/job-postings/${postingId}/candidates`;
  // Not assigned yet: the posting's candidates are not the interviewer's to see.
  expect((await interviewer.request.get(candidatesUrl)).status()).toBe(404);

  // 2. The owner assigns the interviewer to the posting on its candidates page.
  await owner.goto(`/${lang}/company/mypage/manage-recruitment/${postingId}`);
  const assign = owner.getByTestId('posting-interviewers');
  await assign.locator('summary', { hasText: text.assign.title }).click();
  await assign.getByRole('checkbox', { name: interviewerName }).check();
  await expect(assign.getByRole('checkbox', { name: recruiterName })).toHaveCount(0);
  await screenshots(owner, `team-assign-${lang}`);
  await assign.getByRole('button', { name: text.assign.save }).click();
  await expect(toast(owner, text.assign.saved)).toBeVisible();
  expect((await interviewer.request.get(candidatesUrl)).status()).toBe(200);

  // A talent applies.
  const { talent, appId } = await talentWhoApplies(browser, lang, postingId);
  const candidatePath = `/${lang}/company/mypage/manage-recruitment/${postingId}/candidates/${appId}`;

  // 3. The recruiter opens the candidate and proposes an interview with the interviewer on the panel.
  await recruiter.goto(candidatePath);
  const sheet = recruiter.getByTestId('candidate-sheet');
  await expect(sheet.getByTestId('candidate-detail')).toHaveAttribute('data-status', 'DOCUMENT_REVIEW', SLOW);
  await sheet.getByRole('button', { name: text.propose, exact: true }).click();
  const dialog = recruiter.getByRole('dialog', { name: text.proposeTitle(talentName) });
  await dialog.getByLabel(text.meetingLink).fill('https://meet.example.com/team-journey');
  await dialog.getByTestId('interviewer-picker').getByRole('checkbox', { name: interviewerName }).check();
  await dialog.getByRole('button', { name: text.nextWeek }).click();
  const grid = dialog.getByRole('grid');
  // Wednesday 10:00 and Thursday 11:00 of next week in Seoul, daytime for the talent there too.
  await grid.locator('[data-slot$="T10:00"]').nth(2).click();
  await grid.locator('[data-slot$="T11:00"]').nth(3).click();
  await dialog.getByRole('textbox', { name: text.message }).fill(text.proposalMessage);
  await dialog.getByRole('button', { name: text.sendProposal }).click();
  await expect(toast(recruiter, text.proposed(talentName))).toBeVisible(SLOW);
  await expect(sheet.getByTestId('candidate-detail')).toHaveAttribute('data-status', 'INTERVIEW_PROPOSED');

  // 4. The talent picks the first slot.
  await talent.goto(`/${lang}/talent/mypage/manage-job/document-review/${appId}`);
  const proposal = talent.getByTestId('interview-proposal');
  await expect(proposal).toContainText(text.proposalMessage, SLOW);
  await proposal.getByTestId('interview-slot').first().click();
  await proposal.getByRole('button', { name: text.choose }).click();
  await talent.getByRole('dialog').getByRole('button', { name: text.choose }).click();
  await expect(toast(talent, text.chosen)).toBeVisible(SLOW);
  await expect(talent.getByTestId('application-detail')).toHaveAttribute('data-status', 'INTERVIEW_SCHEDULED');

  // 5. The interviewer opens the candidate: no decisions on offer, only their scorecard, which they submit.
  await interviewer.goto(candidatePath);
  const interviewerSheet = interviewer.getByTestId('candidate-sheet');
  await expect(interviewerSheet.getByTestId('candidate-detail')).toHaveAttribute(
    'data-status',
    'INTERVIEW_SCHEDULED',
    SLOW,
  );
  await expect(interviewerSheet.getByTestId('decisions-by-others')).toHaveText(text.decidersOnly);
  await expect(interviewerSheet.getByTestId('candidate-actions')).toHaveCount(0);
  await expect(interviewer.getByTestId('posting-interviewers')).toHaveCount(0);
  await screenshots(interviewer, `team-interviewer-candidate-${lang}`);
  const cards = interviewerSheet.getByTestId('scorecards');
  await cards.getByRole('button', { name: text.writeScorecard }).click();
  const form = cards.getByTestId('scorecard-form');
  await form.getByText(text.strongYes, { exact: true }).click();
  const groups = form.getByRole('group');
  const criteria = (await groups.count()) - 1;
  expect(criteria).toBeGreaterThan(0);
  for (let i = 1; i <= criteria; i++) await groups.nth(i).getByText('4', { exact: true }).click();
  await form.getByLabel(text.notes).fill(text.scorecardNotes);
  await screenshots(interviewer, `team-interviewer-scorecard-${lang}`);
  await form.getByRole('button', { name: text.submitScorecard }).click();
  await expect(toast(interviewer, text.scorecardSaved)).toBeVisible(SLOW);
  await expect(cards.getByTestId('scorecard-table')).toContainText(interviewerName);
  // The server refuses an interviewer's decision as well (the guard, not only the hidden buttons).
  const refused = await interviewer.request.post(`/api/v1/organizations/${orgId}/job-applications/${appId}/reject`, {
    data: { content: 'no', emailNotiFlag: false },
  });
  expect(refused.status()).toBe(403);

  // 6. The recruiter sees the scorecard on the candidate panel.
  await recruiter.reload();
  const recruiterCards = sheet.getByTestId('scorecards');
  await expect(recruiterCards).toContainText(text.submitted, SLOW);
  const table = recruiterCards.getByTestId('scorecard-table');
  await expect(table.getByRole('columnheader', { name: interviewerName })).toBeVisible();
  await expect(table).toContainText(text.strongYes);
  await expect(table).toContainText(text.scorecardNotes);

  // 7. The recruiter moves the candidate on the board to an offer with its terms.
  await recruiter.goto(`/${lang}/company/mypage/manage-recruitment/${postingId}?view=board`);
  const boardCard = recruiter
    .getByTestId('board-column-INTERVIEW_SCHEDULED')
    .locator(`[data-testid="board-card"][data-application-id="${appId}"]`);
  await boardCard.getByLabel(text.moveTo(talentName)).selectOption('OFFERED');
  const offer = recruiter.getByRole('dialog', { name: text.offerTitle(talentName) });
  await offer.getByLabel(text.amount, { exact: true }).fill(text.salary.amount);
  await offer.getByRole('combobox', { name: text.currency }).click();
  await recruiter.getByRole('option', { name: text.currencyOption }).click();
  await offer.getByRole('combobox', { name: text.period }).click();
  await recruiter.getByRole('option', { name: text.periodOption, exact: true }).click();
  const startDate = seoulDay(45);
  await offer.getByLabel(text.startDate).fill(startDate);
  await offer.getByLabel(text.expiryDate).fill(seoulDay(10));
  await offer.getByLabel(text.offerMessage).fill(text.offerText);
  await offer.getByRole('button', { name: text.next }).click();
  const pay = formatOfferPay(text.salary.value, text.salary.currency, text.salary.period, lang);
  const confirm = recruiter.getByRole('dialog', { name: text.confirmTitle });
  await expect(confirm.getByTestId('offer-summary')).toContainText(pay);
  await confirm.getByRole('button', { name: text.sendOffer }).click();
  await expect(toast(recruiter, text.offerSent(talentName))).toBeVisible(SLOW);
  await expect(
    recruiter.getByTestId('board-column-OFFERED').locator(`[data-testid="board-card"][data-application-id="${appId}"]`),
  ).toBeVisible(SLOW);

  // 8. The talent reads the terms and accepts.
  await talent.reload();
  const panel = talent.getByTestId('offer-panel');
  await expect(panel.getByTestId('offer-terms')).toContainText(pay, SLOW);
  await expect(panel.getByTestId('offer-message')).toHaveText(text.offerText);
  const mine = await dataOf<{ offer: { startDate: string; salary: { amount: number } } | null }>(
    await talent.request.get(
      `/api/v1/users/${(await dataOf<{ id: number }>(await talent.request.get('/api/v1/user'))).id}/applications/${appId}`,
    ),
  );
  expect(mine.offer).toMatchObject({ startDate, salary: { amount: text.salary.value } });
  await panel.getByRole('button', { name: text.accept }).click();
  const acceptDialog = talent.getByRole('dialog');
  await acceptDialog.getByLabel(text.answerLabel).fill(text.answer);
  await acceptDialog.getByRole('button', { name: text.accept }).click();
  await expect(toast(talent, text.accepted)).toBeVisible(SLOW);
  await expect(talent.getByTestId('application-detail')).toHaveAttribute('data-status', 'OFFER_ACCEPTED');

  // 9. The recruiter's candidate shows the accepted offer.
  await recruiter.goto(candidatePath);
  await expect(sheet.getByTestId('candidate-detail')).toHaveAttribute('data-status', 'OFFER_ACCEPTED', SLOW);
  await expect(sheet.getByTestId('job-offer-status')).toHaveText(text.acceptedOffer);

  for (const page of [owner, recruiter, interviewer, talent]) await page.context().close();
}

// A step that never happens fails in 20 s rather than at the test's end.
test.use({ actionTimeout: 20_000 });

for (const lang of ['en', 'ko'] as const) {
  test(`a hiring team invites, interviews with a panel, scores, moves on the board and offers (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    await teamJourney(browser, lang);
  });
}
