import { toKrw } from '@app/contract/rules/money';
import { postingStatusChangeProblem } from '@app/contract/rules/posting-progress';
import { normalizeSearchText, textGrams } from '@app/contract/rules/text-bigrams';
import type { OrgPostingListQuery, PostingInput } from '@app/contract/schemas/posting';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../deps';
import { assertMemberOf } from '../../http/access';
import { AppError, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/auth';
import { pageOfRows } from '../../http/page';
import {
  assertJobRoleCategories,
  assertSkillCategories,
  resolveJobTitles,
  resolveSkills,
} from '../catalog/catalog.service';
import { findCountryByCode } from '../countries/countries.service';
import {
  acknowledgementAfterEdit,
  checkBeforePublish,
  countUndecided,
  endUndecidedOnClose,
  tellScheduleChange,
} from '../fair-hiring/fair-hiring.postings.service';
import { findOrganizationOr404 } from '../organizations/organizations.lookup.service';
import { loadVocabulary, type Vocabulary } from '../vocabulary/vocabulary.service';
import { findOrganizationPostingPage } from './postings.company.queries';
import { postingConcepts } from './postings.concepts';
import { announceToMatchingTalents } from './postings.matches';
import { presentCard, presentCompanyPosting } from './postings.presenter';
import {
  deletePosting,
  findPostingForUpdate,
  findPostingWithOrganization,
  insertPosting,
  type PostingRow,
  type PostingWrite,
  updatePosting,
} from './postings.queries';
import { postingSummarySource, summarize } from './postings.summary';

type Status = PostingRow['status'];

/** The posting of `organizationId`, or 404 (also when it belongs to another organization). */
async function loadOwnPosting(db: DbOrTx, organizationId: number, postingId: number) {
  const row = await findPostingWithOrganization(db, postingId);
  if (!row || row.posting.organizationId !== organizationId) throw notFound();
  return row;
}

/**
 * Checks what the schema cannot (the country exists; categories, job titles and skills are in the catalogue) and
 * returns the categories: as given, or those of the job titles and skills when none are given.
 */
async function resolveReferences(db: DbOrTx, input: PostingInput): Promise<Categories> {
  if (!findCountryByCode(input.country)) {
    throw new AppError('VALIDATION_FAILED', 400, [{ path: 'country', key: 'validation.country' }]);
  }
  await assertJobRoleCategories(
    db,
    input.jobRoleCategoryIds.map((id, i) => ({ path: `jobRoleCategoryIds[${i}]`, id })),
  );
  await assertSkillCategories(
    db,
    input.skillCategoryIds.map((id, i) => ({ path: `skillCategoryIds[${i}]`, id })),
  );
  const titles = await resolveJobTitles(
    db,
    input.jobTitleIds.map((id, i) => ({ path: `jobTitleIds[${i}]`, id })),
  );
  const skills = await resolveSkills(
    db,
    input.skillIds.map((id, i) => ({ path: `skillIds[${i}]`, id })),
  );
  const categoriesOf = (rows: { categoryId: number }[]) => [...new Set(rows.map((r) => r.categoryId))];
  return {
    jobRoleCategoryIds: input.jobRoleCategoryIds.length > 0 ? input.jobRoleCategoryIds : categoriesOf(titles),
    skillCategoryIds: input.skillCategoryIds.length > 0 ? input.skillCategoryIds : categoriesOf(skills),
  };
}

type Categories = { jobRoleCategoryIds: number[]; skillCategoryIds: number[] };

/** The stored columns of a checked request (references resolved, concepts computed): for writes and the demo seed. */
export async function postingWriteOf(db: DbOrTx, input: PostingInput, companyName: string) {
  const categories = await resolveReferences(db, input);
  return toPostingWrite(input, companyName, await loadVocabulary(db), categories);
}

/** Request → stored columns: the KRW amounts for cross-currency search, the search text and grams, the summary. */
export function toPostingWrite(
  input: PostingInput,
  companyName: string,
  vocabulary: Vocabulary,
  categories: Categories = input,
): PostingWrite {
  const low = input.salaryMin ?? input.salaryMax;
  const high = input.salaryMax ?? input.salaryMin;
  const text = [
    input.title,
    companyName,
    input.city,
    input.businessOverview,
    input.requiredQualification,
    input.preferredQualification,
    input.otherDetails,
    input.mainDuties,
    input.hiringProcess,
  ]
    .filter(Boolean)
    .join('\n');
  const experienceYears = input.experienceLevel === 'EXPERIENCED';
  return {
    title: input.title,
    employmentTypes: input.employmentTypes,
    country: input.country,
    city: input.city,
    workModes: input.workModes,
    startedAt: new Date(input.startedAt),
    endedAt: new Date(input.endedAt),
    currencyCode: input.currencyCode,
    salaryMin: input.salaryMin,
    salaryMax: input.salaryMax,
    salaryType: input.salaryType,
    salaryMinKrw: low === null ? null : toKrw(low, input.currencyCode),
    salaryMaxKrw: high === null ? null : toKrw(high, input.currencyCode),
    businessOverview: input.businessOverview,
    requiredQualification: input.requiredQualification,
    preferredQualification: input.preferredQualification,
    otherDetails: input.otherDetails,
    useAiSummary: input.useAiSummary,
    aiSummary: input.useAiSummary ? summarize(postingSummarySource(input)) : null,
    jobRoleCategoryIds: categories.jobRoleCategoryIds,
    skillCategoryIds: categories.skillCategoryIds,
    jobTitleIds: input.jobTitleIds,
    skillIds: input.skillIds,
    experienceLevel: input.experienceLevel,
    experienceMinYears: experienceYears ? input.experienceMinYears : null,
    experienceMaxYears: experienceYears ? input.experienceMaxYears : null,
    mainDuties: input.mainDuties,
    hiringProcess: input.hiringProcess,
    documentsBy: input.documentsBy,
    interviewsBy: input.interviewsBy,
    resultBy: input.resultBy,
    documentRetentionDays: input.documentRetentionDays,
    ...postingConcepts(
      {
        ...input,
        texts: [
          input.businessOverview,
          input.mainDuties,
          input.requiredQualification,
          input.preferredQualification,
          input.otherDetails,
          input.hiringProcess,
        ],
      },
      vocabulary,
    ),
    requiredAssessments: input.requiredAssessments,
    optionalAssessments: input.optionalAssessments,
    searchText: normalizeSearchText(text),
    searchVector: textGrams(text),
  };
}

async function present(deps: Deps, postingId: number) {
  const row = await findPostingWithOrganization(deps.db, postingId);
  if (!row) throw notFound();
  return presentCompanyPosting(row, await loadVocabulary(deps.db), await countUndecided(deps.db, postingId));
}

/** Creates a draft: always HIDDEN until the company shows it. */
export async function createPosting(deps: Deps, auth: AuthContext, organizationId: number, input: PostingInput) {
  assertMemberOf(auth, organizationId);
  const categories = await resolveReferences(deps.db, input);
  const vocabulary = await loadVocabulary(deps.db);
  const id = await deps.db.transaction(async (tx) => {
    const org = await findOrganizationName(tx, organizationId);
    return insertPosting(tx, organizationId, toPostingWrite(input, org, vocabulary, categories));
  });
  return present(deps, id);
}

async function findOrganizationName(db: DbOrTx, organizationId: number) {
  return (await findOrganizationOr404(db, organizationId)).name;
}

export async function getCompanyPosting(deps: Deps, auth: AuthContext, organizationId: number, postingId: number) {
  assertMemberOf(auth, organizationId);
  const row = await loadOwnPosting(deps.db, organizationId, postingId);
  return presentCompanyPosting(row, await loadVocabulary(deps.db), await countUndecided(deps.db, postingId));
}

/** Replaces the posting's fields; a closed (DELETED) posting cannot change. */
export async function updateCompanyPosting(
  deps: Deps,
  auth: AuthContext,
  organizationId: number,
  postingId: number,
  input: PostingInput,
) {
  assertMemberOf(auth, organizationId);
  const categories = await resolveReferences(deps.db, input);
  const vocabulary = await loadVocabulary(deps.db);
  let mailed = 0;
  await deps.db.transaction(async (tx) => {
    const posting = await findPostingForUpdate(tx, postingId);
    if (!posting || posting.organizationId !== organizationId) throw notFound();
    if (posting.status === 'DELETED') throw new AppError('POSTING_CLOSED', 409);
    const org = await findOrganizationName(tx, organizationId);
    const write = toPostingWrite(input, org, vocabulary, categories);
    await updatePosting(tx, postingId, { ...write, ...acknowledgementAfterEdit(posting, write) });
    mailed = await tellScheduleChange(tx, deps.config, posting, { ...posting, ...write }, org);
  });
  if (mailed > 0) deps.kickOutbox();
  return present(deps, postingId);
}

/**
 * VISIBLE ↔ HIDDEN, or → DELETED (closed for good). Only an approved organization shows a posting. The first time a
 * posting is shown, matching talents are told in the same transaction (postings.matches.ts).
 */
export async function changePostingStatus(
  deps: Deps,
  auth: AuthContext,
  organizationId: number,
  postingId: number,
  status: Status,
  options: { acknowledgeForbiddenQuestions?: boolean; notifyUndecided?: boolean } = {},
) {
  assertMemberOf(auth, organizationId);
  let mailed = 0;
  await deps.db.transaction(async (tx) => {
    const row = await findPostingWithOrganization(tx, postingId);
    if (!row || row.posting.organizationId !== organizationId) throw notFound();
    const posting = await findPostingForUpdate(tx, postingId);
    if (!posting) throw notFound();
    const problem = postingStatusChangeProblem(posting.status, status, row.org.status === 'APPROVED');
    if (problem) throw new AppError(problem, 409);
    if (status === 'VISIBLE' && posting.status !== 'VISIBLE') {
      const acknowledged = checkBeforePublish(auth, posting, options.acknowledgeForbiddenQuestions === true);
      await updatePosting(tx, postingId, { status, ...acknowledged });
      mailed = await announceToMatchingTalents(tx, deps.config, posting, row.org.name);
      return;
    }
    if (status === 'DELETED' && posting.status !== 'DELETED') {
      mailed = await endUndecidedOnClose(tx, deps, auth, { posting, org: row.org }, options.notifyUndecided === true);
    }
    if (posting.status !== status) await updatePosting(tx, postingId, { status });
  });
  if (mailed > 0) deps.kickOutbox();
  return present(deps, postingId);
}

/** Removes a posting nobody applied to; one with applications is closed instead (PATCH DELETED). */
export async function removePosting(deps: Deps, auth: AuthContext, organizationId: number, postingId: number) {
  assertMemberOf(auth, organizationId);
  await deps.db.transaction(async (tx) => {
    const posting = await findPostingForUpdate(tx, postingId);
    if (!posting || posting.organizationId !== organizationId) throw notFound();
    // The count is exact (kept under the posting's lock) and leaves withdrawn applications out.
    if (posting.applicantCount > 0) throw new AppError('POSTING_HAS_APPLICATIONS', 409);
    await deletePosting(tx, postingId);
  });
  return { id: postingId, deleted: true as const };
}

/** Everything but identity, status and counters. */
function copyableFields(p: PostingRow): PostingWrite {
  return {
    title: p.title,
    employmentTypes: p.employmentTypes,
    country: p.country,
    city: p.city,
    workModes: p.workModes,
    startedAt: p.startedAt,
    endedAt: p.endedAt,
    currencyCode: p.currencyCode,
    salaryMin: p.salaryMin,
    salaryMax: p.salaryMax,
    salaryType: p.salaryType,
    salaryMinKrw: p.salaryMinKrw,
    salaryMaxKrw: p.salaryMaxKrw,
    businessOverview: p.businessOverview,
    requiredQualification: p.requiredQualification,
    preferredQualification: p.preferredQualification,
    otherDetails: p.otherDetails,
    useAiSummary: p.useAiSummary,
    aiSummary: p.aiSummary,
    jobRoleCategoryIds: p.jobRoleCategoryIds,
    skillCategoryIds: p.skillCategoryIds,
    jobTitleIds: p.jobTitleIds,
    skillIds: p.skillIds,
    experienceLevel: p.experienceLevel,
    experienceMinYears: p.experienceMinYears,
    experienceMaxYears: p.experienceMaxYears,
    mainDuties: p.mainDuties,
    hiringProcess: p.hiringProcess,
    concepts: p.concepts,
    titleConcepts: p.titleConcepts,
    requiredAssessments: p.requiredAssessments,
    optionalAssessments: p.optionalAssessments,
    searchText: p.searchText,
    searchVector: p.searchVector,
  };
}

/** Copies a posting (any status) into a new HIDDEN draft; counters start at zero. */
export async function copyPosting(deps: Deps, auth: AuthContext, organizationId: number, postingId: number) {
  assertMemberOf(auth, organizationId);
  const id = await deps.db.transaction(async (tx) => {
    await loadOwnPosting(tx, organizationId, postingId);
    // The whole row, search document included (cards and pages read it without), locked against an edit meanwhile.
    const source = await findPostingForUpdate(tx, postingId);
    if (!source) throw notFound();
    return insertPosting(tx, organizationId, copyableFields(source));
  });
  return present(deps, id);
}

export async function listCompanyPostings(
  deps: Deps,
  auth: AuthContext,
  organizationId: number,
  query: OrgPostingListQuery,
) {
  assertMemberOf(auth, organizationId);
  const now = new Date();
  const { rows, total } = await findOrganizationPostingPage(deps.db, organizationId, {
    now,
    status: query.status,
    progress: query.jobPostingProgressStatus,
    sort: query.sort,
    direction: query.direction,
    page: query.page,
    size: query.size,
  });
  const vocabulary = await loadVocabulary(deps.db);
  return pageOfRows(
    rows.map((r) => presentCard(r, vocabulary, now)),
    query.page,
    query.size,
    total,
  );
}
