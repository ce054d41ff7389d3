import type { DocumentRequestKind, HiringSchedule } from '@app/contract/rules/fair-hiring';
import { fillTemplate } from '@app/contract/rules/fill-template';
import type { Locale } from '@app/contract/schemas/common';
import type { MailFlag } from '@app/contract/schemas/notification-flag';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { type MailLine, notificationMail } from '../../mail/notification-mail';
import { enqueueMail, enqueueMails } from '../../mail/outbox';
import {
  findMailRecipients,
  findOrganizationMailRecipients,
  type MailRecipient,
  wantsMail,
} from '../../mail/recipients';

/* Mails the Fair Hiring Procedure Act asks for (Arts. 7, 8, 10, 11), in each recipient's language. */

export type FairHiringTalentMail =
  | 'APPLICATION_RECEIVED'
  | 'HIRING_DELAYED'
  | 'HIRING_SCHEDULE_CHANGED'
  | 'POSTING_CLOSED_RESULT'
  | 'DOCUMENT_REQUEST_CONFIRMED';
export type FairHiringCompanyMail = 'DOCUMENT_REQUESTED';
type Kind = FairHiringTalentMail | FairHiringCompanyMail;

type Template = { subject: string; intro: string; action: string; outro?: string };

const templates: Record<Kind, Record<Locale, Template>> = {
  APPLICATION_RECEIVED: {
    en: {
      subject: '{company} received your application',
      intro: '{company} received your application to "{title}". Here is the hiring process and schedule they stated.',
      action: 'See my application',
    },
    ko: {
      subject: '[TalentBridge] {company} 지원서 접수 안내',
      intro: '{company}에서 "{title}" 공고 지원서를 접수했습니다. 기업이 안내한 채용 절차와 일정은 아래와 같습니다.',
      action: '지원 내역 보기',
    },
  },
  HIRING_DELAYED: {
    en: {
      subject: 'The hiring process at {company} is delayed',
      intro:
        'The hiring process of "{title}" at {company} is taking longer than the schedule they stated. Your application is still being considered; you will be told the result.',
      action: 'See my application',
    },
    ko: {
      subject: '[TalentBridge] {company} 채용 일정 지연 안내',
      intro:
        '{company}의 "{title}" 공고 채용 절차가 안내된 일정보다 늦어지고 있습니다. 지원서는 계속 검토 중이며, 결과가 나오면 알려 드리겠습니다.',
      action: '지원 내역 보기',
    },
  },
  HIRING_SCHEDULE_CHANGED: {
    en: {
      subject: '{company} changed the hiring schedule',
      intro: '{company} changed the hiring process or schedule of "{title}". This is the new one.',
      action: 'See my application',
    },
    ko: {
      subject: '[TalentBridge] {company} 채용 일정 변경 안내',
      intro: '{company}에서 "{title}" 공고의 채용 절차 또는 일정을 변경했습니다. 변경된 내용은 아래와 같습니다.',
      action: '지원 내역 보기',
    },
  },
  POSTING_CLOSED_RESULT: {
    en: {
      subject: 'Your application to {company}',
      intro:
        'Thank you for applying to "{title}" at {company}. The posting has closed and they will not be moving forward with your application. We appreciate the time you gave and wish you the best in your search.',
      action: 'See my applications',
      outro:
        'You may ask for your documents to be returned or deleted during the retention period shown on your application.',
    },
    ko: {
      subject: '[TalentBridge] {company} 지원 결과 안내',
      intro:
        '{company}의 "{title}" 공고에 지원해 주셔서 감사합니다. 공고가 마감되어 이번에는 함께하지 못하게 되었습니다. 소중한 시간을 내어 지원해 주신 데 감사드리며, 앞으로의 구직 활동을 응원합니다.',
      action: '지원 내역 보기',
      outro: '지원 내역에 표시된 서류 보관 기간 안에 제출 서류의 반환 또는 삭제를 요청할 수 있습니다.',
    },
  },
  DOCUMENT_REQUEST_CONFIRMED: {
    en: {
      subject: '{company} confirmed your documents request',
      intro: '{company} confirmed that your documents for "{title}" were {kind}.',
      action: 'See my application',
    },
    ko: {
      subject: '[TalentBridge] {company} 서류 {kind} 완료 안내',
      intro: '{company}에서 "{title}" 공고 지원 서류의 {kind, 을를} 완료했습니다.',
      action: '지원 내역 보기',
    },
  },
  DOCUMENT_REQUESTED: {
    en: {
      subject: '{talent} asked for their documents to be {kind}',
      intro:
        '{talent} asked for their documents for "{title}" to be {kind}. The Fair Hiring Procedure Act asks you to do so within 14 days.',
      action: 'Open the dashboard',
    },
    ko: {
      subject: '[TalentBridge] {talent} 님이 서류 {kind, 을를} 요청했습니다',
      intro:
        '{talent} 님이 "{title}" 공고 지원 서류의 {kind, 을를} 요청했습니다. 채용절차법에 따라 14일 안에 처리해 주세요.',
      action: '대시보드 열기',
    },
  },
};

/** Receipts, delays and schedules follow the e-mail setting; results the "recruitment results" one. */
const FLAGS: Record<Kind, MailFlag> = {
  APPLICATION_RECEIVED: 'emailNotiFlag',
  HIRING_DELAYED: 'emailNotiFlag',
  HIRING_SCHEDULE_CHANGED: 'emailNotiFlag',
  POSTING_CLOSED_RESULT: 'jobResultFlag',
  DOCUMENT_REQUEST_CONFIRMED: 'emailNotiFlag',
  DOCUMENT_REQUESTED: 'jobDecisionNotiFlag',
};

export const KIND_WORDS: Record<Locale, Record<DocumentRequestKind, string>> = {
  en: { RETURN: 'returned', DELETE: 'deleted' },
  ko: { RETURN: '반환', DELETE: '삭제' },
};

const LABELS: Record<Locale, Record<'process' | 'documentsBy' | 'interviewsBy' | 'resultBy' | 'due', string>> = {
  en: {
    process: 'Hiring process',
    documentsBy: 'Document review by',
    interviewsBy: 'Interviews by',
    resultBy: 'Result by',
    due: 'Confirm by',
  },
  ko: { process: '채용 절차', documentsBy: '서류 검토', interviewsBy: '면접', resultBy: '결과 발표', due: '처리 기한' },
};

/** A stated date (YYYY-MM-DD) as the reader writes dates. */
export function formatStatedDate(date: string, locale: Locale) {
  return new Intl.DateTimeFormat(locale === 'ko' ? 'ko-KR' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

export type FairHiringMailValues = {
  companyName: string;
  title: string;
  postingId: number;
  applicationId: number;
  talentName?: string;
  hiringProcess?: string | null;
  schedule?: HiringSchedule;
  kind?: DocumentRequestKind;
  dueAt?: Date;
};

function scheduleLines(values: FairHiringMailValues, locale: Locale): MailLine[] {
  const l = LABELS[locale];
  const lines: MailLine[] = [];
  if (values.hiringProcess) lines.push({ label: l.process, value: values.hiringProcess });
  for (const key of ['documentsBy', 'interviewsBy', 'resultBy'] as const) {
    const date = values.schedule?.[key];
    if (date) lines.push({ label: l[key], value: formatStatedDate(date, locale) });
  }
  if (values.dueAt)
    lines.push({ label: l.due, value: formatStatedDate(values.dueAt.toISOString().slice(0, 10), locale) });
  return lines;
}

type MailConfig = Pick<Config, 'signingSecret' | 'dataDir' | 'publicUrl'>;

function render(config: MailConfig, kind: Kind, to: MailRecipient, values: FairHiringMailValues) {
  const t = templates[kind][to.locale];
  const fill = (s: string) =>
    fillTemplate(s, {
      company: values.companyName,
      title: values.title,
      talent: values.talentName ?? '',
      kind: values.kind ? KIND_WORDS[to.locale][values.kind] : '',
    });
  const url =
    kind === 'DOCUMENT_REQUESTED'
      ? `${config.publicUrl}/${to.locale}/company/mypage`
      : `${config.publicUrl}/${to.locale}/talent/mypage/manage-job/document-review/${values.applicationId}`;
  return notificationMail(config, to, kind, FLAGS[kind], {
    subject: fill(t.subject),
    intro: fill(t.intro),
    lines: scheduleLines(values, to.locale),
    action: { label: t.action, url },
    outro: t.outro,
  });
}

/** Queues one of these mails to each talent who wants it, in their language; returns how many were queued. */
export async function mailTalents(
  db: DbOrTx,
  config: MailConfig,
  kind: FairHiringTalentMail,
  recipients: { userId: number; values: FairHiringMailValues }[],
) {
  const people = await findMailRecipients(
    db,
    recipients.map((r) => r.userId),
  );
  const byId = new Map(people.map((p) => [p.id, p]));
  const mails = recipients.flatMap(({ userId, values }) => {
    const to = byId.get(userId);
    return to && wantsMail(to, FLAGS[kind]) ? [render(config, kind, to, values)] : [];
  });
  await enqueueMails(db, mails);
  return mails.length;
}

/** Queues the mail to every member of the organization who wants it; returns how many were queued. */
export async function mailMembers(
  db: DbOrTx,
  config: MailConfig,
  kind: FairHiringCompanyMail,
  organizationId: number,
  values: FairHiringMailValues,
) {
  const members = (await findOrganizationMailRecipients(db, organizationId)).filter((m) => wantsMail(m, FLAGS[kind]));
  for (const m of members) await enqueueMail(db, render(config, kind, m, values));
  return members.length;
}
