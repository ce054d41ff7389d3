import { SEARCH_COUNT_CAP } from '@app/contract/limits';
import { OFFER_APPLICATION_STATUSES } from '@app/contract/rules/application-state';
import {
  and,
  asc,
  count,
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
import { type applicationEvents, interviewProposals, interviewSlots } from '../../db/schema/hiring';
import { organizations } from '../../db/schema/organizations';
import { jobPostings } from '../../db/schema/postings';
import { profileJobRoles, talentProfiles } from '../../db/schema/profiles';
import { talentProposals } from '../../db/schema/talent-discovery';
import { notificationSettings, users } from '../../db/schema/users';
import { talentTimeZoneOf } from '../countries/countries.service';

type Status = (typeof applications.$inferSelect)['status'];
export type ApplicationEventRow = typeof applicationEvents.$inferSelect;

/** A user with their mail settings (defaults when no settings row exists). */
export async function findRecipient(db: DbOrTx, userId: number) {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      locale: users.locale,
      status: users.status,
      emailNotiFlag: notificationSettings.emailNotiFlag,
      jobResultFlag: notificationSettings.jobResultFlag,
      jobDecisionNotiFlag: notificationSettings.jobDecisionNotiFlag,
    })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return {
    ...row,
    emailNotiFlag: row.emailNotiFlag ?? true,
    jobResultFlag: row.jobResultFlag ?? true,
    jobDecisionNotiFlag: row.jobDecisionNotiFlag ?? true,
  };
}
export type Recipient = NonNullable<Awaited<ReturnType<typeof findRecipient>>>;

/** A talent's summary for candidate cards: name, image, country, seeking status and representative job role. */
export async function findUserSummaries(db: DbOrTx, userIds: number[]) {
  const out = new Map<number, UserSummaryRow>();
  if (userIds.length === 0) return out;
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      imageUrl: users.imageUrl,
      profileImgUrl: talentProfiles.profileImgUrl,
      country: talentProfiles.country,
      timeZone: talentProfiles.timeZone,
      jobSeekingStatus: talentProfiles.jobSeekingStatus,
      jobPosition: profileJobRoles.jobRole,
    })
    .from(users)
    .leftJoin(talentProfiles, eq(talentProfiles.userId, users.id))
    .leftJoin(profileJobRoles, and(eq(profileJobRoles.userId, users.id), eq(profileJobRoles.isRepresentative, true)))
    .where(inArray(users.id, userIds));
  for (const r of rows) {
    if (out.has(r.id)) continue;
    out.set(r.id, {
      id: r.id,
      firstName: r.firstName,
      lastName: r.lastName,
      jobPosition: r.jobPosition,
      image: r.profileImgUrl ?? r.imageUrl,
      country: r.country,
      jobSeekingStatus: r.jobSeekingStatus,
      timeZone: talentTimeZoneOf(r),
    });
  }
  return out;
}
export type UserSummaryRow = {
  id: number;
  firstName: string;
  lastName: string;
  jobPosition: string | null;
  image: string | null;
  country: string | null;
  jobSeekingStatus: string | null;
  timeZone: string | null;
};

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

/** A page of a posting's candidates (never withdrawn applications). */
export async function findCandidatePage(
  db: DbOrTx,
  postingId: number,
  opts: {
    statuses?: Status[];
    includeJobOffer?: boolean;
    keyword?: string;
    sort: 'APPLIED_AT' | 'NAME';
    direction: 'ASC' | 'DESC';
    page: number;
    size: number;
  },
) {
  // Anonymous applications (retention window over, decision 039) are statistics only: never a candidate.
  const conditions: (SQL | undefined)[] = [
    eq(applications.postingId, postingId),
    ne(applications.status, 'WITHDRAWN'),
    isNull(applications.anonymizedAt),
  ];
  if (opts.statuses?.length) conditions.push(inArray(applications.status, opts.statuses));
  if (opts.includeJobOffer === false) conditions.push(notInArray(applications.status, OFFER_APPLICATION_STATUSES));
  if (opts.keyword) conditions.push(nameCondition(opts.keyword));
  const where = and(...conditions);
  const dir = opts.direction === 'ASC' ? asc : desc;
  // Both orders have an index led by the posting (applied date, or the names copied onto the application).
  const order =
    opts.sort === 'NAME'
      ? [dir(applications.applicantFirstName), dir(applications.applicantLastName), dir(applications.id)]
      : [dir(applications.appliedAt), dir(applications.id)];
  if (opts.sort === 'APPLIED_AT') return pageInAppliedOrder(db, where, dir, opts);
  // The page's ids from the index alone (it carries the stage and names), then those rows.
  const page = db
    .select({ id: applications.id })
    .from(applications)
    .where(where)
    .orderBy(...order)
    .limit(opts.size)
    .offset((opts.page - 1) * opts.size)
    .as('page');
  const rows = db
    .select({ application: applications })
    .from(page)
    .innerJoin(applications, eq(applications.id, page.id))
    .orderBy(...order);
  // Counted up to SEARCH_COUNT_CAP: a posting with 96,000 applicants says "1,000+" rather than reading them all.
  // With a name, the count walks applied order: names are spread over it, whereas in name order everyone called
  // 민지 sits together, so the planner's walk of the name index read 48,000 entries before the first match.
  const matches = db
    .select({ one: sql`1` })
    .from(applications)
    .where(where)
    .orderBy(...(opts.keyword ? [desc(applications.appliedAt), desc(applications.id)] : []))
    .limit(SEARCH_COUNT_CAP + 1)
    .as('matches');
  // The page and the count side by side (on a transaction they queue on its one connection).
  const [pageRows, [counted]] = await Promise.all([rows, db.select({ n: count() }).from(matches)]);
  return capped(
    pageRows.map((r) => r.application),
    Number(counted?.n ?? 0),
  );
}

const capped = (rows: (typeof applications.$inferSelect)[], n: number) => ({
  rows,
  total: Math.min(n, SEARCH_COUNT_CAP),
  isCapped: n > SEARCH_COUNT_CAP,
});

/**
 * In applied order (the default) one walk of the posting's applied-date index gives both the capped count and the
 * page: the matches up to SEARCH_COUNT_CAP + 1 (or to the page's end, deeper), counted, and the page cut from them.
 * A name search used to walk the index twice, once for the page and once for the count.
 */
async function pageInAppliedOrder(
  db: DbOrTx,
  where: SQL | undefined,
  dir: typeof asc,
  opts: { page: number; size: number },
) {
  const offset = (opts.page - 1) * opts.size;
  const walk = db.$with('walk').as(
    db
      .select({ id: applications.id, appliedAt: sql<Date>`${applications.appliedAt}`.as('walked_at') })
      .from(applications)
      .where(where)
      .orderBy(dir(applications.appliedAt), dir(applications.id))
      .limit(Math.max(SEARCH_COUNT_CAP + 1, offset + opts.size)),
  );
  const counted = db.$with('counted').as(db.select({ n: sql<number>`count(*)::int`.as('n') }).from(walk));
  const page = db
    .$with('page')
    .as(
      db.select({ id: walk.id }).from(walk).orderBy(dir(walk.appliedAt), dir(walk.id)).limit(opts.size).offset(offset),
    );
  const found = await db
    .with(walk, counted, page)
    .select({ n: counted.n, application: applications })
    .from(counted)
    .leftJoin(page, sql`true`)
    .leftJoin(applications, eq(applications.id, page.id))
    .orderBy(dir(applications.appliedAt), dir(applications.id));
  return capped(
    found.flatMap((r) => (r.application ? [r.application] : [])),
    found[0]?.n ?? 0,
  );
}

/** Applications per posting and status of an organization's postings (deleted postings left out). */
export async function findRecruitmentCounts(db: DbOrTx, organizationId: number) {
  const postings = await db
    .select({ id: jobPostings.id, title: jobPostings.title, status: jobPostings.status })
    .from(jobPostings)
    .where(and(eq(jobPostings.organizationId, organizationId), ne(jobPostings.status, 'DELETED')))
    .orderBy(desc(jobPostings.createdAt), desc(jobPostings.id));
  const counts = await db
    .select({ postingId: applications.postingId, status: applications.status, n: count() })
    .from(applications)
    .innerJoin(jobPostings, eq(jobPostings.id, applications.postingId))
    .where(eq(jobPostings.organizationId, organizationId))
    .groupBy(applications.postingId, applications.status);
  return { postings, counts };
}

/* ---------- interviews ---------- */

export type InterviewProposalRow = typeof interviewProposals.$inferSelect;
export type InterviewSlotRow = typeof interviewSlots.$inferSelect;

/** The application's latest proposal with its slots in time order, or null. */
export async function findLatestInterviewProposal(db: DbOrTx, applicationId: number) {
  const rows = await db
    .select()
    .from(interviewProposals)
    .where(eq(interviewProposals.applicationId, applicationId))
    .orderBy(desc(interviewProposals.proposedAt), desc(interviewProposals.id))
    .limit(1);
  const proposal = rows[0];
  if (!proposal) return null;
  const slots = await db
    .select()
    .from(interviewSlots)
    .where(eq(interviewSlots.proposalId, proposal.id))
    .orderBy(asc(interviewSlots.startsAt), asc(interviewSlots.id));
  return { proposal, slots };
}

/**
 * The latest proposal of each application (one query, DISTINCT ON), with its chosen slot's start when the talent
 * picked one: the `interview` summary of candidate cards.
 */
export async function findLatestInterviewSummaries(db: DbOrTx, applicationIds: number[]) {
  const out = new Map<number, LatestInterviewSummaryRow>();
  if (applicationIds.length === 0) return out;
  const rows = await db
    .selectDistinctOn([interviewProposals.applicationId], {
      applicationId: interviewProposals.applicationId,
      type: interviewProposals.type,
      status: interviewProposals.status,
      meetingUrl: interviewProposals.meetingUrl,
      location: interviewProposals.location,
      proposedAt: interviewProposals.proposedAt,
      respondedAt: interviewProposals.respondedAt,
      scheduledAt: interviewSlots.startsAt,
    })
    .from(interviewProposals)
    .leftJoin(interviewSlots, eq(interviewSlots.id, interviewProposals.chosenSlotId))
    .where(inArray(interviewProposals.applicationId, applicationIds))
    .orderBy(interviewProposals.applicationId, desc(interviewProposals.proposedAt), desc(interviewProposals.id));
  for (const r of rows) out.set(r.applicationId, r);
  return out;
}
export type LatestInterviewSummaryRow = {
  applicationId: number;
  type: InterviewProposalRow['type'];
  status: InterviewProposalRow['status'];
  meetingUrl: string | null;
  location: string | null;
  proposedAt: Date;
  respondedAt: Date | null;
  scheduledAt: Date | null;
};

/** Closes the application's open (unanswered) proposals: a new one replaces them. */
export async function cancelOpenInterviewProposals(db: DbOrTx, applicationId: number, now: Date) {
  await db
    .update(interviewProposals)
    .set({ status: 'CANCELLED', respondedAt: now })
    .where(and(eq(interviewProposals.applicationId, applicationId), eq(interviewProposals.status, 'PROPOSED')));
}

/** Moves a confirmed interview's chosen slot (the company changed its time). */
export async function updateInterviewSlot(db: DbOrTx, slotId: number, startsAt: Date) {
  await db.update(interviewSlots).set({ startsAt }).where(eq(interviewSlots.id, slotId));
}

export async function insertInterviewProposal(
  db: DbOrTx,
  values: typeof interviewProposals.$inferInsert,
  startsAt: Date[],
) {
  const [proposal] = await db.insert(interviewProposals).values(values).returning();
  if (!proposal) throw new Error('insert interview_proposals returned nothing');
  await db.insert(interviewSlots).values(startsAt.map((s) => ({ proposalId: proposal.id, startsAt: s })));
  return proposal;
}

export async function updateInterviewProposal(
  db: DbOrTx,
  id: number,
  values: Partial<typeof interviewProposals.$inferInsert>,
) {
  await db.update(interviewProposals).set(values).where(eq(interviewProposals.id, id));
}

/** Which of these applications of the posting came from accepting one of its proposals. */
export async function findProposalApplicationIds(db: DbOrTx, postingId: number, applicationIds: number[]) {
  if (applicationIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ applicationId: talentProposals.applicationId })
    .from(talentProposals)
    .where(
      and(
        eq(talentProposals.postingId, postingId),
        eq(talentProposals.status, 'ACCEPTED'),
        inArray(talentProposals.applicationId, applicationIds),
      ),
    );
  return new Set(rows.map((r) => r.applicationId).filter((id): id is number => id !== null));
}

/* ---------- the talent's list ---------- */

const SORTS = {
  // RECENT_APPLIED ranks by recency: ASC is most recent first.
  RECENT_APPLIED: {
    ASC: [desc(applications.appliedAt), desc(applications.id)],
    DESC: [asc(applications.appliedAt), asc(applications.id)],
  },
  DEADLINE: {
    ASC: [asc(jobPostings.endedAt), asc(applications.id)],
    DESC: [desc(jobPostings.endedAt), desc(applications.id)],
  },
} as const;

/** The talent's applications with their posting and organization. */
export async function findTalentApplicationPage(
  db: DbOrTx,
  userId: number,
  opts: {
    statuses?: Status[];
    sort: keyof typeof SORTS;
    direction: 'ASC' | 'DESC';
    page: number;
    size: number;
  },
) {
  const conditions: SQL[] = [eq(applications.userId, userId)];
  if (opts.statuses?.length) conditions.push(inArray(applications.status, opts.statuses));
  const where = and(...conditions);
  const rows = await db
    .select({
      application: applications,
      posting: jobPostings,
      org: { id: organizations.id, name: organizations.name, logoUrl: organizations.logoUrl },
    })
    .from(applications)
    .innerJoin(jobPostings, eq(jobPostings.id, applications.postingId))
    .innerJoin(organizations, eq(organizations.id, jobPostings.organizationId))
    .where(where)
    .orderBy(...SORTS[opts.sort][opts.direction])
    .limit(opts.size)
    .offset((opts.page - 1) * opts.size);
  const [total] = await db.select({ n: count() }).from(applications).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export type TalentApplicationRow = Awaited<ReturnType<typeof findTalentApplicationPage>>['rows'][number];
