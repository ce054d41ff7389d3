import { formatName } from '@app/contract/rules/names';
import type { Locale } from '@app/contract/schemas/common';
import type { InterviewChangeRequest } from '@app/contract/schemas/hiring';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../deps';
import { assertMemberOf } from '../../http/access';
import { AppError, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/auth';
import { findMailRecipients } from '../../mail/recipients';
import {
  type ApplicationContext,
  findCompanyApplication,
  findTalentApplication,
} from '../applications/application-lifecycle.service';
import { assertSeesPosting } from '../team/team.scope.service';
import { addressOf, confirmedSlot, interviewCalendar } from './hiring.calendar';
import { loadDetail } from './hiring.candidates.service';
import { slotsOrThrow } from './hiring.interviews.service';
import { sendInterviewCalendar } from './hiring.invitations.service';
import { findPanels } from './hiring.panel.queries';
import { findLatestInterviewProposal, updateInterviewProposal, updateInterviewSlot } from './hiring.queries';

/* A confirmed interview changes time or place (REQUEST, SEQUENCE raised); and its .ics file for either side. */

/**
 * The company moves its confirmed interview to another time and/or changes where it happens: the same UID goes out
 * again to every participant with SEQUENCE raised (409 when the application has no confirmed interview).
 */
export async function changeScheduledInterview(
  deps: Deps,
  auth: AuthContext,
  organizationId: number,
  applicationId: number,
  input: InterviewChangeRequest,
) {
  assertMemberOf(auth, organizationId);
  let mailed = false;
  const result = await deps.db.transaction(async (tx) => {
    const { application, context } = await findCompanyApplication(tx, organizationId, applicationId);
    const confirmed = confirmedSlot(await findLatestInterviewProposal(tx, application.id));
    if (application.status !== 'INTERVIEW_SCHEDULED' || !confirmed) {
      throw new AppError('INVALID_APPLICATION_TRANSITION', 409);
    }
    const now = new Date();
    const [startsAt] = input.slot ? slotsOrThrow([input.slot], input.timeZone, now) : [confirmed.slot.startsAt];
    const place = {
      type: input.type,
      meetingUrl: input.type === 'ONLINE' ? (input.meetingUrl ?? null) : null,
      location: input.type === 'OFFLINE' ? (input.location ?? null) : null,
      timeZone: input.timeZone,
    };
    const before = confirmed.proposal;
    const changed =
      startsAt?.getTime() !== confirmed.slot.startsAt.getTime() ||
      place.type !== before.type ||
      place.meetingUrl !== before.meetingUrl ||
      place.location !== before.location;
    if (changed && startsAt) {
      const values = { ...place, calendarSequence: before.calendarSequence + 1 };
      await updateInterviewProposal(tx, before.id, values);
      await updateInterviewSlot(tx, confirmed.slot.id, startsAt);
      mailed = await sendInterviewCalendar(deps, tx, {
        application,
        context,
        proposal: { ...before, ...values },
        startsAt,
        change: 'UPDATED',
      });
    }
    return loadDetail(tx, application, context);
  });
  if (mailed) deps.kickOutbox();
  return result;
}

/** The confirmed interview as a PUBLISH file for a download, in the reader's language, with its current SEQUENCE. */
async function confirmedIcs(
  deps: Deps,
  db: DbOrTx,
  applicationId: number,
  context: ApplicationContext,
  locale: Locale,
) {
  const confirmed = confirmedSlot(await findLatestInterviewProposal(db, applicationId));
  if (!confirmed) throw notFound();
  const { proposal, slot } = confirmed;
  const panel = (await findPanels(db, [proposal.id])).get(proposal.id) ?? [];
  const people = await findMailRecipients(
    db,
    panel.map((p) => p.userId),
  );
  return interviewCalendar({
    proposal,
    startsAt: slot.startsAt,
    names: { title: context.posting.title, companyName: context.org.name },
    method: 'PUBLISH',
    locale,
    publicUrl: deps.config.publicUrl,
    organizer: { name: context.org.name, email: addressOf(deps.config.mailFrom).email },
    attendees: people.map((p) => ({ name: formatName(p.firstName, p.lastName), email: p.email })),
    stamp: proposal.respondedAt ?? proposal.proposedAt,
  });
}

/** The confirmed interview of the caller's application as an iCalendar file (404 until a slot is chosen). */
export async function interviewIcs(
  deps: Deps,
  auth: AuthContext,
  userId: number,
  applicationId: number,
  locale: Locale,
) {
  if (auth.userId !== userId) throw notFound();
  const { context } = await findTalentApplication(deps.db, userId, applicationId, false);
  return confirmedIcs(deps, deps.db, applicationId, context, locale);
}

/**
 * The same file for the company: the confirmed interview of an application to one of the organization's postings
 * (404 for another organization's application, a withdrawn one, or until a slot is chosen).
 */
export async function companyInterviewIcs(
  deps: Deps,
  auth: AuthContext,
  organizationId: number,
  applicationId: number,
  locale: Locale,
) {
  assertMemberOf(auth, organizationId);
  const { application, context } = await findCompanyApplication(deps.db, organizationId, applicationId, false);
  await assertSeesPosting(deps.db, auth, application.postingId);
  return confirmedIcs(deps, deps.db, applicationId, context, locale);
}
