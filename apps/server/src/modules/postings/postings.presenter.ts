import { postingProgress } from '@app/contract/rules/posting-progress';
import type { CompanyPosting, OrgSummary, PostingCard } from '@app/contract/schemas/posting';
import type { PostingRow } from './postings.queries';

export type CardRow = { posting: PostingRow; org: OrgSummary; isFollowed: boolean };

type EmploymentType = PostingCard['employmentTypes'][number];
type WorkMode = PostingCard['workModes'][number];

/** Row → posting card (spec §3), with its progress at `now`. */
export function presentCard({ posting: p, org, isFollowed }: CardRow, now = new Date()): PostingCard {
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
  };
}

type TrackLevel = CompanyPosting['requiredAssessments'][number];

/** The body fields both the company's and the talent's views show. */
export function presentBody(p: PostingRow) {
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
  };
}

/** Row → the company's view of its posting. */
export function presentCompanyPosting(row: CardRow, now = new Date()): CompanyPosting {
  const p = row.posting;
  return {
    ...presentCard(row, now),
    ...presentBody(p),
    currencyCode: p.currencyCode,
    salaryMin: p.salaryMin,
    salaryMax: p.salaryMax,
    salaryType: p.salaryType,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}
