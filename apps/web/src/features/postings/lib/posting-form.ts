import type { CurrencyCode } from '@app/contract/rules/money';
import { normalizeDay } from '@app/contract/rules/months';
import type { SalaryType } from '@app/contract/rules/salary';
import type { TrackLevel } from '@app/contract/schemas/assessment-track';
import type {
  CompanyPosting,
  EmploymentType,
  ExperienceLevel,
  PostingInput,
  PostingRequest,
  WorkMode,
} from '@app/contract/schemas/posting';
import type { z } from 'zod';
import { parseAmount } from '../../../shared/format/numbers';

/** The editor's values: dates as typed (`YYYY-MM-DD` when filled in), amounts as typed (commas allowed). */
export type PostingFormValues = {
  title: string;
  employmentTypes: EmploymentType[];
  country: string;
  city: string;
  workModes: WorkMode[];
  startedAt: string;
  endedAt: string;
  currencyCode: CurrencyCode;
  salaryType: SalaryType;
  salaryMin: string;
  salaryMax: string;
  businessOverview: string;
  requiredQualification: string;
  preferredQualification: string;
  otherDetails: string;
  useAiSummary: boolean;
  mainDuties: string;
  hiringProcess: string;
  /** The stated schedule (`YYYY-MM-DD` or blank) and the document-retention window in days, as typed. */
  documentsBy: string;
  interviewsBy: string;
  resultBy: string;
  documentRetentionDays: string;
  /** Kept as saved and sent only while no job title (or skill) is picked; the server derives them otherwise. */
  jobRoleCategoryIds: number[];
  skillCategoryIds: number[];
  jobTitleIds: number[];
  skillIds: number[];
  experienceLevel: ExperienceLevel;
  /** Years as typed (only for EXPERIENCED). */
  experienceMinYears: string;
  experienceMaxYears: string;
  requiredAssessments: TrackLevel[];
  optionalAssessments: TrackLevel[];
};

/** Every field of the form, for placing the server's field errors. */
export const POSTING_FORM_FIELDS = [
  'title',
  'employmentTypes',
  'country',
  'city',
  'workModes',
  'startedAt',
  'endedAt',
  'currencyCode',
  'salaryType',
  'salaryMin',
  'salaryMax',
  'businessOverview',
  'requiredQualification',
  'preferredQualification',
  'otherDetails',
  'useAiSummary',
  'mainDuties',
  'hiringProcess',
  'documentsBy',
  'interviewsBy',
  'resultBy',
  'documentRetentionDays',
  'jobRoleCategoryIds',
  'skillCategoryIds',
  'jobTitleIds',
  'skillIds',
  'experienceLevel',
  'experienceMinYears',
  'experienceMaxYears',
  'requiredAssessments',
  'optionalAssessments',
] as const satisfies readonly (keyof PostingFormValues)[];

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the local calendar day (`2026-03-05`). */
export function toDateInput(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A typed local day (`2026.3.5` too) as an instant: its first moment, or its last for an end date; '' when not a date. */
export function fromDateInput(typed: string, edge: 'start' | 'end'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(normalizeDay(typed) ?? '');
  if (!match) return '';
  const [y, m, d] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const date = edge === 'start' ? new Date(y, m, d, 0, 0, 0, 0) : new Date(y, m, d, 23, 59, 59, 0);
  return date.getMonth() === m ? date.toISOString() : '';
}

const addDays = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return toDateInput(d.toISOString());
};

/** The currency a company most likely pays in: won in Korea (or when its country is not known), dollars elsewhere. */
export function currencyOfCountry(country: string | null): CurrencyCode {
  return !country || country === 'KR' ? 'KRW' : 'USD';
}

/** A new posting: in the company's country and currency (Korea and won when it has none). */
export function emptyPostingValues(companyCountry: string | null = null): PostingFormValues {
  return {
    title: '',
    employmentTypes: ['FULL_TIME'],
    country: companyCountry ?? 'KR',
    city: '',
    workModes: ['ON_SITE'],
    startedAt: addDays(0),
    endedAt: addDays(30),
    currencyCode: currencyOfCountry(companyCountry),
    salaryType: 'MONTHLY',
    salaryMin: '',
    salaryMax: '',
    businessOverview: '',
    requiredQualification: '',
    preferredQualification: '',
    otherDetails: '',
    useAiSummary: false,
    mainDuties: '',
    hiringProcess: '',
    documentsBy: '',
    interviewsBy: '',
    resultBy: '',
    documentRetentionDays: '30',
    jobRoleCategoryIds: [],
    skillCategoryIds: [],
    jobTitleIds: [],
    skillIds: [],
    experienceLevel: 'ANY',
    experienceMinYears: '',
    experienceMaxYears: '',
    requiredAssessments: [],
    optionalAssessments: [],
  };
}

export function postingToValues(p: CompanyPosting): PostingFormValues {
  const amount = (n: number | null) => (n === null ? '' : String(n));
  return {
    title: p.title,
    employmentTypes: p.employmentTypes,
    country: p.country,
    city: p.city,
    workModes: p.workModes,
    startedAt: toDateInput(p.startedAt),
    endedAt: toDateInput(p.endedAt),
    currencyCode: p.currencyCode,
    salaryType: p.salaryType,
    salaryMin: amount(p.salaryMin),
    salaryMax: amount(p.salaryMax),
    businessOverview: p.businessOverview,
    requiredQualification: p.requiredQualification,
    preferredQualification: p.preferredQualification ?? '',
    otherDetails: p.otherDetails ?? '',
    useAiSummary: p.useAiSummary,
    mainDuties: p.mainDuties ?? '',
    hiringProcess: p.hiringProcess ?? '',
    documentsBy: p.documentsBy ?? '',
    interviewsBy: p.interviewsBy ?? '',
    resultBy: p.resultBy ?? '',
    documentRetentionDays: String(p.documentRetentionDays),
    jobRoleCategoryIds: p.jobRoleCategoryIds,
    skillCategoryIds: p.skillCategoryIds,
    jobTitleIds: p.jobTitleIds,
    skillIds: p.skillIds,
    experienceLevel: p.experience.level,
    experienceMinYears: amount(p.experience.minYears),
    experienceMaxYears: amount(p.experience.maxYears),
    requiredAssessments: p.requiredAssessments as TrackLevel[],
    optionalAssessments: p.optionalAssessments as TrackLevel[],
  };
}

/** Years as typed: blank is none; anything else is left for the schema to judge (NaN fails it). */
const yearsOf = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

/** The request body of the form's values (the contract schema then validates it). */
export function valuesToRequest(v: PostingFormValues): PostingRequest {
  const negotiable = v.salaryType === 'NEGOTIABLE';
  const experienced = v.experienceLevel === 'EXPERIENCED';
  return {
    ...v,
    // Empty categories are derived by the server from the job titles and skills, so a changed pick updates them.
    jobRoleCategoryIds: v.jobTitleIds.length ? [] : v.jobRoleCategoryIds,
    skillCategoryIds: v.skillIds.length ? [] : v.skillCategoryIds,
    experienceMinYears: experienced ? yearsOf(v.experienceMinYears) : null,
    experienceMaxYears: experienced ? yearsOf(v.experienceMaxYears) : null,
    startedAt: fromDateInput(v.startedAt, 'start'),
    endedAt: fromDateInput(v.endedAt, 'end'),
    salaryMin: negotiable ? null : parseAmount(v.salaryMin),
    salaryMax: negotiable ? null : parseAmount(v.salaryMax),
    preferredQualification: v.preferredQualification,
    otherDetails: v.otherDetails,
    documentsBy: v.documentsBy.trim() || null,
    interviewsBy: v.interviewsBy.trim() || null,
    resultBy: v.resultBy.trim() || null,
    documentRetentionDays: yearsOf(v.documentRetentionDays) ?? 30,
  };
}

/** The contract's posting schema behind the form's conversion, loaded with zod on first use. */
export const loadPostingFormSchema = () =>
  Promise.all([import('zod'), import('@app/contract/schemas/posting')]).then(
    ([{ z }, { PostingRequestSchema }]) =>
      z.preprocess((v) => valuesToRequest(v as PostingFormValues), PostingRequestSchema) as unknown as z.ZodType<
        PostingInput,
        PostingFormValues
      >,
  );
