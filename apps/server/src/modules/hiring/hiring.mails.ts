import type { Locale } from '@app/contract/schemas/common';
import type { DbOrTx } from '../../db/client';
import { enqueueMail } from '../../mail/outbox';
import type { Recipient } from './hiring.queries';

export type HiringMailKind =
  | 'APPLICATION_OFFERED'
  | 'APPLICATION_REJECTED'
  | 'APPLICATION_CANCELLED'
  | 'APPLICATION_HIRED';

type Template = { subject: string; intro: string; action: string };

const templates: Record<HiringMailKind, Record<Locale, Template>> = {
  APPLICATION_OFFERED: {
    en: {
      subject: '{company} made you a job offer',
      intro: '{company} made you a job offer for "{title}". Their message:',
      action: 'Answer the offer',
    },
    ko: {
      subject: '[TalentBridge] {company}에서 채용 제안을 보냈습니다',
      intro: '{company}에서 "{title}" 공고에 대한 채용 제안을 보냈습니다. 기업의 메시지:',
      action: '제안에 답변하기',
    },
  },
  APPLICATION_REJECTED: {
    en: {
      subject: 'Your application to {company}',
      intro: '{company} decided not to move forward with your application to "{title}". Their message:',
      action: 'See my applications',
    },
    ko: {
      subject: '[TalentBridge] {company} 지원 결과 안내',
      intro: '{company}에서 "{title}" 공고 지원에 대해 불합격을 결정했습니다. 기업의 메시지:',
      action: '지원 내역 보기',
    },
  },
  APPLICATION_CANCELLED: {
    en: {
      subject: '{company} cancelled the hiring process',
      intro: '{company} cancelled the hiring process of your application to "{title}". Their message:',
      action: 'See my applications',
    },
    ko: {
      subject: '[TalentBridge] {company} 채용 절차 취소 안내',
      intro: '{company}에서 "{title}" 공고 지원의 채용 절차를 취소했습니다. 기업의 메시지:',
      action: '지원 내역 보기',
    },
  },
  APPLICATION_HIRED: {
    en: {
      subject: 'Congratulations: {company} confirmed your hiring',
      intro: '{company} confirmed your hiring for "{title}". Their message:',
      action: 'See my applications',
    },
    ko: {
      subject: '[TalentBridge] {company} 채용이 확정되었습니다',
      intro: '축하합니다. {company}에서 "{title}" 공고의 채용을 확정했습니다. 기업의 메시지:',
      action: '지원 내역 보기',
    },
  },
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Queues one decision mail to the talent, in their language, in the caller's transaction. */
export async function sendHiringMail(
  db: DbOrTx,
  publicUrl: string,
  kind: HiringMailKind,
  to: Recipient,
  values: { companyName: string; title: string; content: string },
) {
  const t = templates[kind][to.locale];
  const fill = (s: string) => s.replaceAll('{company}', values.companyName).replaceAll('{title}', values.title);
  const link = `${publicUrl}/${to.locale}/talent/mypage/manage-job/document-review`;
  const greeting = to.locale === 'ko' ? `${to.firstName}님, 안녕하세요.` : `Hello ${to.firstName},`;
  const text = `${greeting}\n\n${fill(t.intro)}\n\n${values.content}\n\n${t.action}: ${link}\n\n— TalentBridge`;
  const html = `<!doctype html><html lang="${to.locale}"><body style="font-family:sans-serif;line-height:1.6;color:#1f2937">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(fill(t.intro))}</p>
<blockquote style="border-left:3px solid #d1d5db;margin:0;padding-left:12px">${escapeHtml(values.content).replaceAll('\n', '<br>')}</blockquote>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#2563eb;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(t.action)}</a></p>
<p>— TalentBridge</p></body></html>`;
  await enqueueMail(db, { to: to.email, subject: fill(t.subject), text, html, kind, locale: to.locale });
}
