import { countryNameOf } from '../rules/country-names';
import { formatMoneyRange } from '../rules/money';
import type { Locale } from '../schemas/common';
import type { PublicJob, PublicJobCard } from '../schemas/public-pages';
import { PUBLIC_PAGE_TEXT } from './public-pages';

/*
 * What a public posting page says, as labelled text: the server renders it as HTML and the web app renders the same
 * lines once it takes over, so the page does not change under the reader.
 */

/** A date in the page's language, as a calendar day in UTC (the same on the server and in every browser). */
export function publicDateOf(iso: string, lang: Locale): string {
  return new Intl.DateTimeFormat(lang === 'ko' ? 'ko-KR' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(iso),
  );
}

export function salaryTextOf(job: Pick<PublicJobCard, 'salaryDTO'>, lang: Locale): string {
  const text = PUBLIC_PAGE_TEXT[lang];
  const { min, max, currencyCode, salaryType } = job.salaryDTO;
  const range = salaryType === 'NEGOTIABLE' ? null : formatMoneyRange(min, max, currencyCode);
  if (!range) return text.salaryTypes.NEGOTIABLE ?? '';
  return lang === 'ko' ? `${text.salaryTypes[salaryType]} ${range}` : `${range} ${text.salaryTypes[salaryType]}`;
}

/** The facts beside a posting: place, types, modes, salary and deadline. */
export function publicJobFacts(job: PublicJobCard, lang: Locale): { label: string; value: string }[] {
  const text = PUBLIC_PAGE_TEXT[lang];
  return [
    { label: text.facts.location, value: `${job.city}, ${countryNameOf(job.country, lang)}` },
    {
      label: text.facts.employmentTypes,
      value: job.employmentTypes.map((t) => text.employmentTypes[t] ?? t).join(', '),
    },
    { label: text.facts.workModes, value: job.workModes.map((m) => text.workModes[m] ?? m).join(', ') },
    { label: text.facts.salary, value: salaryTextOf(job, lang) },
    { label: text.facts.deadline, value: publicDateOf(job.endedAt, lang) },
  ];
}

const SECTION_KEYS = [
  'aiSummary',
  'businessOverview',
  'mainDuties',
  'requiredQualification',
  'preferredQualification',
  'hiringProcess',
  'otherDetails',
] as const;

/**
 * The hiring process as the company stated it, followed by its expected dates and the document-retention window:
 * what the Fair Hiring Procedure Act has it announce (Art. 8 and 11), so the section is never empty. The talent's
 * page of the posting shows the same text.
 */
export function hiringProcessText(
  job: Pick<PublicJob, 'hiringProcess' | 'documentsBy' | 'interviewsBy' | 'resultBy' | 'documentRetentionDays'>,
  lang: Locale,
): string {
  const text = PUBLIC_PAGE_TEXT[lang].schedule;
  const dates = (['documentsBy', 'interviewsBy', 'resultBy'] as const).flatMap((key) => {
    const day = job[key];
    return day ? [`${text[key]}: ${publicDateOf(day, lang)}`] : [];
  });
  return [job.hiringProcess?.trim(), dates.join('\n'), text.retention(job.documentRetentionDays)]
    .filter(Boolean)
    .join('\n\n');
}

/** The posting's texts that are filled in, each with its heading. */
export function publicJobSections(job: PublicJob, lang: Locale): { key: string; title: string; text: string }[] {
  const text = PUBLIC_PAGE_TEXT[lang];
  return SECTION_KEYS.flatMap((key) => {
    const value = key === 'hiringProcess' ? hiringProcessText(job, lang) : job[key];
    return value?.trim() ? [{ key, title: text.sections[key], text: value }] : [];
  });
}

/** A short plain description for `<meta name="description">` and sharing cards (about 155 characters). */
export function summaryOf(texts: (string | null)[], max = 155): string {
  const flat = texts
    .filter((t): t is string => Boolean(t?.trim()))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}
