import { type Browser, expect, type Page, test } from '@playwright/test';
import { screenshots, signInViaForm } from './helpers';

const COMPANY = 'hr@nurisoft.demo.talentbridge.dev';
/** English-speaking demo talents open to offers; the first one with a posting left to propose is used. */
const TALENTS = [
  { email: 'james.park@demo.talentbridge.dev', firstName: 'James', name: 'James Park' },
  { email: 'emily.nguyen@demo.talentbridge.dev', firstName: 'Emily', name: 'Emily Nguyen' },
];
const DEMO_PASSWORD = 'TalentBridge-demo-2026';
const OFFER_KO = {
  PENDING: '채용 제안 대기 중',
  ACCEPTED: '채용 제안 수락',
  DECLINED: '채용 제안 거절',
  NONE: '채용 제안 없음',
};

type Envelope<T> = { data: T };
type Preview = {
  associatedInformation: {
    jobOfferStatus: keyof typeof OFFER_KO;
    appliedPostingIds: number[];
    openProposalPostingIds: number[];
  };
};

async function signedIn(browser: Browser, lang: 'en' | 'ko', email: string): Promise<Page> {
  const context = await browser.newContext({ locale: lang === 'ko' ? 'ko-KR' : 'en-US' });
  const page = await context.newPage();
  await page.goto(`/${lang}/auth/signin`);
  await signInViaForm(page, email, DEMO_PASSWORD, lang === 'ko' ? /^로그인$/ : /^Sign in$/);
  await expect(page).toHaveURL(new RegExp(`/${lang}/(company|talent)/mypage/dashboard$`));
  return page;
}

/** A demo talent and one of the company's open postings they neither applied to nor have an open proposal for. */
async function pickTarget(company: Page, orgId: number) {
  const open = await company.request.get(
    `/api/v1/organizations/${orgId}/job-postings?status=VISIBLE&jobPostingProgressStatus=IN_PROGRESS&size=100`,
  );
  const postings = ((await open.json()) as Envelope<{ data: { id: number; title: string }[] }>).data.data;
  for (const talent of TALENTS) {
    const search = await company.request.get(`/api/v1/users/talent?keyword=${talent.firstName}&size=20`);
    const cards = ((await search.json()) as Envelope<{ data: { userId: number; firstName: string }[] }>).data.data;
    const talentId = cards.find((c) => c.firstName === talent.firstName)?.userId;
    if (!talentId) continue;
    const res = await company.request.get(`/api/v1/organizations/${orgId}/talents/${talentId}`);
    const info = ((await res.json()) as Envelope<Preview>).data.associatedInformation;
    const taken = new Set([...info.appliedPostingIds, ...info.openProposalPostingIds]);
    const posting = postings.find((p) => !taken.has(p.id));
    if (posting) return { talent, talentId, posting, offer: info.jobOfferStatus };
  }
  throw new Error('no demo talent has a posting left to propose');
}

test('a company in Korean proposes a posting; the talent accepts in English and becomes a candidate', async ({
  browser,
}) => {
  test.setTimeout(150_000);

  // The company (Korean) opens the talent's preview.
  const company = await signedIn(browser, 'ko', COMPANY);
  const me = (await (await company.request.get('/api/v1/user')).json()) as Envelope<{ companyId: number }>;
  const orgId = me.data.companyId;
  const { talent: who, talentId, posting, offer } = await pickTarget(company, orgId);
  const POSTING = posting.title;
  const message = `${who.firstName} 님, 프로필을 보고 연락드립니다. ${Date.now()}`;

  await company.goto(`/ko/company/talent-preview/${talentId}`);
  await expect(company.getByRole('heading', { name: who.name, level: 1 })).toBeVisible();
  await expect(company.getByTestId('offer-status')).toHaveText(OFFER_KO[offer]);
  await expect(company.getByTestId('bookmark-state')).toHaveText(/^(관심 인재|관심 인재 아님)$/);

  // Why this talent matches the posting: a score and its reasons.
  const match = company.getByTestId('match-panel');
  await expect(match.getByRole('heading', { name: '이 인재가 잘 맞는 이유' })).toBeVisible();
  await match.locator('#match-posting').click();
  await company.getByRole('option', { name: POSTING }).click();
  await expect(match.locator('#match-posting')).toHaveText(POSTING);
  await expect(match.getByTestId('match-score')).toBeVisible();
  await expect(match.getByTestId('match-reasons').getByRole('listitem').first()).toBeVisible();
  await expect(match.getByTestId('match-reasons')).toContainText('채용 제안 받는 중');

  // Propose the posting with a message; an empty form is refused first.
  const panel = company.getByTestId('propose-panel');
  await expect(panel.getByRole('heading', { name: '포지션 제안하기' })).toBeVisible();
  await panel.getByRole('button', { name: '제안 보내기' }).click();
  await expect(panel.getByText('공고를 선택해 주세요.')).toBeVisible();
  await expect(panel.getByText('인재에게 보낼 메시지를 입력해 주세요.')).toBeVisible();
  await panel.getByRole('combobox', { name: '공고' }).click();
  await company.getByRole('option', { name: POSTING }).click();
  await panel.getByRole('textbox', { name: '메시지' }).fill(message);
  await screenshots(company, 'proposal-form-ko');
  await panel.getByRole('button', { name: '제안 보내기' }).click();
  await expect(company.getByText(`${who.name} 님에게 제안을 보냈습니다`)).toBeVisible();
  const sent = panel.getByTestId('sent-proposal').filter({ hasText: POSTING });
  await expect(sent.getByTestId('proposal-status')).toHaveText('응답 대기');
  // The posting now has an open proposal: it is no longer offered.
  await panel.getByRole('combobox', { name: '공고' }).click();
  await expect(company.getByRole('option', { name: POSTING })).toHaveCount(0);
  await company.keyboard.press('Escape');
  await screenshots(company, 'talent-preview-ko');

  // The talent (English) finds the proposal from the header and accepts it.
  const talent = await signedIn(browser, 'en', who.email);
  await expect(talent.getByTestId('dashboard-proposals')).toContainText(POSTING);
  await screenshots(talent, 'talent-dashboard-en');
  await talent.getByRole('link', { name: 'Proposals', exact: true }).first().click();
  await expect(talent).toHaveURL(/\/en\/talent\/mypage\/proposals$/);
  await expect(talent.getByRole('heading', { name: 'Position proposals', level: 1 })).toBeVisible();
  const item = talent.getByTestId('proposal').filter({ hasText: message });
  await expect(item).toContainText('누리소프트');
  await expect(item.getByRole('link', { name: POSTING })).toHaveAttribute('href', `/en/talent/careers/${posting.id}`);
  await expect(item.getByTestId('proposal-status')).toHaveText('Awaiting answer');
  await screenshots(talent, 'proposals-en');

  // Cancelling the confirmation changes nothing.
  await item.getByRole('button', { name: 'Accept and apply' }).click();
  const dialog = talent.getByRole('dialog', { name: `Apply to "${POSTING}"?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(item.getByTestId('proposal-status')).toHaveText('Awaiting answer');

  await item.getByRole('button', { name: 'Accept and apply' }).click();
  await dialog.getByRole('button', { name: 'Accept and apply' }).click();
  await expect(talent.getByText(`You applied to ${POSTING}`)).toBeVisible();
  await expect(item.getByTestId('proposal-status')).toHaveText('Accepted');
  const applicationLink = item.getByRole('link', { name: 'View your application' });
  await expect(applicationLink).toHaveAttribute('href', /\/en\/talent\/mypage\/manage-job\/document-review\/\d+$/);
  await expect(item.getByRole('button', { name: 'Accept and apply' })).toHaveCount(0);

  // The company sees the talent among the posting's candidates, and its proposal as accepted.
  const candidates = await company.request.get(
    `/api/v1/organizations/${orgId}/job-postings/${posting.id}/candidates?size=100`,
  );
  expect(candidates.status()).toBe(200);
  const list = ((await candidates.json()) as Envelope<{ data: { userSummaryDTO: { id: number } }[] }>).data.data;
  expect(list.map((c) => c.userSummaryDTO.id)).toContain(talentId);

  await company.reload();
  await expect(company.getByRole('heading', { name: who.name, level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(
    company.getByTestId('sent-proposal').filter({ hasText: POSTING }).getByTestId('proposal-status'),
  ).toHaveText('수락함');
  // Accepting a proposal shares the talent's e-mail with the company.
  await expect(company.getByText(`이메일: ${who.email}`)).toBeVisible();
  await company.context().close();
  await talent.context().close();
});

test('the company dashboard shows new applicants, interviews and recommended talents, in Korean and English', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  for (const lang of ['ko', 'en'] as const) {
    const page = await signedIn(browser, lang, COMPANY);
    await expect(page.getByTestId('verification-status')).toHaveAttribute('data-status', 'APPROVED');
    const applicants = page.getByTestId('dashboard-new-applicants');
    // Seeded (and the accepted proposal above): unopened applications to the company's postings.
    await expect(applicants.getByRole('link').first()).toHaveAttribute(
      'href',
      new RegExp(`/${lang}/company/mypage/manage-recruitment/\\d+$`),
    );
    await expect(page.getByTestId('dashboard-interviews')).toBeVisible();
    const recommended = page.getByTestId('recommended-talent').first();
    await expect(recommended).toBeVisible();
    await expect(recommended.getByTestId('recommended-score')).toHaveText(lang === 'ko' ? /^매칭 \d+$/ : /^Match \d+$/);
    await expect(recommended.getByRole('link').first()).toHaveAttribute(
      'href',
      new RegExp(`/${lang}/company/talent-preview/\\d+$`),
    );
    await screenshots(page, `company-dashboard-${lang}`);
    await page.context().close();
  }
});
