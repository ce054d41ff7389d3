import type { Locale } from '@app/contract/schemas/common';
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { MailAttachment } from '../../db/schema/mail';
import type { InterviewProposalRow, InterviewSlotRow } from './hiring.queries';

/*
 * Interview invitations as iCalendar (RFC 5545) scheduling messages (RFC 5546, iMIP RFC 6047), written by
 * ical-generator (decision 036): one UID per interview on the installation's domain, REQUEST with SEQUENCE raised on
 * each change of time or place, CANCEL with the same UID and a higher SEQUENCE. Summary and description are in the
 * recipient's language.
 */

const INTERVIEW_MS = 60 * 60 * 1000;

export type CalendarMethod = 'REQUEST' | 'CANCEL' | 'PUBLISH';

/** The confirmed interview (proposal SCHEDULED with its chosen slot) or null. */
export function confirmedSlot(latest: { proposal: InterviewProposalRow; slots: InterviewSlotRow[] } | null) {
  if (latest?.proposal.status !== 'SCHEDULED') return null;
  const slot = latest.slots.find((s) => s.id === latest.proposal.chosenSlotId);
  return slot ? { proposal: latest.proposal, slot } : null;
}

/** `interview-12@talentbridge.example`: stable for the interview's whole life, on the installation's own domain. */
export function interviewUid(proposalId: number, publicUrl: string): string {
  return `interview-${proposalId}@${new URL(publicUrl).hostname}`;
}

/** The address part of `Name <address>` (MAIL_FROM may carry a display name). */
export function addressOf(mailbox: string): { name: string | null; email: string } {
  const m = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(mailbox);
  return m ? { name: m[1] || null, email: m[2] ?? mailbox } : { name: null, email: mailbox.trim() };
}

const TEXT: Record<Locale, { summary: string; link: string; place: string; message: string }> = {
  en: { summary: 'Interview: {title} ({company})', link: 'Meeting link', place: 'Place', message: 'Message' },
  ko: { summary: '면접: {title} ({company})', link: '회의 링크', place: '장소', message: '메시지' },
};

export type Person = { name: string; email: string };

export type InterviewCalendar = {
  proposal: Pick<InterviewProposalRow, 'id' | 'type' | 'meetingUrl' | 'location' | 'message' | 'calendarSequence'>;
  startsAt: Date;
  names: { title: string; companyName: string };
  method: CalendarMethod;
  locale: Locale;
  publicUrl: string;
  organizer: Person;
  attendees: Person[];
  stamp?: Date;
};

/** The interview as a VCALENDAR with one VEVENT (the meeting link is also its LOCATION when online). */
export function interviewCalendar(input: InterviewCalendar): string {
  const { proposal, names, locale } = input;
  const t = TEXT[locale];
  const online = proposal.type === 'ONLINE';
  const place = online ? proposal.meetingUrl : proposal.location;
  const description = [
    place ? `${online ? t.link : t.place}: ${place}` : null,
    proposal.message ? `${t.message}: ${proposal.message}` : null,
  ]
    .filter(Boolean)
    .join('\n');
  const cal = ical({
    prodId: { company: 'TalentBridge', product: 'Interviews', language: locale.toUpperCase() },
    method: ICalCalendarMethod[input.method],
  });
  cal.createEvent({
    id: interviewUid(proposal.id, input.publicUrl),
    sequence: proposal.calendarSequence,
    stamp: input.stamp ?? new Date(),
    start: input.startsAt,
    end: new Date(input.startsAt.getTime() + INTERVIEW_MS),
    summary: t.summary.replace('{title}', names.title).replace('{company}', names.companyName),
    description: description || null,
    location: place ?? null,
    url: online ? proposal.meetingUrl : null,
    status: input.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: input.organizer.name, email: input.organizer.email },
    attendees: input.attendees.map((a) => ({
      name: a.name,
      email: a.email,
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.NEEDSACTION,
      rsvp: input.method === 'REQUEST',
    })),
  });
  return cal.toString();
}

/** The calendar as the mail's text/calendar part, its method in the Content-Type as iMIP asks. */
export function calendarAttachment(ics: string, method: CalendarMethod): MailAttachment {
  return {
    filename: method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: ics,
    calendarMethod: method,
  };
}
