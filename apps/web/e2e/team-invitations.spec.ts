import { expect, type Page, test } from '@playwright/test';
import { createVerifiedAccount, mailLink, PASSWORD, screenshots, signInViaForm, uniqueEmail } from './helpers';

/** Follows an invitation link signed out and signs up through it (the page's language is the mail's). */
async function joinThroughLink(
  page: Page,
  link: string,
  labels: { title: string; lastName: string; firstName: string; password: string; create: string },
) {
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: labels.title })).toBeVisible();
  await page.getByLabel(labels.lastName, { exact: true }).fill('Kim');
  await page.getByLabel(labels.firstName, { exact: true }).fill('Joiner');
  await page.getByLabel(labels.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: labels.create }).click();
  await expect(page).toHaveURL(/\/company\/mypage\/dashboard$/);
}

test('an owner invites a recruiter (Korean) and an interviewer (English); the interviewer cannot search talents', async ({
  page,
  request,
}) => {
  const owner = uniqueEmail('team-owner');
  const recruiter = uniqueEmail('team-recruiter');
  const interviewer = uniqueEmail('team-interviewer');
  await createVerifiedAccount(request, { email: owner, role: 'ORGANIZATION', locale: 'ko' });

  await page.goto('/ko/auth/signin');
  await signInViaForm(page, owner, PASSWORD, /^로그인$/);
  await expect(page).toHaveURL(/\/ko\/company\/mypage\/dashboard$/);

  // The recruiter, from the Korean page (the mail goes out in Korean).
  await page.goto('/ko/company/mypage/team');
  await expect(page.getByRole('heading', { name: '팀', exact: true })).toBeVisible();
  await page.getByLabel('이메일', { exact: true }).fill(recruiter);
  await page.getByRole('button', { name: '초대 보내기' }).click();
  await expect(page.getByText(recruiter).first()).toBeVisible();
  await screenshots(page, 'team-ko');

  // The interviewer, from the English page.
  await page.goto('/en/company/mypage/team');
  await page.getByLabel('E-mail', { exact: true }).fill(interviewer);
  await page.getByRole('combobox', { name: 'Role', exact: true }).click();
  await page.getByRole('option', { name: 'Interviewer' }).click();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(interviewer).first()).toBeVisible();
  await screenshots(page, 'team-en');

  const recruiterLink = await mailLink(request, recruiter, '/ko/team/invitation');
  await joinThroughLink(page, recruiterLink, {
    title: '채용팀 합류',
    lastName: '성',
    firstName: '이름',
    password: '비밀번호',
    create: '계정 만들고 합류하기',
  });
  await expect(page.getByRole('link', { name: '인재 찾기' }).first()).toBeVisible();

  const interviewerLink = await mailLink(request, interviewer, '/en/team/invitation');
  await joinThroughLink(page, interviewerLink, {
    title: 'Join a hiring team',
    lastName: 'Last name',
    firstName: 'First name',
    password: 'Password',
    create: 'Create account and join',
  });
  await expect(page.getByRole('link', { name: 'Find talents', exact: true })).toHaveCount(0);
  // The fair-hiring card (alerts for those who see every candidate, decision 039) is not an interviewer's.
  await expect(page).toHaveURL(/\/en\/company\/mypage\/dashboard$/);
  await expect(page.getByTestId('dashboard-interviews')).toBeVisible();
  await expect(page.getByTestId('dashboard-fair-hiring')).toHaveCount(0);
  const me = await (await page.request.get('/api/v1/user')).json();
  expect(me.data.memberRole).toBe('INTERVIEWER');
  const search = await page.request.get(`/api/v1/organizations/${me.data.companyId}/saved-searches`);
  expect(search.status()).toBe(403);

  // The link works once.
  await page.context().clearCookies();
  await page.goto(interviewerLink);
  await expect(page.getByText('This invitation is not valid, was revoked or has already been used.')).toBeVisible();
});
