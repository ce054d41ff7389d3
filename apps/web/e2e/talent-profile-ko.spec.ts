import { expect, test } from '@playwright/test';
import { createVerifiedAccount, mailLink, PASSWORD, screenshots, signInViaForm, uniqueEmail } from './helpers';
import { expectProfileSaved, fillProfile, labelled, profileLabels } from './profile-journey';

test.describe.configure({ timeout: 120_000 });

const data = {
  countryQuery: '대한',
  country: '대한민국',
  city: '서울',
  intro: '타입이 있는 API를 좋아하는 백엔드 개발자입니다.',
  educations: [
    {
      school: '한국과학기술원',
      major: '전산학',
      location: '대전',
      entrance: '2012-03',
      graduation: '2016-02',
      gpa: '3.9',
    },
    { school: '서울대학교', major: '소프트웨어', location: '서울', entrance: '2016-03', graduation: '', gpa: '' },
  ],
  project: '채용 게시판',
};

test('a talent fills the profile in Korean, sees it on the company view, changes the password and deletes the account', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('profile-ko');
  await createVerifiedAccount(request, { email, locale: 'ko' });
  const { p } = profileLabels('ko');

  await page.goto('/ko/auth/signin');
  await signInViaForm(page, email, PASSWORD, /^로그인$/);
  await expect(page).toHaveURL(/\/ko\/talent\/mypage\/dashboard$/);
  await screenshots(page, 'dashboard-talent-ko');
  await page.getByRole('link', { name: '프로필 완성하기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: p.title })).toBeVisible();

  await fillProfile(page, 'ko', data);
  await screenshots(page, 'profile-register-ko');
  await page.getByRole('button', { name: p.save }).click();
  await expect(page.getByText(p.saved)).toBeVisible();

  await page.reload();
  await expectProfileSaved(page, 'ko', data);

  await page.getByRole('link', { name: p.viewAsCompany }).click();
  await expect(page).toHaveURL(/\/ko\/common-view\/talent\/\d+$/);
  await expect(page.getByText(p.view.ownNote)).toBeVisible();
  await expect(page.getByText('서울, 대한민국')).toBeVisible();
  await expect(page.getByRole('heading', { name: '한국과학기술원' })).toBeVisible();
  await expect(page.getByText('학사 · 전산학 · 대전 · 2012년 3월 – 2016년 2월 · 학점 3.90')).toBeVisible();
  await expect(page.getByText('학사 · 소프트웨어 · 서울 · 2016년 3월 – 현재')).toBeVisible();
  await expect(page.getByRole('heading', { name: '채용 게시판' })).toBeVisible();
  await screenshots(page, 'common-view-ko');

  await page.goto('/ko/talent/mypage/skills-sets');
  await expect(page.getByRole('heading', { level: 1, name: '기술과 관심 분야' })).toBeVisible();
  await screenshots(page, 'skills-sets-ko');

  // Password change, sign out, sign in with the new password.
  const newPassword = 'Bridge-e2e-changed-9';
  await page.goto('/ko/talent/mypage/settings');
  await screenshots(page, 'settings-ko');
  await page.getByRole('tab', { name: '비밀번호' }).click();
  await page.getByLabel('현재 비밀번호', { exact: true }).fill(PASSWORD);
  await page.getByLabel('새 비밀번호', { exact: true }).fill(newPassword);
  await page.getByLabel('새 비밀번호 확인', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(page.getByText('다른 모든 기기에서 로그아웃되었습니다.')).toBeVisible();

  await page.getByRole('button', { name: '계정 메뉴' }).click();
  await page.getByRole('menuitem', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/ko\/$/);
  await page.goto('/ko/auth/signin');
  await signInViaForm(page, email, newPassword, /^로그인$/);
  await expect(page).toHaveURL(/\/ko\/talent\/mypage\/dashboard$/);

  // Account deletion: the e-mail typed again, a mail, and its link.
  await page.goto('/ko/talent/mypage/settings');
  await page.getByRole('tab', { name: '계정' }).click();
  await page.getByRole('button', { name: '계정 삭제' }).click();
  const dialog = page.getByRole('dialog', { name: '계정을 삭제하시겠어요?' });
  await dialog.getByLabel('이 계정의 이메일 주소').fill('someone.else@e2e.talentbridge.dev');
  await dialog.getByRole('button', { name: '확인 메일 보내기' }).click();
  await expect(dialog.getByText('이 계정의 이메일 주소를 입력해 주세요.')).toBeVisible();
  await dialog.getByLabel('이 계정의 이메일 주소').fill(email);
  await dialog.getByRole('button', { name: '확인 메일 보내기' }).click();
  await expect(dialog.getByText('확인 링크를 보냈습니다', { exact: false })).toBeVisible();
  await screenshots(page, 'settings-deletion-ko');
  await dialog.getByRole('button', { name: '닫기' }).first().click();

  const link = await mailLink(request, email, '/account/delete/confirm');
  await page.goto(link);
  await expect(page.getByText('계정이 삭제되었고 로그아웃되었습니다.', { exact: false })).toBeVisible();
  await screenshots(page, 'account-delete-confirm-ko');
  await page.getByRole('link', { name: '홈으로 가기' }).click();
  await expect(page).toHaveURL(/\/ko\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: '로그인', exact: true })).toBeVisible();

  // The same link does not work twice, and the account is gone.
  await page.goto(link);
  await expect(page.getByRole('alert')).toBeVisible();
  await page.goto('/ko/auth/signin');
  await signInViaForm(page, email, newPassword, /^로그인$/);
  await expect(page).toHaveURL(/\/ko\/auth\/signin$/);
});

test('the demo talent sees a filled profile, skills and interests', async ({ page }) => {
  const { p, row } = profileLabels('ko');
  await page.goto('/ko/auth/signin');
  await signInViaForm(page, 'minji.kim@demo.talentbridge.dev', 'TalentBridge-demo-2026', /^로그인$/);
  await expect(page).toHaveURL(/\/ko\/talent\/mypage\/dashboard$/);
  await expect(page.getByText('100% 완성')).toBeVisible();
  await page.goto('/ko/talent/mypage/profile-register');
  await expect(page.getByRole('group', { name: row.jobRole(1) }).getByLabel(labelled(p.jobRoles.name))).toHaveValue(
    '백엔드 개발자',
  );
  await expect(
    page.getByRole('group', { name: row.education(1) }).getByLabel(labelled(p.educations.schoolName)),
  ).toHaveValue('한양대학교');
  await page.goto('/ko/talent/mypage/skills-sets');
  await expect(page.getByRole('button', { name: '코틀린 삭제' })).toBeVisible();
  await screenshots(page, 'skills-sets-demo-ko');
  await page.goto('/en/talent/mypage/profile-register');
  await screenshots(page, 'profile-register-demo-en');
  await page.getByRole('link', { name: 'See my profile as companies see it' }).click();
  await expect(page.getByRole('link', { name: 'https://minji.dev' })).toBeVisible();
  await screenshots(page, 'common-view-demo-en');
});
