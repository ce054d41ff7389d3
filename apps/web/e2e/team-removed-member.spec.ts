import { formatName } from '@app/contract/rules/names';
import { type APIResponse, type Browser, expect, test } from '@playwright/test';
import { createVerifiedAccount, mailLink, PASSWORD, screenshots, signInViaForm, uniqueEmail } from './helpers';

/**
 * An owner removes a member whose pages are open (decision 044): the member's next request lands on a page that says
 * they no longer belong to the organization, in their language, and they are signed out.
 */

const TEXT = {
  en: {
    signIn: /^Sign in$/,
    join: { lastName: 'Last name', firstName: 'First name', password: 'Password', create: 'Create account and join' },
    member: { firstName: 'Dana', lastName: 'Cho' },
    remove: 'Remove',
    confirm: (name: string) => `Remove ${name} from the team?`,
    title: 'You are no longer on this hiring team',
    body: /An owner of your organization removed you from its hiring team/,
  },
  ko: {
    signIn: /^로그인$/,
    join: { lastName: '성', firstName: '이름', password: '비밀번호', create: '계정 만들고 합류하기' },
    member: { firstName: '다은', lastName: '조' },
    remove: '내보내기',
    confirm: (name: string) => `${name}님을 팀에서 내보낼까요?`,
    title: '더 이상 이 채용팀의 멤버가 아닙니다',
    body: /조직의 소유자가 회원님을 채용팀에서 내보내 로그아웃되었습니다/,
  },
} as const;

async function dataOf<T>(response: APIResponse, status = 200): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return ((await response.json()) as { data: T }).data;
}

async function newPage(browser: Browser, lang: 'en' | 'ko') {
  const context = await browser.newContext({ locale: lang === 'ko' ? 'ko-KR' : 'en-US' });
  return context.newPage();
}

for (const lang of ['en', 'ko'] as const) {
  test(`a removed member's next request explains they no longer belong to the organization (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const text = TEXT[lang];
    const ownerEmail = uniqueEmail(`removal-owner-${lang}`);
    const memberEmail = uniqueEmail(`removal-member-${lang}`);
    const owner = await newPage(browser, lang);
    await createVerifiedAccount(owner.request, { email: ownerEmail, role: 'ORGANIZATION', locale: lang });
    await owner.goto(`/${lang}/auth/signin`);
    await signInViaForm(owner, ownerEmail, PASSWORD, text.signIn);
    await expect(owner).toHaveURL(new RegExp(`/${lang}/company/mypage/dashboard$`));
    const { companyId } = await dataOf<{ companyId: number }>(await owner.request.get('/api/v1/user'));
    await dataOf(
      await owner.request.post(`/api/v1/organizations/${companyId}/invitations`, {
        data: { email: memberEmail, memberRole: 'RECRUITER', locale: lang },
      }),
      201,
    );

    // The member joins through the mail's link and works on the recruitment page.
    const member = await newPage(browser, lang);
    await member.goto(await mailLink(owner.request, memberEmail, `/${lang}/team/invitation`));
    await member.getByLabel(text.join.lastName, { exact: true }).fill(text.member.lastName);
    await member.getByLabel(text.join.firstName, { exact: true }).fill(text.member.firstName);
    await member.getByLabel(text.join.password, { exact: true }).fill(PASSWORD);
    await member.getByRole('checkbox').check();
    await member.getByRole('button', { name: text.join.create }).click();
    await expect(member).toHaveURL(new RegExp(`/${lang}/company/mypage/dashboard$`));

    // The owner removes them from the Team page.
    const name = formatName(text.member.firstName, text.member.lastName);
    await owner.goto(`/${lang}/company/mypage/team`);
    await owner
      .getByRole('listitem')
      .filter({ hasText: memberEmail })
      .getByRole('button', { name: text.remove })
      .click();
    const confirm = owner.getByRole('dialog', { name: text.confirm(name) });
    await confirm.getByRole('button', { name: text.remove }).click();
    await expect(owner.getByText(memberEmail)).toHaveCount(0);

    // The member's next request (their page reloads): the page says why, not a generic error; they are signed out.
    await member.reload();
    await expect(member).toHaveURL(new RegExp(`/${lang}/team/membership-ended$`));
    await expect(member.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(member.getByTestId('membership-ended')).toContainText(text.body);
    await expect
      .poll(async () => (await member.context().cookies()).some((c) => c.name === 'access-token'))
      .toBe(false);
    expect((await member.request.get('/api/v1/user')).status()).toBe(401);
    await screenshots(member, `membership-ended-${lang}`);
    // Its pages are closed to them now.
    await member.goto(`/${lang}/company/mypage/dashboard`);
    await expect(member).toHaveURL(new RegExp(`/${lang}/auth/signin`));
    await owner.context().close();
    await member.context().close();
  });
}
