import { getTableColumns, type Placeholder, sql } from 'drizzle-orm';
import { postingFollows } from './schema/follows';
import { organizations } from './schema/organizations';
import { jobPostings } from './schema/postings';

/*
 * The columns of a posting card (posting, organization summary, whether the viewer follows it), shared by every query
 * that lists postings as cards: the postings area's own lists and the talent's followed postings.
 */

export const orgSummaryColumns = {
  id: organizations.id,
  name: organizations.name,
  status: organizations.verificationStatus,
  logoUrl: organizations.logoUrl,
};

/** Whether `viewerId` follows the posting of the current row (false without a viewer; a placeholder when prepared). */
export const isFollowedColumn = (viewerId: number | Placeholder | null) =>
  viewerId === null
    ? sql<boolean>`false`
    : sql<boolean>`exists (select 1 from ${postingFollows} where ${postingFollows.userId} = ${viewerId} and ${postingFollows.postingId} = ${jobPostings.id})`;

/**
 * What a card shows of its posting. Lists read only these: the whole row carries the body texts, the search text and
 * its gram vector (kilobytes each, and parsing the vector alone took 3% of a job search's CPU).
 */
export const cardPostingColumns = {
  id: jobPostings.id,
  organizationId: jobPostings.organizationId,
  title: jobPostings.title,
  status: jobPostings.status,
  country: jobPostings.country,
  city: jobPostings.city,
  employmentTypes: jobPostings.employmentTypes,
  workModes: jobPostings.workModes,
  startedAt: jobPostings.startedAt,
  endedAt: jobPostings.endedAt,
  currencyCode: jobPostings.currencyCode,
  salaryMin: jobPostings.salaryMin,
  salaryMax: jobPostings.salaryMax,
  salaryType: jobPostings.salaryType,
  viewCount: jobPostings.viewCount,
  applicantCount: jobPostings.applicantCount,
  jobTitleIds: jobPostings.jobTitleIds,
  skillIds: jobPostings.skillIds,
  experienceLevel: jobPostings.experienceLevel,
  experienceMinYears: jobPostings.experienceMinYears,
  experienceMaxYears: jobPostings.experienceMaxYears,
  // Small, and what recommendations score and explain with.
  jobRoleCategoryIds: jobPostings.jobRoleCategoryIds,
  skillCategoryIds: jobPostings.skillCategoryIds,
  requiredAssessments: jobPostings.requiredAssessments,
  optionalAssessments: jobPostings.optionalAssessments,
  updatedAt: jobPostings.updatedAt,
};

/** A card: the posting's card columns, its organization's summary, whether the viewer follows it. */
export const cardColumns = (viewerId: number | Placeholder | null) => ({
  posting: cardPostingColumns,
  org: orgSummaryColumns,
  isFollowed: isFollowedColumn(viewerId),
});

/**
 * Every column of a posting but its search document (the normalized text and its gram vector, written from the other
 * columns and read only by searches in SQL): parsing the vector cost every read of one posting a few thousand array
 * items, and the candidate list reads its posting on each page.
 */
const { searchText: _text, searchVector: _grams, ...postingColumns } = getTableColumns(jobPostings);
export type PostingWithoutSearch = Omit<typeof jobPostings.$inferSelect, 'searchText' | 'searchVector'>;

/** The whole posting with the card's organization summary: for one posting's page and the company's own views. */
export const fullCardColumns = (viewerId: number | null) => ({
  ...cardColumns(viewerId),
  posting: postingColumns,
});
