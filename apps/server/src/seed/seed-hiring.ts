import { APPLICATION_ACTION_ACTOR } from '@app/contract/rules/application-state';
import { interviewSlotToUtc, utcToInterviewSlot } from '@app/contract/rules/interview-time';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { applicationEvents, interviewProposals, interviewSlots } from '../db/schema/hiring';
import { notifications } from '../db/schema/notifications';
import { organizationMembers, organizations } from '../db/schema/organizations';
import { jobPostings } from '../db/schema/postings';
import { talentProposals } from '../db/schema/talent-discovery';
import { users } from '../db/schema/users';
import {
  type ApplicationRow,
  findApplicationContext,
  transitionApplication,
} from '../modules/applications/application-lifecycle.service';
import { createAssessmentRequest } from '../modules/assessments/assessments.requests.service';
import { DEMO_TALENTS } from './demo-accounts';
import { DEMOS, type Step } from './seed-hiring.data';

const DAY = 86_400_000;
const ZONE = 'Asia/Seoul';

/** Seoul's calendar date `days` from now, at `hour`:00, as a UTC instant. */
function seoulSlot(now: Date, days: number, hour: number): Date {
  const { date } = utcToInterviewSlot(new Date(now.getTime() + days * DAY), ZONE);
  const instant = interviewSlotToUtc({ date, hour, minute: 0 }, ZONE);
  if (!instant) throw new Error(`no such Seoul time: ${date} ${hour}:00`);
  return instant;
}

type Proposal = { id: number; slots: { id: number }[] };

/** The interview rows a step writes beside the move (the hiring area's own, as its service writes them). */
async function writeInterview(
  tx: Tx,
  step: Step,
  application: ApplicationRow,
  at: { when: Date; now: Date; organizationId: number },
  last: Proposal | null,
) {
  const { when, now, organizationId } = at;
  if (step.action === 'PROPOSE_INTERVIEW') {
    const { interview } = step;
    const [row] = await tx
      .insert(interviewProposals)
      .values({
        applicationId: application.id,
        organizationId,
        type: interview.type,
        meetingUrl: interview.type === 'ONLINE' ? interview.where : null,
        location: interview.type === 'OFFLINE' ? interview.where : null,
        timeZone: ZONE,
        status: 'PROPOSED',
        proposedAt: when,
        message: interview.message,
      })
      .returning({ id: interviewProposals.id });
    if (!row) throw new Error('demo proposal insert returned nothing');
    const slots = await tx
      .insert(interviewSlots)
      .values(interview.slots.map((s) => ({ proposalId: row.id, startsAt: seoulSlot(now, s.days, s.hour) })))
      .returning({ id: interviewSlots.id });
    return { id: row.id, slots };
  }
  if (step.action === 'SCHEDULE_INTERVIEW' || step.action === 'DECLINE_INTERVIEW') {
    if (!last) throw new Error(`demo application ${application.id}: no proposal to answer`);
    const chosen = step.action === 'SCHEDULE_INTERVIEW' ? last.slots[step.slot] : undefined;
    await tx
      .update(interviewProposals)
      .set({ status: chosen ? 'SCHEDULED' : 'DECLINED', respondedAt: when, chosenSlotId: chosen?.id ?? null })
      .where(eq(interviewProposals.id, last.id));
  }
  return last;
}

/**
 * Candidates in every stage for the approved demo companies (see seed-hiring.data.ts), each reached by the
 * applications area's own moves, back-dated: the history, dates, counts and notifications are the ones the product
 * writes. Runs after seedPostings and seedAssessments; does nothing when any application already has a history.
 */
export async function seedHiring(tx: Tx, now = new Date()) {
  if ((await tx.select({ id: applicationEvents.id }).from(applicationEvents).limit(1)).length > 0) return;
  const postings = await tx
    .select({ id: jobPostings.id, title: jobPostings.title, orgId: organizations.id, orgName: organizations.name })
    .from(jobPostings)
    .innerJoin(organizations, eq(organizations.id, jobPostings.organizationId))
    .where(inArray(organizations.name, ['누리소프트', 'BlueWave Labs']));
  const members = await tx
    .select({ organizationId: organizationMembers.organizationId, userId: organizationMembers.userId })
    .from(organizationMembers)
    .where(
      inArray(
        organizationMembers.organizationId,
        postings.map((p) => p.orgId),
      ),
    );
  const talents = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_TALENTS.map((t) => t.email),
      ),
    );
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const seeded: number[] = [];

  for (const demo of DEMOS) {
    const posting = postings.find((p) => p.orgName === demo.company && p.title === demo.posting);
    const talent = talents.find((t) => t.email === demo.talent);
    const member = members.find((m) => m.organizationId === posting?.orgId);
    const context = posting ? await findApplicationContext(tx, posting.id) : null;
    if (!posting || !talent || !member || !context) continue;
    const actors = {
      TALENT: { userId: talent.id, role: 'TALENT' as const },
      COMPANY: { userId: member.userId, role: 'COMPANY' as const },
      SYSTEM: { userId: null, role: 'SYSTEM' as const },
    };
    let { application } = await transitionApplication(tx, {
      application: null,
      talentId: talent.id,
      context,
      action: 'APPLY',
      actor: actors.TALENT,
      now: ago(demo.appliedDaysAgo),
    });
    if (demo.viaProposal) {
      // Proposed a day before; accepting it was the application (as proposals.service records it).
      await tx.insert(talentProposals).values({
        organizationId: posting.orgId,
        postingId: posting.id,
        talentUserId: talent.id,
        createdBy: member.userId,
        message: demo.viaProposal,
        status: 'ACCEPTED',
        applicationId: application.id,
        createdAt: ago(demo.appliedDaysAgo + 1),
        respondedAt: ago(demo.appliedDaysAgo),
      });
    }
    let proposal: Proposal | null = null;
    for (const step of demo.steps) {
      const when = ago(step.daysAgo);
      const isRequest = step.action === 'ADDITIONAL_ASSESSMENT';
      if (step.action === 'ADDITIONAL_ASSESSMENT') {
        await createAssessmentRequest(tx, {
          organizationId: posting.orgId,
          talentUserId: talent.id,
          track: step.track,
          level: step.level,
          message: step.message,
          jobApplicationId: application.id,
        });
      }
      ({ application } = await transitionApplication(tx, {
        application,
        talentId: talent.id,
        context,
        action: step.action,
        actor: isRequest ? actors.COMPANY : actors[APPLICATION_ACTION_ACTOR[step.action]],
        message: step.action === 'PROPOSE_INTERVIEW' ? step.interview.message : 'message' in step ? step.message : null,
        now: when,
        notice: step.action === 'ADDITIONAL_ASSESSMENT' ? { track: step.track, level: step.level } : undefined,
      }));
      proposal = await writeInterview(tx, step, application, { when, now, organizationId: posting.orgId }, proposal);
    }
    seeded.push(application.id);
  }
  // Older news has been read; the last two days' is still unread.
  await tx
    .update(notifications)
    .set({ viewedAt: notifications.createdAt })
    .where(
      sql`${notifications.createdAt} < ${ago(2)} and (${notifications.params}->>'applicationId')::int = any(${`{${seeded.join(',')}}`}::int[])`,
    );
}
