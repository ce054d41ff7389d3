import { ProfileUpdateRequestSchema, type TalentProfile } from '@app/contract/schemas/profile';
import { describe, expect, it } from 'vitest';
import { toFormPath } from '../../../lib/form-errors';
import {
  durationOf,
  emptyProfileForm,
  isRowFilled,
  keepOneRepresentative,
  moved,
  profileCompleteness,
  toMonthValue,
  toProfileForm,
  toProfileRequest,
  withRepresentative,
} from './profile-form';

const stored: TalentProfile = {
  userId: 7,
  profile: {
    id: 3,
    jobSeekingStatus: 'ACTIVELY_SEEKING',
    country: 'KR',
    city: 'Seoul',
    introduction: 'Hello',
    isJobOffersAcceptable: true,
    profileImgUrl: null,
  },
  jobRoles: [{ id: 1, categoryId: 2, jobRole: 'Backend Developer', experienceYears: 3, isRepresentative: true }],
  techStacks: [{ id: 1, categoryId: 4, skill: 'TypeScript', experienceYears: 4 }],
  educations: [
    {
      id: 9,
      schoolName: 'KAIST',
      entranceDate: '2015-03-01',
      graduationDate: null,
      degree: 'BACHELOR',
      location: 'Daejeon',
      major: 'CS',
      gpa: 4.1,
    },
  ],
  workExperiences: [
    {
      id: 2,
      companyName: 'Acme',
      startDate: '2020-01-01',
      endDate: '2022-04-01',
      position: 'Engineer',
      description: 'Built the billing service\nCut costs by 30%',
      durationMonths: 27,
    },
  ],
  projects: [
    {
      id: 5,
      order: 2,
      projectName: 'B',
      startDate: '2021-01-01',
      endDate: null,
      description: 'second',
      role: null,
      links: [],
    },
    {
      id: 6,
      order: 1,
      projectName: 'A',
      startDate: '2020-01-01',
      endDate: '2020-06-01',
      description: 'first',
      role: 'Lead',
      links: ['https://a.example'],
    },
  ],
  certificates: [{ id: 1, issueDate: '2019-11-01', certName: 'AWS SAA', issueOrganization: 'AWS' }],
  profileUrls: [{ id: 1, type: 'GITHUB', url: 'https://github.com/x' }],
};

describe('profile form mapping', () => {
  it('turns stored dates into month values and back into YYYY-MM-01 through the contract schema', () => {
    const form = toProfileForm(stored);
    expect(form.educations[0]).toMatchObject({ entranceDate: '2015-03', graduationDate: '' });
    expect(form.workExperiences[0]).toEqual({
      companyName: 'Acme',
      startDate: '2020-01',
      endDate: '2022-04',
      position: 'Engineer',
      description: 'Built the billing service\nCut costs by 30%',
    });
    expect(form.projects[0]).toMatchObject({ role: 'Lead', links: ['https://a.example', '', ''] });
    const parsed = ProfileUpdateRequestSchema.parse(form);
    expect(parsed.projects[0]).toMatchObject({ role: 'Lead', links: ['https://a.example'] });
    expect(parsed.projects[1]).toMatchObject({ role: null, links: [] });
    expect(parsed.educations[0]).toMatchObject({ entranceDate: '2015-03-01', graduationDate: null, gpa: 4.1 });
    expect(parsed.profile).toMatchObject({ country: 'KR', profileImgUrl: null, isJobOffersAcceptable: true });
  });

  it('keeps projects in display order and numbers them from 1 on save', () => {
    const form = toProfileForm(stored);
    expect(form.projects.map((p) => p.projectName)).toEqual(['A', 'B']);
    const body = toProfileRequest(ProfileUpdateRequestSchema.parse({ ...form, projects: moved(form.projects, 0, 1) }));
    expect(body.projects.map((p) => [p.projectName, p.order])).toEqual([
      ['B', 1],
      ['A', 2],
    ]);
  });

  it('drops row ids and the top-level userId, which the strict request schema would refuse', () => {
    const form = toProfileForm(stored);
    expect('userId' in form).toBe(false);
    expect(form.jobRoles[0]).not.toHaveProperty('id');
    expect(ProfileUpdateRequestSchema.safeParse(form).success).toBe(true);
  });

  it('an empty profile is valid and accepts job offers by default', () => {
    const parsed = ProfileUpdateRequestSchema.parse(emptyProfileForm());
    expect(parsed.profile).toMatchObject({ isJobOffersAcceptable: true, jobSeekingStatus: null, country: null });
  });

  it('reports row errors at the paths the form uses', () => {
    const form = toProfileForm(stored);
    const bad = {
      ...form,
      educations: [{ ...form.educations[0]!, gpa: 5.5, graduationDate: '2014-02' }],
    };
    const result = ProfileUpdateRequestSchema.safeParse(bad);
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['educations.0.gpa', 'educations.0.graduationDate']));
    expect(toFormPath('educations[2].gpa')).toBe('educations.2.gpa');
    expect(toFormPath('profile.country')).toBe('profile.country');
    expect(toFormPath('jobRoles[0].isRepresentative')).toBe('jobRoles.0.isRepresentative');
  });
});

describe('month helpers', () => {
  it('reads stored dates as months', () => {
    expect(toMonthValue('2024-03-01')).toBe('2024-03');
    expect(toMonthValue('2024-03-01T00:00:00.000Z')).toBe('2024-03');
    expect(toMonthValue(null)).toBe('');
    expect(toMonthValue('garbage')).toBe('');
  });

  it('computes durations in whole months, to today for a current job', () => {
    expect(durationOf('2024-01', '2024-03')).toBe(2);
    expect(durationOf('2024-03', '2024-01')).toBe(0);
    expect(durationOf('2024-01', '', new Date(Date.UTC(2025, 0, 15)))).toBe(12);
    expect(durationOf('', '2024-01')).toBeNull();
  });
});

describe('row helpers', () => {
  it('knows a filled row from an empty one', () => {
    expect(isRowFilled({ schoolName: '  ', gpa: null, isRepresentative: true })).toBe(false);
    expect(isRowFilled({ schoolName: 'KAIST', gpa: null })).toBe(true);
    expect(isRowFilled({ categoryId: 3, jobRole: '' })).toBe(true);
  });

  it('keeps exactly one representative role', () => {
    const roles = [{ isRepresentative: false }, { isRepresentative: true }, { isRepresentative: false }];
    expect(withRepresentative(roles, 2).map((r) => r.isRepresentative)).toEqual([false, false, true]);
    expect(keepOneRepresentative([{ isRepresentative: false }]).map((r) => r.isRepresentative)).toEqual([true]);
    expect(keepOneRepresentative(roles)).toEqual(roles);
  });

  it('moves rows up and down within bounds', () => {
    expect(moved(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('measures completeness', () => {
    expect(profileCompleteness(null).percent).toBe(0);
    expect(profileCompleteness(stored)).toEqual({
      done: ['basics', 'representativeRole', 'techStack', 'background'],
      missing: [],
      percent: 100,
    });
  });
});
