import { expect, test } from '@playwright/test';
import { createVerifiedAccount, PASSWORD, screenshots, signInViaForm, uniqueEmail } from './helpers';
import { expectProfileSaved, fillProfile, labelled, profileLabels } from './profile-journey';

// Long journeys: many fields, a reload, several screens and a sign-in again.
test.describe.configure({ timeout: 120_000 });

const data = {
  countryQuery: 'Korea',
  country: 'South Korea',
  city: 'Seoul',
  intro: 'Backend engineer who loves typed APIs.',
  educations: [
    {
      school: 'KAIST',
      major: 'Computer Science',
      location: 'Daejeon',
      entrance: '2012-03',
      graduation: '2016-02',
      gpa: '4.1',
    },
    {
      school: 'Seoul National University',
      major: 'Software',
      location: 'Seoul',
      entrance: '2016-03',
      graduation: '2018-02',
      gpa: '4.5',
    },
  ],
  project: 'Job board',
};

test('a talent fills the profile in English, sees it after a reload and on the company view, then changes the password', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('profile-en');
  await createVerifiedAccount(request, { email });
  const { p, row } = profileLabels('en');

  await page.goto('/en/auth/signin');
  await signInViaForm(page, email, PASSWORD, /^Sign in$/);
  await expect(page).toHaveURL(/\/en\/talent\/mypage\/dashboard$/);
  await page.getByRole('link', { name: 'Complete profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: p.title })).toBeVisible();
  await expect(page.getByText(p.jobRoles.empty)).toBeVisible();

  // Client-side rules first: an empty education row is refused before anything is sent.
  await page.getByRole('button', { name: `+ ${p.educations.add}` }).click();
  await page.getByRole('button', { name: p.save }).click();
  await expect(
    page
      .getByRole('group', { name: row.education(1) })
      .getByText('This field is required.')
      .first(),
  ).toBeVisible();
  await page.getByRole('button', { name: `Remove ${row.education(1)}` }).click();

  await fillProfile(page, 'en', data);
  await expect(page.getByText(p.unsaved)).toBeVisible();
  await screenshots(page, 'profile-register-en');
  await page.getByRole('button', { name: p.save }).click();
  await expect(page.getByText(p.saved)).toBeVisible();
  await expect(page.getByText(p.allSaved)).toBeVisible();

  await page.reload();
  await expectProfileSaved(page, 'en', data);

  // Unsaved changes: leaving asks first.
  await page.getByLabel(labelled(p.basics.city)).fill('Busan');
  await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('dialog', { name: p.leave.title })).toBeVisible();
  await page.getByRole('button', { name: p.leave.stay }).click();
  await expect(page).toHaveURL(/profile-register$/);
  await page.getByRole('link', { name: p.viewAsCompany }).click();
  await page.getByRole('button', { name: p.leave.confirm }).click();

  await expect(page).toHaveURL(/\/en\/common-view\/talent\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Test User' })).toBeVisible();
  await expect(page.getByText(p.view.ownNote)).toBeVisible();
  await expect(page.getByText('Backend Developer · 4 yr')).toBeVisible();
  await expect(page.getByText('Seoul, South Korea')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'KAIST' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Seoul National University' })).toBeVisible();
  await expect(
    page.getByText("Bachelor's degree · Computer Science · Daejeon · Mar 2012 – Feb 2016 · GPA 4.10"),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Job board' })).toBeVisible();
  await screenshots(page, 'common-view-en');

  await page.goto('/en/talent/mypage/dashboard');
  await expect(page.getByText('100% complete')).toBeVisible();

  // Interests with the keyboard only.
  await page.goto('/en/talent/mypage/skills-sets');
  const skills = page.getByLabel('Skills of interest');
  await skills.focus();
  await skills.pressSequentially('TypeScr');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Remove TypeScript' })).toBeVisible();
  await page.getByRole('button', { name: 'Save interests' }).click();
  await expect(page.getByText('Your interests are saved.')).toBeVisible();
  await screenshots(page, 'skills-sets-en');

  // Password change: other sessions end; this one stays; the new password signs in.
  const newPassword = 'Bridge-e2e-changed-8';
  await page.goto('/en/talent/mypage/settings');
  await screenshots(page, 'settings-en');
  await page.getByRole('tab', { name: 'Password' }).click();
  await page.getByLabel('Current password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('You were signed out on all other devices.')).toBeVisible();
  await screenshots(page, 'settings-password-en');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/en\/$/);
  await page.goto('/en/auth/signin');
  await signInViaForm(page, email, PASSWORD, /^Sign in$/);
  await expect(page.getByText('The e-mail or password is incorrect.')).toBeVisible();
  await signInViaForm(page, email, newPassword, /^Sign in$/);
  await expect(page).toHaveURL(/\/en\/talent\/mypage\/dashboard$/);
});

test('server validation errors land on the row field they belong to', async ({ page, request }) => {
  const email = uniqueEmail('profile-server');
  await createVerifiedAccount(request, { email });
  const { p, row } = profileLabels('en');
  await page.goto('/en/auth/signin');
  await signInViaForm(page, email, PASSWORD, /^Sign in$/);
  await expect(page).toHaveURL(/dashboard$/);
  await page.goto('/en/talent/mypage/profile-register');
  await fillProfile(page, 'en', data);

  // Values the form would refuse, slipped past it on the way to the server.
  await page.route('**/api/v1/users/*/profile', async (route) => {
    if (route.request().method() !== 'PUT') return route.continue();
    const body = route.request().postDataJSON();
    body.educations[1].gpa = 5.5;
    body.educations[0].graduationDate = '2010-01-01';
    return route.continue({ postData: JSON.stringify(body) });
  });
  await page.getByRole('button', { name: p.save }).click();

  const second = page.getByRole('group', { name: row.education(2) });
  await expect(second.getByText('GPA must be between 0 and 5.')).toBeVisible();
  await expect(second.getByLabel(labelled(p.educations.gpa))).toHaveAttribute('aria-invalid', 'true');
  const first = page.getByRole('group', { name: row.education(1) });
  await expect(first.getByText('The end date cannot be before the start date.')).toBeVisible();
  await expect(first.getByLabel(labelled(p.educations.graduationDate))).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(p.unsaved)).toBeVisible();
});
