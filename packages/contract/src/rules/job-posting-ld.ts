import type { SalaryType } from './salary';

/**
 * schema.org JobPosting for search engines' job results (Google's required and recommended properties; Naver reads
 * the same). Built from plain values so the server page and its tests share one mapping.
 */
export type JobPostingFacts = {
  id: number;
  /** The posting's canonical page. */
  url: string;
  title: string;
  /** HTML, already escaped. */
  descriptionHtml: string;
  startedAt: string;
  endedAt: string;
  employmentTypes: readonly string[];
  workModes: readonly string[];
  country: string;
  city: string;
  salary: { min: number | null; max: number | null; currencyCode: string; salaryType: SalaryType };
  organization: { name: string; pageUrl: string; website: string | null; logoUrl: string | null };
};

/** Our employment types → schema.org's values. */
export const SCHEMA_EMPLOYMENT_TYPE: Record<string, string> = {
  FULL_TIME: 'FULL_TIME',
  CONTRACT: 'CONTRACTOR',
  INTERN: 'INTERN',
};

const SALARY_UNIT: Record<Exclude<SalaryType, 'NEGOTIABLE'>, string> = {
  ANNUAL: 'YEAR',
  MONTHLY: 'MONTH',
  WEEKLY: 'WEEK',
  DAILY: 'DAY',
  HOURLY: 'HOUR',
};

function baseSalaryOf(salary: JobPostingFacts['salary']) {
  if (salary.salaryType === 'NEGOTIABLE' || (salary.min === null && salary.max === null)) return undefined;
  const min = salary.min ?? salary.max;
  const max = salary.max ?? salary.min;
  const value =
    min === max
      ? { '@type': 'QuantitativeValue', value: min, unitText: SALARY_UNIT[salary.salaryType] }
      : { '@type': 'QuantitativeValue', minValue: min, maxValue: max, unitText: SALARY_UNIT[salary.salaryType] };
  return { '@type': 'MonetaryAmount', currency: salary.currencyCode, value };
}

/** The JobPosting object; a fully remote posting is TELECOMMUTE within its country, a hybrid one both. */
export function jobPostingLd(facts: JobPostingFacts) {
  const isRemote = facts.workModes.includes('REMOTE');
  const isRemoteOnly = isRemote && facts.workModes.every((m) => m === 'REMOTE');
  const org = facts.organization;
  const employmentType = [...new Set(facts.employmentTypes.map((t) => SCHEMA_EMPLOYMENT_TYPE[t] ?? 'OTHER'))];
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: facts.title,
    description: facts.descriptionHtml,
    url: facts.url,
    datePosted: facts.startedAt,
    validThrough: facts.endedAt,
    employmentType: employmentType.length === 1 ? employmentType[0] : employmentType,
    identifier: { '@type': 'PropertyValue', name: org.name, value: String(facts.id) },
    hiringOrganization: {
      '@type': 'Organization',
      name: org.name,
      sameAs: org.website ?? org.pageUrl,
      ...(org.logoUrl ? { logo: org.logoUrl } : {}),
    },
    ...(isRemoteOnly
      ? {}
      : {
          jobLocation: {
            '@type': 'Place',
            address: { '@type': 'PostalAddress', addressLocality: facts.city, addressCountry: facts.country },
          },
        }),
    ...(isRemote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: facts.country },
        }
      : {}),
    ...(baseSalaryOf(facts.salary) ? { baseSalary: baseSalaryOf(facts.salary) } : {}),
    directApply: true,
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>`, `&` and the line separators are escaped, so no text in
 * a posting can close the script element or start a comment.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
