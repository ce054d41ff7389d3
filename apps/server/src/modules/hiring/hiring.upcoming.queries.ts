import { ENDED_APPLICATION_STATUSES } from '@app/contract/rules/application-state';
import { and, asc, eq, gte, inArray, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { interviewProposals, interviewSlots } from '../../db/schema/hiring';
import { jobPostings } from '../../db/schema/postings';
import { users } from '../../db/schema/users';

/** Applications that reached an end (or a hire): their interviews no longer take place. */

/**
 * The organization's scheduled interviews whose chosen slot starts at or after `now`, soonest first, on applications
 * that are still live; only those of `postingIds` when given (an interviewer's postings).
 */
export async function findUpcomingInterviews(
  db: DbOrTx,
  organizationId: number,
  now: Date,
  limit: number,
  postingIds: number[] | null = null,
) {
  if (postingIds?.length === 0) return [];
  return db
    .select({
      interviewId: interviewProposals.id,
      applicationId: applications.id,
      applicationStatus: applications.status,
      jobPostingId: jobPostings.id,
      postingTitle: jobPostings.title,
      candidateId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      type: interviewProposals.type,
      meetingUrl: interviewProposals.meetingUrl,
      location: interviewProposals.location,
      timeZone: interviewProposals.timeZone,
      startsAt: interviewSlots.startsAt,
    })
    .from(interviewProposals)
    .innerJoin(interviewSlots, eq(interviewSlots.id, interviewProposals.chosenSlotId))
    .innerJoin(applications, eq(applications.id, interviewProposals.applicationId))
    .innerJoin(jobPostings, eq(jobPostings.id, applications.postingId))
    .innerJoin(users, eq(users.id, applications.userId))
    .where(
      and(
        eq(interviewProposals.organizationId, organizationId),
        eq(jobPostings.organizationId, organizationId),
        eq(interviewProposals.status, 'SCHEDULED'),
        gte(interviewSlots.startsAt, now),
        notInArray(applications.status, ENDED_APPLICATION_STATUSES),
        postingIds ? inArray(jobPostings.id, postingIds) : undefined,
      ),
    )
    .orderBy(asc(interviewSlots.startsAt), asc(interviewProposals.id))
    .limit(limit);
}
