import { SEARCH_COUNT_CAP } from '@app/contract/limits';
import { OFFER_APPLICATION_STATUSES } from '@app/contract/rules/application-state';
import {
  and,
  asc,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
  like as sqlLike,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { interviewProposals, interviewSlots } from '../../db/schema/hiring';
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
import { interviewSummaryColumns, type LatestInterviewSummaryRow, type UserSummaryRow } from './hiring.queries';

/*
 * The candidate list of a posting in one statement (decisions 045, 048, 053 and 055): the posting a card shows, the
 * capped count, the page, and each card's summary, latest interview, whether it came from an accepted proposal, the
 * organization's tags and the talent's counted results.
 */

type Status = (typeof applications.$inferSelect)['status'];
type Direction = typeof asc;

/**
 * Applicants whose first or last name contains `keyword`, ignoring case. A keyword without upper and lower case (한글,
 * digits) matches the same names with LIKE as with ILIKE, and LIKE is ~5x cheaper per row: ILIKE lower-cases every
 * name it tests, which was most of a name search's walk through a large posting's applicants (decision 045).
 */
function nameCondition(keyword: string) {
  const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const hasCase = keyword.toLowerCase() !== keyword.toUpperCase();
  const test = hasCase ? ilike : sqlLike;
  return or(test(applications.applicantFirstName, like), test(applications.applicantLastName, like));
}

export type CandidateListQuery = {
  statuses?: Status[];
  includeJobOffer?: boolean;
  keyword?: string;
  sort: 'APPLIED_AT' | 'NAME';
  direction: 'ASC' | 'DESC';
  page: number;
  size: number;
};

/** Candidates (never withdrawn or anonymous applications) of the posting matching the list's filters. */
function candidateWhere(postingId: number, q: CandidateListQuery) {
  // Anonymous applications (retention window over, decision 039) are statistics only: never a candidate.
  const conditions: (SQL | undefined)[] = [
    eq(applications.postingId, postingId),
    ne(applications.status, 'WITHDRAWN'),
    isNull(applications.anonymizedAt),
  ];
  if (q.statuses?.length) conditions.push(inArray(applications.status, q.statuses));
  if (q.includeJobOffer === false) conditions.push(notInArray(applications.status, OFFER_APPLICATION_STATUSES));
  if (q.keyword) conditions.push(nameCondition(q.keyword));
  return and(...conditions);
}

/**
 * The matches walked in an index up to SEARCH_COUNT_CAP + 1 (or to the page's end, deeper), the page's ids in its
 * order. In applied order (the default) one walk of the posting's applied-date index gives both: counted, and the page
 * cut from it. In name order the page walks the name index; the count walks applied order when a name is searched,
 * as in name order everyone called 민지 sits together (the planner's walk of the name index read 48,000 entries
 * before the first match). Both indexes carry the stage and names, so neither walk reads a heap row.
 */
function walks(db: DbOrTx, postingId: number, q: CandidateListQuery) {
  const where = candidateWhere(postingId, q);
  const dir: Direction = q.direction === 'ASC' ? asc : desc;
  const offset = (q.page - 1) * q.size;
  if (q.sort === 'APPLIED_AT') {
    const walk = db.$with('walk').as(
      db
        .select({ id: applications.id, appliedAt: sql<Date>`${applications.appliedAt}`.as('walked_at') })
        .from(applications)
        .where(where)
        .orderBy(dir(applications.appliedAt), dir(applications.id))
        .limit(Math.max(SEARCH_COUNT_CAP + 1, offset + q.size)),
    );
    const page = db
      .$with('page')
      .as(
        db.select({ id: walk.id }).from(walk).orderBy(dir(walk.appliedAt), dir(walk.id)).limit(q.size).offset(offset),
      );
    return { walk, page, order: [dir(applications.appliedAt), dir(applications.id)] };
  }
  const walk = db.$with('walk').as(
    db
      .select({ id: applications.id })
      .from(applications)
      .where(where)
      .orderBy(...(q.keyword ? [desc(applications.appliedAt), desc(applications.id)] : []))
      .limit(SEARCH_COUNT_CAP + 1),
  );
  const order = [dir(applications.applicantFirstName), dir(applications.applicantLastName), dir(applications.id)];
  const page = db.$with('page').as(
    db
      .select({ id: applications.id })
      .from(applications)
      .where(where)
      .orderBy(...order)
      .limit(q.size)
      .offset(offset),
  );
  return { walk, page, order };
}

/**
 * The posting (null when it does not exist), the page's candidates in order with what their cards show as
 * `organizationId` sees them, and the capped count, in one statement: one round trip instead of the eight statements
 * (three one after another) a page took, each a pool checkout, a statement built by drizzle and an answer parsed
 * (decision 055). The posting is read with the page; the caller checks it is `organizationId`'s before anything of
 * the page leaves.
 */
export async function findCandidatePage(db: DbOrTx, organizationId: number, postingId: number, q: CandidateListQuery) {
  const { walk, page, order } = walks(db, postingId, q);
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
      .where(eq(jobPostings.id, postingId)),
  );
  // The latest proposal (ties by id), with its chosen slot: as findLatestInterviewSummaries reads it.
  const interview = db
    .select(interviewSummaryColumns)
    .from(interviewProposals)
    .leftJoin(interviewSlots, eq(interviewSlots.id, interviewProposals.chosenSlotId))
    .where(eq(interviewProposals.applicationId, applications.id))
    .orderBy(desc(interviewProposals.proposedAt), desc(interviewProposals.id))
    .limit(1)
    .as('interview');
  // Evaluated once for the page (a hashed subplan), not once per card.
  const acceptedProposals = sql`select ${talentProposals.applicationId} from ${talentProposals}
    where ${talentProposals.postingId} = ${postingId} and ${talentProposals.status} = 'ACCEPTED'
    and ${talentProposals.applicationId} is not null`;
  const found = await db
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
      application: {
        id: applications.id,
        userId: applications.userId,
        status: applications.status,
        appliedAt: applications.appliedAt,
        openedAt: applications.openedAt,
        offeredAt: applications.offeredAt,
      },
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
      interview: {
        type: interview.type,
        status: interview.status,
        meetingUrl: interview.meetingUrl,
        location: interview.location,
        proposedAt: interview.proposedAt,
        respondedAt: interview.respondedAt,
        scheduledAt: interview.scheduledAt,
      },
      fromProposal: sql<boolean>`coalesce(${applications.id} in (${acceptedProposals}), false)`,
      tags: tagsOfTalentColumn(organizationId, applications.userId),
      results: countedResultsColumn(applications.userId),
    })
    .from(counted)
    .leftJoin(posting, sql`true`)
    .leftJoin(page, sql`true`)
    .leftJoin(applications, eq(applications.id, page.id))
    .leftJoin(users, eq(users.id, applications.userId))
    .leftJoin(talentProfiles, eq(talentProfiles.userId, applications.userId))
    .leftJoinLateral(interview, sql`true`)
    .orderBy(...order);
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
