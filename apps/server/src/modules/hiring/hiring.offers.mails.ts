import { fillTemplate } from '@app/contract/rules/fill-template';
import { formatOfferPay } from '@app/contract/rules/offer';
import { timeZoneCity } from '@app/contract/rules/time-zone-names';
import type { Locale } from '@app/contract/schemas/common';
import type { MailFlag } from '@app/contract/schemas/notification-flag';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { type MailLine, notificationMail } from '../../mail/notification-mail';
import { enqueueMails } from '../../mail/outbox';
import { findMailRecipients, type MailRecipient, wantsMail } from '../../mail/recipients';
import type { OfferRow } from './hiring.offers.queries';

/* The mails of structured offers (decision 037): the terms to the talent, expiry to both sides, approval to owners. */

export type OfferMailKind =
  | 'APPLICATION_OFFERED'
  | 'APPLICATION_OFFER_EXPIRED'
  | 'OFFER_EXPIRED'
  | 'OFFER_APPROVAL_REQUESTED';

type Template = { subject: string; intro: string; action: string };

const templates: Record<OfferMailKind, Record<Locale, Template>> = {
  APPLICATION_OFFERED: {
    en: {
      subject: '{company} made you a job offer',
      intro: '{company} made you a job offer for "{title}". Read the terms and answer before the offer expires.',
      action: 'Answer the offer',
    },
    ko: {
      subject: '[TalentBridge] {company}에서 채용 제안을 보냈습니다',
      intro: '{company}에서 "{title}" 공고에 대한 채용 제안을 보냈습니다. 조건을 확인하고 응답 기한 안에 답해 주세요.',
      action: '제안에 답변하기',
    },
  },
  APPLICATION_OFFER_EXPIRED: {
    en: {
      subject: 'The job offer from {company} has expired',
      intro: 'The job offer from {company} for "{title}" expired before you answered, so it is now closed.',
      action: 'See my applications',
    },
    ko: {
      subject: '[TalentBridge] {company} 채용 제안이 만료되었습니다',
      intro: '{company}의 "{title}" 공고 채용 제안이 응답 기한이 지나 종료되었습니다.',
      action: '지원 내역 보기',
    },
  },
  OFFER_EXPIRED: {
    en: {
      subject: 'Your job offer to {talent} has expired',
      intro: '{talent} did not answer your job offer for "{title}" before it expired, so the application is closed.',
      action: 'Open the candidates',
    },
    ko: {
      subject: '[TalentBridge] {talent} 님에게 보낸 채용 제안이 만료되었습니다',
      intro: '{talent} 님이 "{title}" 공고의 채용 제안에 기한 안에 답하지 않아 지원이 종료되었습니다.',
      action: '지원자 보기',
    },
  },
  OFFER_APPROVAL_REQUESTED: {
    en: {
      subject: 'A job offer to {talent} needs your approval',
      intro:
        'A job offer to {talent} for "{title}" is waiting for your approval. Approve it to send it, or return it with a note.',
      action: 'Review the offer',
    },
    ko: {
      subject: '[TalentBridge] {talent} 님에게 보낼 채용 제안의 승인이 필요합니다',
      intro:
        '"{title}" 공고의 {talent} 님에게 보낼 채용 제안이 승인을 기다리고 있습니다. 승인하면 발송되며, 의견과 함께 반려할 수도 있습니다.',
      action: '제안 검토하기',
    },
  },
};

const FLAGS: Record<OfferMailKind, MailFlag> = {
  APPLICATION_OFFERED: 'emailNotiFlag',
  APPLICATION_OFFER_EXPIRED: 'jobResultFlag',
  OFFER_EXPIRED: 'jobDecisionNotiFlag',
  OFFER_APPROVAL_REQUESTED: 'jobDecisionNotiFlag',
};

const LABELS: Record<Locale, Record<'salary' | 'start' | 'expires', string>> = {
  en: { salary: 'Salary', start: 'Start date', expires: 'Answer by' },
  ko: { salary: '급여', start: '입사일', expires: '응답 기한' },
};

/** Times in mails are shown in Korea's zone, named, as interview mails do for the company's zone. */
const MAIL_TIME_ZONE = 'Asia/Seoul';

function offerLines(offer: OfferRow, locale: Locale): MailLine[] {
  const l = LABELS[locale];
  const expires = new Intl.DateTimeFormat(locale === 'ko' ? 'ko-KR' : 'en-GB', {
    timeZone: MAIL_TIME_ZONE,
    dateStyle: 'full',
    timeStyle: 'short',
    hourCycle: 'h23',
  }).format(offer.expiresAt);
  const city = timeZoneCity(MAIL_TIME_ZONE, locale);
  return [
    { label: l.salary, value: formatOfferPay(offer.salaryAmount, offer.currency, offer.period, locale) },
    { label: l.start, value: offer.startDate },
    { label: l.expires, value: locale === 'ko' ? `${expires} (${city} 시간)` : `${expires} (${city} time)` },
  ];
}

export type OfferMailValues = { companyName: string; title: string; postingId: number; talentName: string };

type MailConfig = Pick<Config, 'signingSecret' | 'dataDir' | 'publicUrl'>;

function render(config: MailConfig, kind: OfferMailKind, to: MailRecipient, offer: OfferRow, v: OfferMailValues) {
  const t = templates[kind][to.locale];
  const fill = (s: string) => fillTemplate(s, { company: v.companyName, title: v.title, talent: v.talentName });
  const toTalent = kind === 'APPLICATION_OFFERED' || kind === 'APPLICATION_OFFER_EXPIRED';
  const url = toTalent
    ? `${config.publicUrl}/${to.locale}/talent/mypage/manage-job/document-review/${offer.applicationId}`
    : `${config.publicUrl}/${to.locale}/company/mypage/manage-recruitment/${v.postingId}/candidates/${offer.applicationId}`;
  return notificationMail(config, to, kind, FLAGS[kind], {
    subject: fill(t.subject),
    intro: fill(t.intro),
    quote: kind === 'APPLICATION_OFFERED' ? offer.message : null,
    lines: kind === 'APPLICATION_OFFER_EXPIRED' ? [] : offerLines(offer, to.locale),
    action: { label: t.action, url },
  });
}

/** Queues the kind's mail to each of `userIds` who wants it, in their language; returns how many were queued. */
export async function mailOffer(
  db: DbOrTx,
  config: MailConfig,
  kind: OfferMailKind,
  userIds: number[],
  offer: OfferRow,
  values: OfferMailValues,
) {
  const recipients = (await findMailRecipients(db, userIds)).filter((r) => wantsMail(r, FLAGS[kind]));
  await enqueueMails(
    db,
    recipients.map((r) => render(config, kind, r, offer, values)),
  );
  return recipients.length;
}
