import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { type applicationEvents, interviewProposals, interviewSlots } from '../../db/schema/hiring';
import { jobPostings } from '../../db/schema/postings';
import { profileJobRoles, talentProfiles } from '../../db/schema/profiles';
import { talentProposals } from '../../db/schema/talent-discovery';
import { notificationSettings, users } from '../../db/schema/users';
import { talentTimeZoneOf } from '../countries/countries.service';

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

/** What both sides' lists show of an application (the talent's adds when it was accepted and hired). */
export const applicationListColumns = {
  id: applications.id,
  userId: applications.userId,
  status: applications.status,
  appliedAt: applications.appliedAt,
  openedAt: applications.openedAt,
  offeredAt: applications.offeredAt,
};

/** What a candidate card shows of an interview proposal (with its chosen slot joined as `interview_slots`). */
export const interviewSummaryColumns = {
  type: interviewProposals.type,
  status: interviewProposals.status,
  meetingUrl: interviewProposals.meetingUrl,
  location: interviewProposals.location,
  proposedAt: interviewProposals.proposedAt,
  respondedAt: interviewProposals.respondedAt,
  scheduledAt: interviewSlots.startsAt,
};

/**
 * The latest proposal (ties by id) of the outer query's application row, with its chosen slot: a subquery to join
 * laterally (`leftJoinLateral(interview, sql\`true\`)`), read as findLatestInterviewSummaries reads it, and the columns
 * a page selects from it. The candidate list and the talent's applications read it with their rows.
 */
export function latestInterviewOfRow(db: DbOrTx) {
  const interview = db
    .select(interviewSummaryColumns)
    .from(interviewProposals)
    .leftJoin(interviewSlots, eq(interviewSlots.id, interviewProposals.chosenSlotId))
    .where(eq(interviewProposals.applicationId, applications.id))
    .orderBy(desc(interviewProposals.proposedAt), desc(interviewProposals.id))
    .limit(1)
    .as('interview');
  const columns = {
    type: interview.type,
    status: interview.status,
    meetingUrl: interview.meetingUrl,
    location: interview.location,
    proposedAt: interview.proposedAt,
    respondedAt: interview.respondedAt,
    scheduledAt: interview.scheduledAt,
  };
  return { interview, columns };
}

/**
 * The latest proposal of each application (one query, DISTINCT ON), with its chosen slot's start when the talent
 * picked one: the `interview` summary of candidate cards, read on its own. The pages read it with their rows
 * (latestInterviewOfRow); their tests check them against this.
 */
export async function findLatestInterviewSummaries(db: DbOrTx, applicationIds: number[]) {
  const out = new Map<number, LatestInterviewSummaryRow>();
  if (applicationIds.length === 0) return out;
  const rows = await db
    .selectDistinctOn([interviewProposals.applicationId], {
      applicationId: interviewProposals.applicationId,
      ...interviewSummaryColumns,
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
