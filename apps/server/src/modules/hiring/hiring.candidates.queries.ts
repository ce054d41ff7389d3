import { SEARCH_COUNT_CAP } from '@app/contract/limits';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { containing } from '../../db/like';
import { preparedPerKey } from '../../db/prepared';
import { applications } from '../../db/schema/applications';
import { organizations } from '../../db/schema/organizations';
import { jobPostings } from '../../db/schema/postings';
import { profileJobRoles, talentProfiles } from '../../db/schema/profiles';
import { talentProposals } from '../../db/schema/talent-discovery';
import { users } from '../../db/schema/users';
import {
  type CountedAssessment,
  countedAssessmentsFromColumn,
  countedResultsColumn,
} from '../assessments/assessments.results.service';
import { talentTimeZoneOf } from '../countries/countries.service';
import { tagsOfTalentColumn } from '../talent-notes/talent-notes.service';
import {
  type CandidateListQuery,
  keyOf,
  param,
  type Shape,
  type Status,
  shapeOf,
  statusValues,
  walks,
} from './hiring.candidates.walks';
import {
  applicationListColumns,
  type LatestInterviewSummaryRow,
  latestInterviewOfRow,
  type UserSummaryRow,
} from './hiring.queries';

/*
 * The candidate list of a posting in one statement (decisions 045, 048, 053 and 055): the posting a card shows, the
 * capped count, the page, and each card's summary, latest interview, whether it came from an accepted proposal, the
 * organization's tags and the talent's counted results.
 */

/**
 * The statement of one shape: the posting (none when it does not exist), the page's candidates in order with what their
 * cards show as the organization sees them, and the capped count, in one statement: one round trip instead of the
 * eight statements (three one after another) a page took (decision 055). Prepared once per shape and connection, so
 * neither drizzle nor PostgreSQL builds it again for each request (decision 058).
 */
function prepareCandidatePage(db: DbOrTx, s: Shape) {
  const { walk, page, order } = walks(db, s);
  const counted = db.$with('counted').as(db.select({ n: sql<number>`count(*)::int`.as('n') }).from(walk));
  const posting = db.$with('posting').as(
    db
      .select({
        organizationId: jobPostings.organizationId,
        employmentTypes: jobPostings.employmentTypes,
        country: jobPostings.country,
        salaryMin: jobPostings.salaryMin,
        salaryMax: jobPostings.salaryMax,
        currencyCode: jobPostings.currencyCode,
        salaryType: jobPostings.salaryType,
        requiredAssessments: jobPostings.requiredAssessments,
        orgName: organizations.name,
        logoUrl: organizations.logoUrl,
      })
      .from(jobPostings)
      .innerJoin(organizations, eq(organizations.id, jobPostings.organizationId))
      .where(eq(jobPostings.id, param.posting)),
  );
  const { interview, columns: interviewColumns } = latestInterviewOfRow(db);
  // Evaluated once for the page (a hashed subplan), not once per card.
  const acceptedProposals = sql`select ${talentProposals.applicationId} from ${talentProposals}
    where ${talentProposals.postingId} = ${param.posting} and ${talentProposals.status} = 'ACCEPTED'
    and ${talentProposals.applicationId} is not null`;
  return db
    .with(walk, counted, page, posting)
    .select({
      n: counted.n,
      posting: {
        organizationId: posting.organizationId,
        employmentTypes: posting.employmentTypes,
        country: posting.country,
        salaryMin: posting.salaryMin,
        salaryMax: posting.salaryMax,
        currencyCode: posting.currencyCode,
        salaryType: posting.salaryType,
        requiredAssessments: posting.requiredAssessments,
        orgName: posting.orgName,
        logoUrl: posting.logoUrl,
      },
      application: applicationListColumns,
      user: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        imageUrl: users.imageUrl,
        profileImgUrl: talentProfiles.profileImgUrl,
        country: talentProfiles.country,
        timeZone: talentProfiles.timeZone,
        jobSeekingStatus: talentProfiles.jobSeekingStatus,
        jobPosition: sql<string | null>`(select ${profileJobRoles.jobRole} from ${profileJobRoles}
          where ${profileJobRoles.userId} = ${users.id} and ${profileJobRoles.isRepresentative}
          order by ${profileJobRoles.position}, ${profileJobRoles.id} limit 1)`,
      },
      interview: interviewColumns,
      fromProposal: sql<boolean>`coalesce(${applications.id} in (${acceptedProposals}), false)`,
      tags: tagsOfTalentColumn(param.organization, applications.userId),
      results: countedResultsColumn(applications.userId),
    })
    .from(counted)
    .leftJoin(posting, sql`true`)
    .leftJoin(page, sql`true`)
    .leftJoin(applications, eq(applications.id, page.id))
    .leftJoin(users, eq(users.id, applications.userId))
    .leftJoin(talentProfiles, eq(talentProfiles.userId, applications.userId))
    .leftJoinLateral(interview, sql`true`)
    .orderBy(...order)
    .prepare(`candidate_page_${keyOf(s)}`);
}

/** Each shape's prepared statement, per database handle (each pooled connection prepares it on first use). */
const preparedPage = preparedPerKey<DbOrTx, ReturnType<typeof prepareCandidatePage>>();

/**
 * The posting (null when it does not exist), the page's candidates in order with what their cards show as
 * `organizationId` sees them, and the capped count. The posting is read with the page; the caller checks it is
 * `organizationId`'s before anything of the page leaves.
 */
export async function findCandidatePage(db: DbOrTx, organizationId: number, postingId: number, q: CandidateListQuery) {
  const shape = shapeOf(q);
  const statement = preparedPage(db, keyOf(shape), () => prepareCandidatePage(db, shape));
  const offset = (q.page - 1) * q.size;
  const found = await statement.execute({
    posting: postingId,
    organization: organizationId,
    reach: Math.max(SEARCH_COUNT_CAP + 1, offset + q.size),
    size: q.size,
    offset,
    like: q.keyword ? containing(q.keyword) : null,
    ...statusValues(q.statuses),
  });
  const n = found[0]?.n ?? 0;
  const rows: CandidateRow[] = found.flatMap(
    ({ application: a, user: u, interview: i, fromProposal, tags, results }) => {
      if (!a) return [];
      // A talent deleted meanwhile has no users row (its profile columns come back null too).
      const summary: UserSummaryRow | undefined =
        u?.id != null
          ? {
              id: u.id,
              firstName: u.firstName as string,
              lastName: u.lastName as string,
              jobPosition: u.jobPosition,
              image: u.profileImgUrl ?? u.imageUrl,
              country: u.country,
              jobSeekingStatus: u.jobSeekingStatus,
              timeZone: talentTimeZoneOf(u),
            }
          : undefined;
      const latest: LatestInterviewSummaryRow | undefined = i ? { applicationId: a.id, ...i } : undefined;
      return [
        {
          ...a,
          summary,
          interview: latest,
          fromProposal: Boolean(fromProposal),
          tags,
          // The talent's counted public results: what the company may see (and qualify by).
          results: countedAssessmentsFromColumn(results, { publicOnly: true }),
        },
      ];
    },
  );
  const p = found[0]?.posting ?? null;
  return {
    posting: p && { ...p, id: postingId },
    rows,
    total: Math.min(n, SEARCH_COUNT_CAP),
    isCapped: n > SEARCH_COUNT_CAP,
  };
}

export type CandidatePage = Awaited<ReturnType<typeof findCandidatePage>>;
/** What a candidate card shows of the posting and its organization. */
export type CandidatePosting = NonNullable<CandidatePage['posting']>;
/** A page's application with its card's summary, latest interview and proposal flag. */
export type CandidateRow = {
  id: number;
  userId: number;
  status: Status;
  appliedAt: Date;
  openedAt: Date | null;
  offeredAt: Date | null;
  summary: UserSummaryRow | undefined;
  interview: LatestInterviewSummaryRow | undefined;
  fromProposal: boolean;
  /** The organization's tags on the talent. */
  tags: string[];
  results: CountedAssessment[];
};
