import { buildIcs } from '@app/contract/rules/ics';
import type { MailAttachment } from '../../db/schema/mail';
import type { InterviewProposalRow, InterviewSlotRow } from './hiring.queries';

const INTERVIEW_MS = 60 * 60 * 1000;

/** The confirmed interview (proposal SCHEDULED with its chosen slot) or null. */
export function confirmedSlot(latest: { proposal: InterviewProposalRow; slots: InterviewSlotRow[] } | null) {
  if (latest?.proposal.status !== 'SCHEDULED') return null;
  const slot = latest.slots.find((s) => s.id === latest.proposal.chosenSlotId);
  return slot ? { proposal: latest.proposal, slot } : null;
}

/**
 * The interview as an iCalendar file: one hour from the chosen slot, the same UID for both sides (so a calendar
 * that imports both mails keeps one event), the meeting link or the place.
 */
export function interviewIcsOf(
  proposal: InterviewProposalRow,
  slot: InterviewSlotRow,
  names: { title: string; companyName: string },
  stamp = proposal.respondedAt ?? proposal.proposedAt,
): string {
  return buildIcs({
    uid: `interview-${proposal.id}@talentbridge`,
    start: slot.startsAt,
    end: new Date(slot.startsAt.getTime() + INTERVIEW_MS),
    stamp,
    summary: `Interview: ${names.title} (${names.companyName})`,
    location: proposal.type === 'OFFLINE' ? proposal.location : null,
    url: proposal.type === 'ONLINE' ? proposal.meetingUrl : null,
    description: proposal.message,
  });
}

/** The `.ics` as a mail attachment. */
export function icsAttachment(ics: string): MailAttachment {
  return { filename: 'interview.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics };
}
