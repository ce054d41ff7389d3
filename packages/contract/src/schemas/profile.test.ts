import { describe, expect, it } from 'vitest';
import { ProfileUpdateRequestSchema } from './profile';

const education = {
  schoolName: 'Seoul National University',
  entranceDate: '2015-03',
  graduationDate: '2019-02',
  degree: 'BACHELOR',
  location: 'Seoul',
  major: 'Computer Science',
  gpa: 4.1,
};

function issues(input: unknown) {
  const result = ProfileUpdateRequestSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

describe('ProfileUpdateRequestSchema', () => {
  it('normalises months and fills defaults', () => {
    const result = ProfileUpdateRequestSchema.parse({ educations: [{ ...education, graduationDate: '' }] });
    expect(result.profile.isJobOffersAcceptable).toBe(true);
    expect(result.educations[0]).toMatchObject({ entranceDate: '2015-03-01', graduationDate: null });
    expect(result.jobRoles).toEqual([]);
  });

  it.each([
    [-0.01, false],
    [0, true],
    [5, true],
    [5.01, false],
  ])('GPA %s accepted: %s', (gpa, accepted) => {
    const found = issues({ educations: [education, { ...education, gpa }] });
    expect(found.length === 0).toBe(accepted);
    if (!accepted) expect(found).toEqual([{ path: 'educations.1.gpa', message: 'validation.gpaRange' }]);
  });

  it.each([
    ['2020-00', 'validation.month'],
    ['2020-13', 'validation.month'],
    ['soon', 'validation.date'],
  ])('month %s → %s', (month, key) => {
    expect(issues({ educations: [{ ...education, entranceDate: month }] })).toEqual([
      { path: 'educations.0.entranceDate', message: key },
    ]);
  });

  it('rejects an end before the start', () => {
    const work = { companyName: 'Kakao', position: 'Engineer', startDate: '2021-05', endDate: '2021-04' };
    expect(issues({ workExperiences: [work] })).toEqual([
      { path: 'workExperiences.0.endDate', message: 'validation.endBeforeStart' },
    ]);
  });

  it('rejects blank text', () => {
    expect(issues({ certificates: [{ issueDate: '2022-01', certName: '   ', issueOrganization: 'HRDK' }] })).toEqual([
      { path: 'certificates.0.certName', message: 'validation.required' },
    ]);
  });

  it('rejects two representative roles and none', () => {
    const role = { categoryId: 1, jobRole: 'Backend Developer', experienceYears: 3, isRepresentative: true };
    expect(issues({ jobRoles: [role, role] })).toEqual([
      { path: 'jobRoles.1.isRepresentative', message: 'validation.oneRepresentative' },
    ]);
    expect(issues({ jobRoles: [{ ...role, isRepresentative: false }] })).toEqual([
      { path: 'jobRoles', message: 'validation.oneRepresentative' },
    ]);
  });

  it('rejects links that are not http(s)', () => {
    expect(issues({ profileUrls: [{ type: 'GITHUB', url: 'javascript:alert(1)' }] })).toEqual([
      { path: 'profileUrls.0.url', message: 'validation.url' },
    ]);
  });

  it('rejects unknown fields', () => {
    expect(issues({ profile: { role: 'ADMIN' } })[0]?.path).toBe('profile');
  });
});
