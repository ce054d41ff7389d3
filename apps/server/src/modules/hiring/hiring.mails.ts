import { fillTemplate } from '@app/contract/rules/fill-template';
import { timeZoneCity } from '@app/contract/rules/time-zone-names';
import type { Locale } from '@app/contract/schemas/common';
import type { MailFlag } from '@app/contract/schemas/notification-flag';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import type { MailAttachment } from '../../db/schema/mail';
import { type MailLine, notificationMail } from '../../mail/notification-mail';
import { enqueueMail, enqueueMails } from '../../mail/outbox';
import {
  findMailRecipients,
  findOrganizationMailRecipients,
  type MailRecipient,
  wantsMail,
} from '../../mail/recipients';
import { type InvitationKind, invitationTemplates } from './hiring.invitation-templates';

/** Mails to the talent about their application. */
export type TalentMailKind =
  | 'APPLICATION_OFFERED'
  | 'APPLICATION_REJECTED'
  | 'APPLICATION_CANCELLED'
  | 'APPLICATION_HIRED'
  | 'INTERVIEW_PROPOSED'
  | 'INTERVIEW_SCHEDULED'
  | 'INTERVIEW_UPDATED'
  | 'INTERVIEW_CANCELLED';
/** Mails to the company's members about a talent's answer. */
export type CompanyMailKind = 'OFFER_ACCEPTED' | 'OFFER_DECLINED' | 'INTERVIEW_CHOSEN' | 'INTERVIEW_DECLINED';
/** Mails to one panel interviewer with the interview's calendar message. */
export type PanelMailKind = 'PANEL_INVITED' | 'PANEL_UPDATED' | 'PANEL_CANCELLED';
export type HiringMailKind = TalentMailKind | CompanyMailKind | PanelMailKind;
const COMPANY_SIDE = new Set<HiringMailKind>([
  'OFFER_ACCEPTED',
  'OFFER_DECLINED',
  'INTERVIEW_CHOSEN',
  'INTERVIEW_DECLINED',
  'PANEL_INVITED',
  'PANEL_UPDATED',
  'PANEL_CANCELLED',
]);

type Template = { subject: string; intro: string; action: string };

/** `{company}`, `{title}` and `{talent}` are filled in (`{company, 이가}` with its Korean particle); the other side's message follows the intro when there is one. */
const templates: Record<Exclude<HiringMailKind, InvitationKind>, Record<Locale, Template>> = {
  APPLICATION_OFFERED: {
    en: {
      subject: '{company} made you a job offer',
      intro: '{company} made you a job offer for "{title}".',
      action: 'Answer the offer',
    },
    ko: {
      subject: '[TalentBridge] {company}에서 채용 제안을 보냈습니다',
      intro: '{company}에서 "{title}" 공고에 대한 채용 제안을 보냈습니다.',
      action: '제안에 답변하기',
    },
  },
  APPLICATION_REJECTED: {
    en: {
      subject: 'Your application to {company}',
      intro: '{company} decided not to move forward with your application to "{title}".',
      action: 'See my applications',
    },
    ko: {
      subject: '[TalentBridge] {company} 지원 결과 안내',
      intro: '{company}에서 "{title}" 공고 지원에 대해 불합격을 결정했습니다.',
      action: '지원 내역 보기',
    },
  },
  APPLICATION_CANCELLED: {
    en: {
      subject: '{company} cancelled the hiring process',
      intro: '{company} cancelled the hiring process of your application to "{title}".',
      action: 'See my applications',
    },
    ko: {
      subject: '[TalentBridge] {company} 채용 절차 취소 안내',
      intro: '{company}에서 "{title}" 공고 지원의 채용 절차를 취소했습니다.',
      action: '지원 내역 보기',
    },
  },
  APPLICATION_HIRED: {
    en: {
      subject: 'Congratulations: {company} confirmed your hiring',
      intro: '{company} confirmed your hiring for "{title}".',
      action: 'See my applications',
    },
    ko: {
      subject: '[TalentBridge] {company} 채용이 확정되었습니다',
      intro: '축하합니다. {company}에서 "{title}" 공고의 채용을 확정했습니다.',
      action: '지원 내역 보기',
    },
  },
  INTERVIEW_PROPOSED: {
    en: {
      subject: '{company} invites you to an interview',
      intro: '{company} proposed an interview for "{title}". Choose the time that suits you, or tell them none does.',
      action: 'Choose a time',
    },
    ko: {
      subject: '[TalentBridge] {company}에서 면접을 제안했습니다',
      intro:
        '{company}에서 "{title}" 공고의 면접을 제안했습니다. 가능한 시간을 선택하거나, 맞는 시간이 없다고 답해 주세요.',
      action: '면접 시간 선택하기',
    },
  },
  INTERVIEW_SCHEDULED: {
    en: {
      subject: 'Interview confirmed: {title} at {company}',
      intro: 'Your interview with {company} for "{title}" is confirmed. The attached file adds it to your calendar.',
      action: 'See my application',
    },
    ko: {
      subject: '[TalentBridge] {company} 면접 일정이 확정되었습니다',
      intro: '{company}의 "{title}" 공고 면접 일정이 확정되었습니다. 첨부된 파일로 캘린더에 추가할 수 있습니다.',
      action: '지원 내역 보기',
    },
  },
  OFFER_ACCEPTED: {
    en: {
      subject: '{talent} accepted your job offer',
      intro: '{talent} accepted your job offer for "{title}".',
      action: 'Open the candidates',
    },
    ko: {
      subject: '[TalentBridge] {talent} 님이 채용 제안을 수락했습니다',
      intro: '{talent} 님이 "{title}" 공고의 채용 제안을 수락했습니다.',
      action: '지원자 보기',
    },
  },
  OFFER_DECLINED: {
    en: {
      subject: '{talent} declined your job offer',
      intro: '{talent} declined your job offer for "{title}".',
      action: 'Open the candidates',
    },
    ko: {
      subject: '[TalentBridge] {talent} 님이 채용 제안을 거절했습니다',
      intro: '{talent} 님이 "{title}" 공고의 채용 제안을 거절했습니다.',
      action: '지원자 보기',
    },
  },
  INTERVIEW_CHOSEN: {
    en: {
      subject: '{talent} chose an interview time',
      intro: '{talent} chose an interview time for "{title}". The attached file adds it to your calendar.',
      action: 'Open the candidates',
    },
    ko: {
      subject: '[TalentBridge] {talent} 님이 면접 시간을 선택했습니다',
      intro: '{talent} 님이 "{title}" 공고의 면접 시간을 선택했습니다. 첨부된 파일로 캘린더에 추가할 수 있습니다.',
      action: '지원자 보기',
    },
  },
  INTERVIEW_DECLINED: {
    en: {
      subject: 'None of the interview times fits {talent}',
      intro:
        '{talent} answered that none of the proposed interview times for "{title}" fits. You can propose new times.',
      action: 'Propose new times',
    },
    ko: {
      subject: '[TalentBridge] {talent} 님이 가능한 면접 시간이 없다고 답했습니다',
      intro:
        '{talent} 님이 "{title}" 공고의 제안된 면접 시간이 모두 맞지 않는다고 답했습니다. 새로운 시간을 제안할 수 있습니다.',
      action: '새 시간 제안하기',
    },
  },
};

/** The setting each mail is switched off by (and that must be on, with e-mail, for it to be sent). */
const FLAGS: Record<HiringMailKind, MailFlag> = {
  APPLICATION_OFFERED: 'emailNotiFlag',
  APPLICATION_REJECTED: 'jobResultFlag',
  APPLICATION_CANCELLED: 'jobResultFlag',
  APPLICATION_HIRED: 'jobResultFlag',
  INTERVIEW_PROPOSED: 'emailNotiFlag',
  INTERVIEW_SCHEDULED: 'emailNotiFlag',
  OFFER_ACCEPTED: 'jobDecisionNotiFlag',
  OFFER_DECLINED: 'jobDecisionNotiFlag',
  INTERVIEW_CHOSEN: 'jobDecisionNotiFlag',
  INTERVIEW_DECLINED: 'jobDecisionNotiFlag',
  // Calendar messages follow e-mail alone: an invitation is part of the interview, not a notice to opt out of.
  INTERVIEW_UPDATED: 'emailNotiFlag',
  INTERVIEW_CANCELLED: 'emailNotiFlag',
  PANEL_INVITED: 'emailNotiFlag',
  PANEL_UPDATED: 'emailNotiFlag',
  PANEL_CANCELLED: 'emailNotiFlag',
};

const LABELS: Record<Locale, Record<'message' | 'type' | 'time' | 'times' | 'place' | 'link', string>> = {
  en: {
    message: 'Their message',
    type: 'Interview',
    time: 'Time',
    times: 'Proposed times',
    place: 'Place',
    link: 'Meeting link',
  },
  ko: { message: '메시지', type: '면접 방식', time: '일시', times: '제안된 시간', place: '장소', link: '회의 링크' },
};

const INTERVIEW_TYPES: Record<Locale, Record<'ONLINE' | 'OFFLINE', string>> = {
  en: { ONLINE: 'Online', OFFLINE: 'In person' },
  ko: { ONLINE: '온라인', OFFLINE: '오프라인(대면)' },
};

/** An interview as the mail describes it: where, and the chosen or proposed times in the reader's time zone. */
export type InterviewFacts = {
  type: 'ONLINE' | 'OFFLINE';
  meetingUrl: string | null;
  location: string | null;
  timeZone: string;
  starts: Date[];
};

function formatTime(at: Date, timeZone: string, locale: Locale) {
  const text = new Intl.DateTimeFormat(locale === 'ko' ? 'ko-KR' : 'en-GB', {
    timeZone,
    dateStyle: 'full',
    timeStyle: 'short',
    hourCycle: 'h23',
  }).format(at);
  const city = timeZoneCity(timeZone, locale);
  return locale === 'ko' ? `${text} (${city} 시간)` : `${text} (${city} time)`;
}

function interviewLines(facts: InterviewFacts, locale: Locale): MailLine[] {
  const l = LABELS[locale];
  const lines: MailLine[] = [{ label: l.type, value: INTERVIEW_TYPES[locale][facts.type] }];
  if (facts.type === 'ONLINE' && facts.meetingUrl) lines.push({ label: l.link, value: facts.meetingUrl });
  if (facts.type === 'OFFLINE' && facts.location) lines.push({ label: l.place, value: facts.location });
  const times = facts.starts.map((s) => formatTime(s, facts.timeZone, locale));
  lines.push({ label: times.length === 1 ? l.time : l.times, value: times.join('\n') });
  return lines;
}

export type HiringMailValues = {
  companyName: string;
  title: string;
  postingId: number;
  /** The talent's name, in mails to the company. */
  talentName?: string;
  /** The other side's message, quoted under the intro. */
  content?: string | null;
  interview?: InterviewFacts;
  attachments?: MailAttachment[];
};

type MailConfig = Pick<Config, 'signingSecret' | 'dataDir' | 'publicUrl'>;

function render(config: MailConfig, kind: HiringMailKind, to: MailRecipient, values: HiringMailValues) {
  const t = (
    kind in invitationTemplates
      ? invitationTemplates[kind as InvitationKind]
      : templates[kind as Exclude<HiringMailKind, InvitationKind>]
  )[to.locale];
  const fill = (s: string) =>
    fillTemplate(s, { company: values.companyName, title: values.title, talent: values.talentName ?? '' });
  const toCompany = COMPANY_SIDE.has(kind);
  const url = toCompany
    ? `${config.publicUrl}/${to.locale}/company/mypage/manage-recruitment/${values.postingId}`
    : `${config.publicUrl}/${to.locale}/talent/mypage/manage-job/document-review`;
  return notificationMail(
    config,
    to,
    kind,
    FLAGS[kind],
    {
      subject: fill(t.subject),
      intro: fill(t.intro),
      quote: values.content || null,
      lines: values.interview ? interviewLines(values.interview, to.locale) : [],
      action: { label: t.action, url },
    },
    values.attachments ?? [],
  );
}

/**
 * Queues a mail to the talent in their language, in the caller's transaction, when they want it: e-mail and the
 * kind's setting on, and (for company actions) the action's `emailNotiFlag`. Returns whether a mail was queued.
 */
export async function mailTalent(
  db: DbOrTx,
  config: MailConfig,
  kind: TalentMailKind,
  userId: number,
  values: HiringMailValues,
): Promise<boolean> {
  const [to] = await findMailRecipients(db, [userId]);
  if (!to || !wantsMail(to, FLAGS[kind])) return false;
  await enqueueMail(db, render(config, kind, to, values));
  return true;
}

/** Queues the mail to one person who wants it (a participant of an interview); returns whether it was queued. */
export async function mailPerson(
  db: DbOrTx,
  config: MailConfig,
  kind: HiringMailKind,
  to: MailRecipient,
  values: HiringMailValues,
): Promise<boolean> {
  if (!wantsMail(to, FLAGS[kind])) return false;
  await enqueueMail(db, render(config, kind, to, values));
  return true;
}

/** Queues the mail to every active member of the organization who wants it; returns how many were queued. */
export async function mailCompany(
  db: DbOrTx,
  config: MailConfig,
  kind: CompanyMailKind,
  organizationId: number,
  values: HiringMailValues,
): Promise<number> {
  const members = (await findOrganizationMailRecipients(db, organizationId)).filter((m) => wantsMail(m, FLAGS[kind]));
  await enqueueMails(
    db,
    members.map((m) => render(config, kind, m, values)),
  );
  return members.length;
}
