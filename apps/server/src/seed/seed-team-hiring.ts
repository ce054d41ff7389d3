import { scorecardCriteriaOf } from '@app/contract/rules/scorecard';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { applications } from '../db/schema/applications';
import {
  applicationEvents,
  interviewPanelMembers,
  interviewProposals,
  interviewScorecards,
  interviewSlots,
} from '../db/schema/hiring';
import { jobOffers } from '../db/schema/offers';
import { organizationMembers, organizations } from '../db/schema/organizations';
import { jobPostings, postingAssignments } from '../db/schema/postings';
import { users } from '../db/schema/users';
import { DEMO_COMPANIES, DEMO_TEAM_MEMBERS } from './demo-accounts';
import { JAMES, NURI_FRONTEND } from './seed-hiring.data';

const DAY = 86_400_000;
const dateOf = (at: Date) => at.toISOString().slice(0, 10);

/** Status of the structured offer behind an application's last OFFER move (decision 037). */
const OFFER_STATUS_OF = {
  OFFERED: 'SENT',
  OFFER_ACCEPTED: 'ACCEPTED',
  HIRED: 'ACCEPTED',
  OFFER_DECLINED: 'DECLINED',
} as const;

/** Terms per company: 누리소프트 pays a yearly salary in won, BlueWave Labs in US dollars. */
const TERMS = {
  누리소프트: { salaryAmount: 62_000_000, currency: 'KRW', period: 'YEAR' },
  'BlueWave Labs': { salaryAmount: 96_000, currency: 'USD', period: 'YEAR' },
} as const;

async function userIdOf(tx: Tx, email: string) {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (!row) throw new Error(`demo user ${email} is missing`);
  return row.id;
}

/**
 * What hiring teams add to the demo (decisions 034–037), after seedHiring and seedTeam: 누리소프트's confirmed
 * interviews get a panel (the owner and the demo interviewer, who is assigned to those postings), past interviews
 * their submitted scorecards, every offer move a structured offer with its terms, and 누리소프트 requires an owner's
 * approval of offers, with one by the recruiter waiting for it.
 */
export async function seedTeamHiring(tx: Tx, now = new Date()) {
  const owner = await userIdOf(tx, DEMO_COMPANIES[0].email);
  const [recruiter, interviewer] = await Promise.all(DEMO_TEAM_MEMBERS.map((m) => userIdOf(tx, m.email)));
  if (!recruiter || !interviewer) throw new Error('the demo team of 누리소프트 is missing');
  const [membership] = await tx.select().from(organizationMembers).where(eq(organizationMembers.userId, owner));
  if (!membership) throw new Error('the demo owner of 누리소프트 has no organization');
  const nuri = membership.organizationId;
  await tx.update(organizations).set({ offersNeedApproval: true }).where(eq(organizations.id, nuri));

  // Panels and scorecards of the confirmed interviews.
  const interviews = await tx
    .select({
      proposalId: interviewProposals.id,
      applicationId: interviewProposals.applicationId,
      postingId: applications.postingId,
      startsAt: interviewSlots.startsAt,
    })
    .from(interviewProposals)
    .innerJoin(interviewSlots, eq(interviewSlots.id, interviewProposals.chosenSlotId))
    .innerJoin(applications, eq(applications.id, interviewProposals.applicationId))
    .where(and(eq(interviewProposals.organizationId, nuri), eq(interviewProposals.status, 'SCHEDULED')));
  const criteria = scorecardCriteriaOf(null);
  for (const interview of interviews) {
    const panel = [owner, interviewer];
    await tx
      .insert(interviewPanelMembers)
      .values(panel.map((userId) => ({ proposalId: interview.proposalId, userId })))
      .onConflictDoNothing();
    await tx
      .insert(postingAssignments)
      .values({ postingId: interview.postingId, userId: interviewer, assignedBy: owner })
      .onConflictDoNothing();
    if (interview.startsAt.getTime() > now.getTime()) continue;
    const after = new Date(interview.startsAt.getTime() + 2 * 3_600_000);
    await tx.insert(interviewScorecards).values([
      {
        proposalId: interview.proposalId,
        applicationId: interview.applicationId,
        interviewerUserId: interviewer,
        recommendation: 'STRONG_YES',
        ratings: criteria.map((criterion, i) => ({ criterion, rating: i % 2 === 0 ? 5 : 4 })),
        notes: 'Explained trade-offs clearly and asked good questions about the team.',
        submittedAt: after,
        updatedAt: after,
      },
      {
        proposalId: interview.proposalId,
        applicationId: interview.applicationId,
        interviewerUserId: owner,
        recommendation: 'YES',
        ratings: criteria.map((criterion, i) => ({ criterion, rating: i % 2 === 0 ? 4 : 3 })),
        notes: '실무 경험이 탄탄합니다. 협업 방식은 다음 단계에서 한 번 더 확인하면 좋겠습니다.',
        submittedAt: after,
        updatedAt: after,
      },
    ]);
  }

  // A structured offer behind every offer move, with the status its application reached.
  const offered = await tx
    .select({
      applicationId: applications.id,
      status: applications.status,
      organizationId: organizations.id,
      company: organizations.name,
      at: applicationEvents.createdAt,
      message: applicationEvents.message,
      actor: applicationEvents.actorUserId,
    })
    .from(applicationEvents)
    .innerJoin(applications, eq(applications.id, applicationEvents.applicationId))
    .innerJoin(jobPostings, eq(jobPostings.id, applications.postingId))
    .innerJoin(organizations, eq(organizations.id, jobPostings.organizationId))
    .where(and(eq(applicationEvents.action, 'OFFER'), inArray(organizations.name, Object.keys(TERMS))))
    .orderBy(desc(applicationEvents.createdAt));
  const answeredAt = async (applicationId: number) => {
    const [answer] = await tx
      .select({ at: applicationEvents.createdAt })
      .from(applicationEvents)
      .where(
        and(
          eq(applicationEvents.applicationId, applicationId),
          inArray(applicationEvents.action, ['ACCEPT_OFFER', 'DECLINE_OFFER']),
        ),
      )
      .limit(1);
    return answer?.at ?? null;
  };
  const done = new Set<number>();
  for (const o of offered) {
    const status = OFFER_STATUS_OF[o.status as keyof typeof OFFER_STATUS_OF];
    if (!status || done.has(o.applicationId)) continue;
    done.add(o.applicationId);
    const expiresAt = new Date(Math.max(o.at.getTime() + 7 * DAY, status === 'SENT' ? now.getTime() + 5 * DAY : 0));
    await tx.insert(jobOffers).values({
      applicationId: o.applicationId,
      organizationId: o.organizationId,
      status,
      ...TERMS[o.company as keyof typeof TERMS],
      startDate: dateOf(new Date(o.at.getTime() + 30 * DAY)),
      expiresAt,
      message: o.message ?? '',
      createdBy: o.actor,
      createdAt: o.at,
      sentAt: o.at,
      answeredAt: status === 'SENT' ? null : await answeredAt(o.applicationId),
      updatedAt: o.at,
    });
  }

  // The recruiter's offer to James for the frontend posting waits for an owner's approval (the talent sees nothing).
  const [james] = await tx
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(jobPostings, eq(jobPostings.id, applications.postingId))
    .innerJoin(users, eq(users.id, applications.userId))
    .where(and(eq(users.email, JAMES), eq(jobPostings.title, NURI_FRONTEND), eq(jobPostings.organizationId, nuri)))
    .limit(1);
  if (james) {
    const at = new Date(now.getTime() - 3_600_000);
    await tx.insert(jobOffers).values({
      applicationId: james.id,
      organizationId: nuri,
      status: 'PENDING_APPROVAL',
      salaryAmount: 58_000_000,
      currency: 'KRW',
      period: 'YEAR',
      startDate: dateOf(new Date(now.getTime() + 30 * DAY)),
      expiresAt: new Date(now.getTime() + 10 * DAY),
      message: 'We would love you to join the frontend team. The terms are below; let us know if you have questions.',
      createdBy: recruiter,
      createdAt: at,
      updatedAt: at,
    });
  }
}
