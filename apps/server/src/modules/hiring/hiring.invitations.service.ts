import { formatName } from '@app/contract/rules/names';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../deps';
import { findMailRecipients, type MailRecipient } from '../../mail/recipients';
import type { ApplicationContext, ApplicationRow } from '../applications/application-lifecycle.service';
import { talentTimeZoneOf } from '../countries/countries.service';
import { addressOf, type CalendarMethod, calendarAttachment, interviewCalendar } from './hiring.calendar';
import { type HiringMailKind, mailPerson } from './hiring.mails';
import { findPanels, findTalentZoneRow } from './hiring.panel.queries';
import { findLatestInterviewProposal, type InterviewProposalRow, updateInterviewProposal } from './hiring.queries';

/*
 * The interview's calendar messages to every participant (the talent and each panel interviewer), each in their own
 * language and time zone, all with the same UID and the proposal's current SEQUENCE (decision 036).
 */

export type InvitationChange = 'SCHEDULED' | 'UPDATED' | 'CANCELLED';

const METHOD: Record<InvitationChange, CalendarMethod> = {
  SCHEDULED: 'REQUEST',
  UPDATED: 'REQUEST',
  CANCELLED: 'CANCEL',
};
const TALENT_KIND: Record<InvitationChange, HiringMailKind> = {
  SCHEDULED: 'INTERVIEW_SCHEDULED',
  UPDATED: 'INTERVIEW_UPDATED',
  CANCELLED: 'INTERVIEW_CANCELLED',
};
const PANEL_KIND: Record<InvitationChange, HiringMailKind> = {
  SCHEDULED: 'PANEL_INVITED',
  UPDATED: 'PANEL_UPDATED',
  CANCELLED: 'PANEL_CANCELLED',
};

/** The talent's reading zone: their own, their country's, else the zone the company proposed in. */
export async function talentZone(db: DbOrTx, talentId: number, fallback: string) {
  return talentTimeZoneOf(await findTalentZoneRow(db, talentId)) ?? fallback;
}

/** Queues the calendar message of `change` to every participant; returns whether any mail was queued. */
export async function sendInterviewCalendar(
  deps: Deps,
  tx: DbOrTx,
  args: {
    application: ApplicationRow;
    context: ApplicationContext;
    proposal: InterviewProposalRow;
    startsAt: Date;
    change: InvitationChange;
  },
): Promise<boolean> {
  const { application, context, proposal, startsAt, change } = args;
  const panelIds = (await findPanels(tx, [proposal.id])).get(proposal.id)?.map((p) => p.userId) ?? [];
  const people = await findMailRecipients(tx, [application.userId, ...panelIds]);
  const talent = people.find((p) => p.id === application.userId);
  const panel = people.filter((p) => p.id !== application.userId);
  const attendees = people.map((p) => ({ name: formatName(p.firstName, p.lastName), email: p.email }));
  const organizer = { name: context.org.name, email: addressOf(deps.config.mailFrom).email };
  const names = { title: context.posting.title, companyName: context.org.name };
  const method = METHOD[change];
  const facts = {
    type: proposal.type,
    meetingUrl: proposal.meetingUrl,
    location: proposal.location,
    starts: [startsAt],
  };
  const stamp = new Date();

  const mailTo = (to: MailRecipient, kind: HiringMailKind, timeZone: string) => {
    const ics = interviewCalendar({
      proposal,
      startsAt,
      names,
      method,
      locale: to.locale,
      publicUrl: deps.config.publicUrl,
      organizer,
      attendees,
      stamp,
    });
    return mailPerson(tx, deps.config, kind, to, {
      companyName: context.org.name,
      title: context.posting.title,
      postingId: context.posting.id,
      talentName: talent ? formatName(talent.firstName, talent.lastName) : '',
      content: change === 'CANCELLED' ? null : proposal.message,
      interview: { ...facts, timeZone },
      attachments: [calendarAttachment(ics, method)],
    });
  };

  let mailed = false;
  if (talent) {
    const zone = await talentZone(tx, talent.id, proposal.timeZone);
    mailed = (await mailTo(talent, TALENT_KIND[change], zone)) || mailed;
  }
  for (const member of panel) mailed = (await mailTo(member, PANEL_KIND[change], proposal.timeZone)) || mailed;
  return mailed;
}

/**
 * Cancels the application's interview when it is replaced or the application ends: an open proposal just closes; a
 * confirmed one still ahead closes with a CANCEL (same UID, SEQUENCE raised) to every participant. Returns whether
 * mail was queued.
 */
export async function cancelInterviewOf(
  deps: Deps,
  tx: DbOrTx,
  args: {
    application: ApplicationRow;
    context: ApplicationContext;
    latest: { proposal: InterviewProposalRow; slots: { id: number; startsAt: Date }[] } | null;
    now: Date;
  },
): Promise<boolean> {
  const { latest, now } = args;
  if (!latest) return false;
  const { proposal } = latest;
  if (proposal.status === 'PROPOSED') {
    await updateInterviewProposal(tx, proposal.id, { status: 'CANCELLED', respondedAt: now });
    return false;
  }
  const slot = latest.slots.find((s) => s.id === proposal.chosenSlotId);
  if (proposal.status !== 'SCHEDULED' || !slot || slot.startsAt <= now) return false;
  const cancelled = { status: 'CANCELLED' as const, calendarSequence: proposal.calendarSequence + 1 };
  await updateInterviewProposal(tx, proposal.id, cancelled);
  return sendInterviewCalendar(deps, tx, {
    application: args.application,
    context: args.context,
    proposal: { ...proposal, ...cancelled },
    startsAt: slot.startsAt,
    change: 'CANCELLED',
  });
}

/**
 * When a move ends the application (rejected, cancelled, withdrawn), its interview ends with it: call after the
 * move, in its transaction. Returns whether mail was queued.
 */
export async function endInterviewWith(
  deps: Deps,
  tx: DbOrTx,
  application: ApplicationRow,
  context: ApplicationContext,
  now = new Date(),
): Promise<boolean> {
  if (!ENDED.has(application.status)) return false;
  const latest = await findLatestInterviewProposal(tx, application.id);
  return cancelInterviewOf(deps, tx, { application, context, latest, now });
}
const ENDED = new Set<ApplicationRow['status']>(['REJECTED', 'CANCELLED', 'WITHDRAWN']);
