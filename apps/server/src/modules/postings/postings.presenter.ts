import { postingForbiddenQuestions } from '@app/contract/rules/forbidden-questions';
import { postingProgress } from '@app/contract/rules/posting-progress';
import type { CompanyPosting, OrgSummary, PostingCard } from '@app/contract/schemas/posting';
import type { PostingWithoutSearch } from '../../db/posting-card-columns';
import type { Vocabulary } from '../vocabulary/vocabulary.service';
import type { CardPosting } from './postings.queries';

/** A list's card (the posting's card columns) and a whole posting with its organization (one posting's views). */
export type CardRow = { posting: CardPosting; org: OrgSummary; isFollowed: boolean };
export type FullCardRow = CardRow & { posting: PostingWithoutSearch };

type EmploymentType = PostingCard['employmentTypes'][number];
type WorkMode = PostingCard['workModes'][number];

/** Catalogue entries by id with both names (the reader's language is picked by the client). */
function namesOf(prefix: 'title' | 'skill', ids: number[], vocabulary: Vocabulary) {
  return ids.flatMap((id) => {
    const c = vocabulary.concepts.get(`${prefix}:${id}`);
    return c ? [{ id, nameEn: c.nameEn, nameKo: c.nameKo }] : [];
  });
}

/** Row → posting card (spec §3), with its progress at `now`. */
export function presentCard(
  { posting: p, org, isFollowed }: CardRow,
  vocabulary: Vocabulary,
  now = new Date(),
): PostingCard {
  return {
    id: p.id,
    title: p.title,
    status: p.status,
    jobPostingProgressStatus: postingProgress(p, now),
    salaryDTO: { min: p.salaryMin, max: p.salaryMax, currencyCode: p.currencyCode, salaryType: p.salaryType },
    orgSummaryDTO: { id: org.id, name: org.name, status: org.status, logoUrl: org.logoUrl },
    country: p.country,
    city: p.city,
    employmentTypes: p.employmentTypes as EmploymentType[],
    workModes: p.workModes as WorkMode[],
    startedAt: p.startedAt.toISOString(),
    endedAt: p.endedAt.toISOString(),
    viewCount: p.viewCount,
    applicantCount: p.applicantCount,
    isFollowed: Boolean(isFollowed),
    jobTitles: namesOf('title', p.jobTitleIds, vocabulary),
    skills: namesOf('skill', p.skillIds, vocabulary),
    experience: { level: p.experienceLevel, minYears: p.experienceMinYears, maxYears: p.experienceMaxYears },
  };
}

type TrackLevel = CompanyPosting['requiredAssessments'][number];

/** The body fields both the company's and the talent's views show. */
export function presentBody(p: PostingWithoutSearch) {
  return {
    businessOverview: p.businessOverview,
    requiredQualification: p.requiredQualification,
    preferredQualification: p.preferredQualification,
    otherDetails: p.otherDetails,
    useAiSummary: p.useAiSummary,
    aiSummary: p.useAiSummary ? p.aiSummary : null,
    jobRoleCategoryIds: p.jobRoleCategoryIds,
    skillCategoryIds: p.skillCategoryIds,
    requiredAssessments: p.requiredAssessments as TrackLevel[],
    optionalAssessments: p.optionalAssessments as TrackLevel[],
    jobTitleIds: p.jobTitleIds,
    skillIds: p.skillIds,
    mainDuties: p.mainDuties,
    hiringProcess: p.hiringProcess,
    documentsBy: p.documentsBy,
    interviewsBy: p.interviewsBy,
    resultBy: p.resultBy,
    documentRetentionDays: p.documentRetentionDays,
  };
}

/** Row → the company's view of its posting. */
export function presentCompanyPosting(
  row: FullCardRow,
  vocabulary: Vocabulary,
  undecidedApplicationCount: number,
  now = new Date(),
): CompanyPosting {
  const p = row.posting;
  return {
    ...presentCard(row, vocabulary, now),
    ...presentBody(p),
    currencyCode: p.currencyCode,
    salaryMin: p.salaryMin,
    salaryMax: p.salaryMax,
    salaryType: p.salaryType,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
    forbiddenQuestions: postingForbiddenQuestions(p),
    forbiddenQuestionsAcknowledgedAt: p.forbiddenQuestionsAcknowledgedAt?.toISOString() ?? null,
    undecidedApplicationCount,
  };
}
