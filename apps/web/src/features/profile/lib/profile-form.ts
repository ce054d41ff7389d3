import { monthsBetween } from '@app/contract/rules/months';
import { findRepresentativeProblems } from '@app/contract/rules/profile';
import type {
  Degree,
  JobSeekingStatus,
  ProfileUpdate,
  ProfileUrlType,
  TalentProfile,
} from '@app/contract/schemas/profile';

/**
 * The form's values: what the contract's ProfileUpdateRequestSchema takes as input, with months as the month
 * picker gives them (`YYYY-MM`) and empty strings for empty fields. Row ids are left out: the server replaces
 * every list and ignores them (and react-hook-form's field arrays key rows by `id`).
 */
export type ProfileFormValues = {
  profile: {
    jobSeekingStatus: JobSeekingStatus | null;
    country: string;
    city: string;
    introduction: string;
    isJobOffersAcceptable: boolean;
    profileImgUrl: string;
  };
  jobRoles: { categoryId?: number; jobRole: string; experienceYears?: number; isRepresentative: boolean }[];
  techStacks: { categoryId?: number; skill: string; experienceYears?: number }[];
  educations: {
    schoolName: string;
    entranceDate: string;
    graduationDate: string;
    degree: Degree | '';
    location: string;
    major: string;
    gpa: number | null;
  }[];
  workExperiences: { companyName: string; startDate: string; endDate: string; position: string; description: string }[];
  projects: {
    projectName: string;
    startDate: string;
    endDate: string;
    description: string;
    role: string;
    /** Padded with blanks to LINK_FIELDS inputs; blanks are dropped on save. */
    links: string[];
  }[];
  certificates: { issueDate: string; certName: string; issueOrganization: string }[];
  profileUrls: { type: ProfileUrlType | ''; url: string }[];
};

export type ListName = Exclude<keyof ProfileFormValues, 'profile'>;
export const LIST_NAMES: readonly ListName[] = [
  'jobRoles',
  'techStacks',
  'educations',
  'workExperiences',
  'projects',
  'certificates',
  'profileUrls',
];

/** `2024-03-01` (or a full timestamp) → `2024-03`, the month picker's value; empty stays empty. */
export function toMonthValue(date: string | null | undefined): string {
  if (!date) return '';
  const match = /^(\d{4})-(\d{2})/.exec(date);
  return match ? `${match[1]}-${match[2]}` : '';
}

/** The profile a talent without one starts from: seeking status unknown, job offers accepted. */
export function emptyProfileForm(): ProfileFormValues {
  return {
    profile: {
      jobSeekingStatus: null,
      country: '',
      city: '',
      introduction: '',
      isJobOffersAcceptable: true,
      profileImgUrl: '',
    },
    jobRoles: [],
    techStacks: [],
    educations: [],
    workExperiences: [],
    projects: [],
    certificates: [],
    profileUrls: [],
  };
}

/** Link inputs shown per project (more appear when a project already has more). */
export const LINK_FIELDS = 3;
export const padLinks = (links: string[]) => [...links, ...Array(Math.max(0, LINK_FIELDS - links.length)).fill('')];

/** GET body → form values (projects in their display order). */
export function toProfileForm(data: TalentProfile): ProfileFormValues {
  const p = data.profile;
  return {
    profile: {
      jobSeekingStatus: p.jobSeekingStatus,
      country: p.country ?? '',
      city: p.city ?? '',
      introduction: p.introduction ?? '',
      isJobOffersAcceptable: p.isJobOffersAcceptable,
      profileImgUrl: p.profileImgUrl ?? '',
    },
    jobRoles: data.jobRoles.map(({ categoryId, jobRole, experienceYears, isRepresentative }) => ({
      categoryId,
      jobRole,
      experienceYears,
      isRepresentative,
    })),
    techStacks: data.techStacks.map(({ categoryId, skill, experienceYears }) => ({
      categoryId,
      skill,
      experienceYears,
    })),
    educations: data.educations.map((e) => ({
      schoolName: e.schoolName,
      entranceDate: toMonthValue(e.entranceDate),
      graduationDate: toMonthValue(e.graduationDate),
      degree: e.degree,
      location: e.location,
      major: e.major,
      gpa: e.gpa,
    })),
    workExperiences: data.workExperiences.map((w) => ({
      companyName: w.companyName,
      startDate: toMonthValue(w.startDate),
      endDate: toMonthValue(w.endDate),
      position: w.position,
      description: w.description ?? '',
    })),
    projects: [...data.projects]
      .sort((a, b) => a.order - b.order)
      .map((p) => ({
        projectName: p.projectName,
        startDate: toMonthValue(p.startDate),
        endDate: toMonthValue(p.endDate),
        description: p.description,
        role: p.role ?? '',
        links: padLinks(p.links),
      })),
    certificates: data.certificates.map((c) => ({
      issueDate: toMonthValue(c.issueDate),
      certName: c.certName,
      issueOrganization: c.issueOrganization,
    })),
    profileUrls: data.profileUrls.map(({ type, url }) => ({ type, url })),
  };
}

/** The validated form (months already `YYYY-MM-01`) → the PUT body: projects numbered in list order from 1. */
export function toProfileRequest(values: ProfileUpdate): ProfileUpdate {
  return { ...values, projects: values.projects.map((project, index) => ({ ...project, order: index + 1 })) };
}

/** Whole months of a job, to today when it has no end; null while the start is not a valid month. */
export function durationOf(start: string, end: string, today: Date = new Date()): number | null {
  if (!/^\d{4}-\d{2}$/.test(start)) return null;
  if (end && !/^\d{4}-\d{2}$/.test(end)) return null;
  return monthsBetween(`${start}-01`, end ? `${end}-01` : today);
}

/** Whether a row has anything typed in it (removing it then asks first). */
export function isRowFilled(row: object): boolean {
  return Object.entries(row).some(([key, value]) => {
    if (key === 'isRepresentative') return false;
    if (typeof value === 'string') return value.trim() !== '';
    return typeof value === 'number' && !Number.isNaN(value);
  });
}

/** Marks one job role representative and clears the others. */
export function withRepresentative<T extends { isRepresentative: boolean }>(roles: readonly T[], index: number): T[] {
  return roles.map((role, i) => ({ ...role, isRepresentative: i === index }));
}

/** After removing a row: if no role is representative any more, the first one becomes it. */
export function keepOneRepresentative<T extends { isRepresentative: boolean }>(roles: readonly T[]): T[] {
  if (roles.length === 0 || !findRepresentativeProblems(roles).missing) return [...roles];
  return withRepresentative(roles, 0);
}

/** Moves an item one place up (-1) or down (+1); out-of-range moves return the list unchanged. */
export function moved<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}

export type CompletenessStep = 'basics' | 'representativeRole' | 'techStack' | 'background';

/**
 * What a complete profile has (the server's PROFILE_INCOMPLETE checks the first three): basic fields saved, a
 * representative job role, a tech stack, and some education or work experience.
 */
export function profileCompleteness(data: TalentProfile | null | undefined): {
  done: CompletenessStep[];
  missing: CompletenessStep[];
  percent: number;
} {
  const checks: [CompletenessStep, boolean][] = [
    ['basics', !!data?.profile.id && !!data.profile.jobSeekingStatus && !!data.profile.country],
    ['representativeRole', !!data?.jobRoles.some((r) => r.isRepresentative)],
    ['techStack', (data?.techStacks.length ?? 0) > 0],
    ['background', (data?.educations.length ?? 0) + (data?.workExperiences.length ?? 0) > 0],
  ];
  const done = checks.filter(([, ok]) => ok).map(([step]) => step);
  const missing = checks.filter(([, ok]) => !ok).map(([step]) => step);
  return { done, missing, percent: Math.round((done.length / checks.length) * 100) };
}
