import fs from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import type enProfileType from '../src/locales/en/profile.json';

type ProfileCatalogue = typeof enProfileType;
const catalogue = (lang: 'en' | 'ko'): ProfileCatalogue =>
  JSON.parse(fs.readFileSync(new URL(`../src/locales/${lang}/profile.json`, import.meta.url), 'utf8'));

/** The profile screen's labels in one language, read from the catalogues the app uses. */
export function profileLabels(lang: 'en' | 'ko') {
  const p = catalogue(lang);
  const n = (template: string, value: number) => template.replace('{{n}}', String(value));
  return {
    p,
    row: {
      jobRole: (i: number) => n(p.jobRoles.item, i),
      techStack: (i: number) => n(p.techStacks.item, i),
      education: (i: number) => n(p.educations.item, i),
      work: (i: number) => n(p.work.item, i),
      project: (i: number) => n(p.projects.item, i),
    },
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field by its label, with or without the "(optional)" marker. */
export const labelled = (label: string) => new RegExp(`^${escapeRegExp(label)}(\\s*\\((optional|선택)\\))?$`);
const field = (scope: Page | Locator, label: string) => scope.getByLabel(labelled(label));

/** Picks an option of a Radix select (the trigger is labelled by its field label). */
async function choose(page: Page, scope: Page | Locator, label: string, option?: string) {
  await field(scope, label).click();
  const options = page.getByRole('option');
  await (option ? options.filter({ hasText: option }).first() : options.first()).click();
}

export type Education = {
  school: string;
  major: string;
  location: string;
  entrance: string;
  graduation: string;
  gpa: string;
};

/** Fills basics, a job role, a tech stack, two educations and a project on the profile screen. */
export async function fillProfile(
  page: Page,
  lang: 'en' | 'ko',
  data: {
    countryQuery: string;
    country: string;
    city: string;
    intro: string;
    educations: Education[];
    project: string;
  },
) {
  const { p, row } = profileLabels(lang);
  await choose(page, page, p.basics.jobSeekingStatus, p.status.ACTIVELY_SEEKING);
  await field(page, p.basics.country).fill(data.countryQuery);
  await page.getByRole('option', { name: data.country, exact: true }).click();
  await field(page, p.basics.city).fill(data.city);
  await field(page, p.basics.introduction).fill(data.intro);

  await page.getByRole('button', { name: `+ ${p.jobRoles.add}` }).click();
  const role = page.getByRole('group', { name: row.jobRole(1) });
  await choose(page, role, p.jobRoles.category);
  await field(role, p.jobRoles.name).fill('Backend Developer');
  await field(role, p.jobRoles.years).fill('4');
  await expect(field(role, p.jobRoles.representative)).toBeChecked();

  await page.getByRole('button', { name: `+ ${p.techStacks.add}` }).click();
  const stack = page.getByRole('group', { name: row.techStack(1) });
  await choose(page, stack, p.techStacks.category);
  await field(stack, p.techStacks.name).fill('TypeScript');
  await field(stack, p.techStacks.years).fill('5');

  for (const [index, education] of data.educations.entries()) {
    await page.getByRole('button', { name: `+ ${p.educations.add}` }).click();
    const group = page.getByRole('group', { name: row.education(index + 1) });
    await field(group, p.educations.schoolName).fill(education.school);
    await choose(page, group, p.educations.degree, p.degree.BACHELOR);
    await field(group, p.educations.major).fill(education.major);
    await field(group, p.educations.location).fill(education.location);
    await field(group, p.educations.entranceDate).fill(education.entrance);
    await field(group, p.educations.graduationDate).fill(education.graduation);
    await field(group, p.educations.gpa).fill(education.gpa);
  }

  await page.getByRole('button', { name: `+ ${p.projects.add}` }).click();
  const project = page.getByRole('group', { name: row.project(1) });
  await field(project, p.projects.projectName).fill(data.project);
  await field(project, p.projects.startDate).fill('2023-01');
  await field(project, p.projects.endDate).fill('2023-09');
  await field(project, p.projects.descriptionLabel).fill('Built a bilingual job board.');
}

/** After a reload: the saved values are back in the form. */
export async function expectProfileSaved(
  page: Page,
  lang: 'en' | 'ko',
  data: { city: string; educations: Education[]; project: string },
) {
  const { p, row } = profileLabels(lang);
  await expect(field(page, p.basics.city)).toHaveValue(data.city);
  for (const [index, education] of data.educations.entries()) {
    const group = page.getByRole('group', { name: row.education(index + 1) });
    await expect(field(group, p.educations.schoolName)).toHaveValue(education.school);
    await expect(field(group, p.educations.entranceDate)).toHaveValue(education.entrance);
    await expect(field(group, p.educations.gpa)).toHaveValue(education.gpa);
  }
  await expect(field(page.getByRole('group', { name: row.project(1) }), p.projects.projectName)).toHaveValue(
    data.project,
  );
}
