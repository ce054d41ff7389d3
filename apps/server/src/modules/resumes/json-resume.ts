import {
  EXPERIENCE_YEARS_MAX,
  PROFILE_CITY_MAX,
  PROFILE_DESCRIPTION_MAX,
  PROFILE_INTRODUCTION_MAX,
  PROFILE_MAX_CERTIFICATES,
  PROFILE_MAX_EDUCATIONS,
  PROFILE_MAX_PROJECTS,
  PROFILE_MAX_TECH_STACKS,
  PROFILE_MAX_URLS,
  PROFILE_MAX_WORK_EXPERIENCES,
  PROFILE_TEXT_MAX,
  PROJECT_LINKS_MAX,
  PROJECT_ROLE_MAX,
  RESUME_LANGUAGES_MAX,
  WORK_DESCRIPTION_MAX,
} from '@app/contract/limits';
import { isHttpUrl } from '@app/contract/rules/profile';
import type { Degree, ProfileUrlType } from '@app/contract/schemas/profile';
import type { ResumeContent, ResumeContentInput } from '@app/contract/schemas/resume';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import schema from './json-resume/schema.json' with { type: 'json' };

/*
 * JSON Resume (jsonresume.org) in and out, checked against its published schema (vendored with its licence in
 * json-resume/). Export writes the standard fields and keeps what the standard lacks (years per skill, every project
 * link) in extra fields the schema allows, so an export imports back unchanged. Import clips texts and lists to this
 * platform's limits and skips entries it cannot place (work without a start date): the talent reviews the result.
 */

type Json = Record<string, unknown>;

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
const validate = ajv.compile(schema);

/** The schema's complaints as `path: message` lines; empty when the document is valid. */
export function jsonResumeErrors(document: unknown): string[] {
  if (validate(document)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}`);
}

/* ---------- export ---------- */

/** `2024-03-01` → `2024-03` (JSON Resume's month form). */
const month = (value: string | null) => (value ? value.slice(0, 7) : undefined);
const defined = (o: Json) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null));

const NETWORK: Record<ProfileUrlType, string> = {
  GITHUB: 'GitHub',
  PORTFOLIO: 'Portfolio',
  PERSONAL_WEBSITE: 'Website',
};

export function toJsonResume(content: ResumeContent, language: string): Json {
  const { basics } = content;
  const website = content.links.find((l) => l.type === 'PERSONAL_WEBSITE');
  return {
    basics: defined({
      name: basics.name,
      label: basics.headline,
      summary: basics.summary,
      url: website?.url,
      location: basics.city || basics.country ? defined({ city: basics.city, countryCode: basics.country }) : undefined,
      profiles: content.links.map((l) => ({ network: NETWORK[l.type], url: l.url })),
    }),
    work: content.workExperiences.map((w) =>
      defined({
        name: w.companyName,
        position: w.position,
        startDate: month(w.startDate),
        endDate: month(w.endDate),
        summary: w.description,
      }),
    ),
    education: content.educations.map((e) =>
      defined({
        institution: e.schoolName,
        area: e.major,
        studyType: e.degree,
        startDate: month(e.entranceDate),
        endDate: month(e.graduationDate),
        score: e.gpa === null ? undefined : String(e.gpa),
      }),
    ),
    skills: content.skills.map((s) => defined({ name: s.name, experienceYears: s.experienceYears })),
    projects: content.projects.map((p) =>
      defined({
        name: p.projectName,
        description: p.description,
        roles: p.role ? [p.role] : undefined,
        startDate: month(p.startDate),
        endDate: month(p.endDate),
        url: p.links[0],
        links: p.links.length > 0 ? p.links : undefined,
      }),
    ),
    certificates: content.certificates.map((c) =>
      defined({ name: c.certName, issuer: c.issueOrganization, date: month(c.issueDate) }),
    ),
    languages: content.languages.map((l) => defined({ language: l.language, fluency: l.fluency })),
    meta: { version: 'v1.0.0', language },
  };
}

/* ---------- import ---------- */

const text = (value: unknown, max: number): string | null => {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed ? trimmed.slice(0, max) : null;
};
const items = (value: unknown, max: number): Json[] =>
  Array.isArray(value) ? value.filter((v): v is Json => typeof v === 'object' && v !== null).slice(0, max) : [];
/** JSON Resume dates may be a year alone: that is read as its January. */
const monthOf = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  if (/^\d{4}$/.test(value)) return `${value}-01`;
  return /^\d{4}-\d{2}(-\d{2})?$/.test(value) ? value.slice(0, 7) : null;
};
const httpUrl = (value: unknown) => (typeof value === 'string' && isHttpUrl(value.trim()) ? value.trim() : null);

const DEGREES: [RegExp, Degree][] = [
  [/doct|ph\.?d|박사/i, 'DOCTOR'],
  [/master|m\.?s\b|m\.?a\b|mba|석사/i, 'MASTER'],
  [/bachelor|b\.?s\b|b\.?a\b|학사/i, 'BACHELOR'],
  [/associate|전문학사/i, 'ASSOCIATE'],
  [/high\s*school|고등학교/i, 'HIGH_SCHOOL'],
  [/enrolled|재학/i, 'ENROLLED'],
];
function degreeOf(value: unknown): Degree | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  const exact = value.trim().toUpperCase();
  if (DEGREES.some(([, d]) => d === exact)) return exact as Degree;
  return DEGREES.find(([re]) => re.test(value))?.[1] ?? 'OTHER';
}

function linkType(network: unknown, url: string): ProfileUrlType {
  const n = typeof network === 'string' ? network.toLowerCase() : '';
  if (n.includes('github') || /github\.com/i.test(url)) return 'GITHUB';
  return n.includes('website') || n.includes('blog') ? 'PERSONAL_WEBSITE' : 'PORTFOLIO';
}

/** A valid JSON Resume document as résumé content, ready for the content schema; `fallbackName` when it has none. */
export function fromJsonResume(document: Json, fallbackName: string): ResumeContentInput {
  const basics = (typeof document.basics === 'object' && document.basics !== null ? document.basics : {}) as Json;
  const location = (typeof basics.location === 'object' && basics.location !== null ? basics.location : {}) as Json;
  const links: { type: ProfileUrlType; url: string }[] = [];
  const website = httpUrl(basics.url);
  if (website) links.push({ type: 'PERSONAL_WEBSITE', url: website });
  for (const p of items(basics.profiles, PROFILE_MAX_URLS)) {
    const url = httpUrl(p.url);
    if (url && !links.some((l) => l.url === url)) links.push({ type: linkType(p.network, url), url });
  }
  const country = text(location.countryCode, 2);
  return {
    basics: {
      name: text(basics.name, PROFILE_TEXT_MAX) ?? fallbackName,
      headline: text(basics.label, PROFILE_TEXT_MAX),
      summary: text(basics.summary, PROFILE_INTRODUCTION_MAX),
      city: text(location.city, PROFILE_CITY_MAX),
      country: country && /^[A-Za-z]{2}$/.test(country) ? country : null,
    },
    workExperiences: items(document.work, PROFILE_MAX_WORK_EXPERIENCES).flatMap((w) => {
      const startDate = monthOf(w.startDate);
      const companyName = text(w.name, PROFILE_TEXT_MAX);
      if (!startDate || !companyName) return [];
      const highlights = Array.isArray(w.highlights)
        ? w.highlights.filter((h): h is string => typeof h === 'string').map((h) => `• ${h}`)
        : [];
      const description = [text(w.summary, WORK_DESCRIPTION_MAX), ...highlights].filter(Boolean).join('\n');
      return [
        {
          companyName,
          position: text(w.position, PROFILE_TEXT_MAX) ?? companyName,
          startDate,
          endDate: monthOf(w.endDate),
          description: description.slice(0, WORK_DESCRIPTION_MAX) || null,
        },
      ];
    }),
    educations: items(document.education, PROFILE_MAX_EDUCATIONS).flatMap((e) => {
      const schoolName = text(e.institution, PROFILE_TEXT_MAX);
      if (!schoolName) return [];
      const gpa = typeof e.score === 'string' ? Number.parseFloat(e.score) : Number.NaN;
      return [
        {
          schoolName,
          major: text(e.area, PROFILE_TEXT_MAX),
          degree: degreeOf(e.studyType),
          entranceDate: monthOf(e.startDate),
          graduationDate: monthOf(e.endDate),
          gpa: Number.isFinite(gpa) && gpa >= 0 && gpa <= 5 ? gpa : null,
        },
      ];
    }),
    projects: items(document.projects, PROFILE_MAX_PROJECTS).flatMap((p) => {
      const projectName = text(p.name, PROFILE_TEXT_MAX);
      if (!projectName) return [];
      const listed = Array.isArray(p.links) ? p.links.map(httpUrl) : [];
      const projectLinks = [...new Set([...listed, httpUrl(p.url)].filter((l): l is string => l !== null))];
      const role = Array.isArray(p.roles) ? p.roles.filter((r) => typeof r === 'string').join(', ') : '';
      return [
        {
          projectName,
          role: text(role, PROJECT_ROLE_MAX),
          startDate: monthOf(p.startDate),
          endDate: monthOf(p.endDate),
          description: text(p.description, PROFILE_DESCRIPTION_MAX),
          links: projectLinks.slice(0, PROJECT_LINKS_MAX),
        },
      ];
    }),
    skills: items(document.skills, PROFILE_MAX_TECH_STACKS).flatMap((s) => {
      const name = text(s.name, PROFILE_TEXT_MAX);
      const years = typeof s.experienceYears === 'number' ? Math.trunc(s.experienceYears) : null;
      return name
        ? [{ name, experienceYears: years !== null && years >= 0 && years <= EXPERIENCE_YEARS_MAX ? years : null }]
        : [];
    }),
    certificates: items(document.certificates, PROFILE_MAX_CERTIFICATES).flatMap((c) => {
      const certName = text(c.name, PROFILE_TEXT_MAX);
      return certName
        ? [{ certName, issueOrganization: text(c.issuer, PROFILE_TEXT_MAX), issueDate: monthOf(c.date) }]
        : [];
    }),
    languages: items(document.languages, RESUME_LANGUAGES_MAX).flatMap((l) => {
      const language = text(l.language, PROFILE_TEXT_MAX);
      return language ? [{ language, fluency: text(l.fluency, PROFILE_TEXT_MAX) }] : [];
    }),
    links: links.slice(0, PROFILE_MAX_URLS),
  };
}
