import type { Locale } from '@app/contract/schemas/common';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { notificationMail } from '../../mail/notification-mail';
import { enqueueMail } from '../../mail/outbox';

export type OrganizationMailKind =
  | 'ORG_VERIFICATION_APPROVED'
  | 'ORG_VERIFICATION_REJECTED'
  | 'ORG_INFO_CHANGE_REQUEST';

type Template = { subject: string; intro: string; action: string; outro: string };
type Line = { label: string; value: string };
type Recipient = { email: string; firstName: string; locale: Locale };

const templates: Record<OrganizationMailKind, Record<Locale, Template>> = {
  ORG_VERIFICATION_APPROVED: {
    en: {
      subject: '{company} is now verified on TalentBridge',
      intro:
        'Good news: our team reviewed your documents and verified {company}. Talents now see the verified badge on your company page.',
      action: 'Open my company information',
      outro: 'To change the verified information later (name, CEO, country), send a change request from that page.',
    },
    ko: {
      subject: '[TalentBridge] {company} 기업 인증이 완료되었습니다',
      intro:
        '제출하신 서류를 검토하여 {company} 기업 인증을 완료했습니다. 이제 인재에게 기업 페이지의 인증 배지가 표시됩니다.',
      action: '기업 정보 보기',
      outro: '인증된 정보(회사명, 대표자, 국가)를 변경하려면 기업 정보 페이지에서 변경을 요청해 주세요.',
    },
  },
  ORG_VERIFICATION_REJECTED: {
    en: {
      subject: 'Verification of {company} needs changes',
      intro: 'Our team reviewed the verification request of {company} and could not approve it yet. The reasons:',
      action: 'Fix and apply again',
      outro: 'Update your information or documents, then apply again from your company information page.',
    },
    ko: {
      subject: '[TalentBridge] {company} 기업 인증이 반려되었습니다',
      intro: '{company}의 기업 인증 신청을 검토했으나 승인하지 못했습니다. 반려 사유는 다음과 같습니다.',
      action: '수정 후 다시 신청하기',
      outro: '기업 정보 페이지에서 정보나 서류를 수정한 뒤 다시 신청해 주세요.',
    },
  },
  ORG_INFO_CHANGE_REQUEST: {
    en: {
      subject: 'Change request from {company}',
      intro: '{company} (verified) asks to change its verified information:',
      action: 'Review the organization',
      outro: 'Apply the change after checking it against the documents, or answer the company.',
    },
    ko: {
      subject: '[TalentBridge] {company} 정보 변경 요청',
      intro: '인증된 기업 {company}에서 인증 정보 변경을 요청했습니다.',
      action: '기업 검토하기',
      outro: '서류와 대조해 확인한 뒤 변경하거나 기업에 답변해 주세요.',
    },
  },
};

const LABELS: Record<Locale, Record<string, string>> = {
  en: {
    logoRejectionReason: 'Logo',
    documentRejectionReason: 'Documents',
    rejectReason: 'General',
    companyName: 'Company name',
    ceo: 'CEO',
    country: 'Country',
    message: 'Message',
    requestedBy: 'Requested by',
  },
  ko: {
    logoRejectionReason: '로고',
    documentRejectionReason: '서류',
    rejectReason: '일반',
    companyName: '회사명',
    ceo: '대표자',
    country: '국가',
    message: '요청 내용',
    requestedBy: '요청자',
  },
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A mail with a list of labelled lines and one call to action, as plain text and simple HTML. */
function render(
  kind: OrganizationMailKind,
  locale: Locale,
  name: string,
  company: string,
  lines: Line[],
  link: string,
) {
  const fill = (s: string) => s.replaceAll('{company}', company);
  const t = templates[kind][locale];
  const greeting = locale === 'ko' ? `${name}님, 안녕하세요.` : `Hello ${name},`;
  const listText = lines.map((l) => `- ${l.label}: ${l.value}`).join('\n');
  const text = `${greeting}\n\n${fill(t.intro)}\n${listText ? `\n${listText}\n` : ''}\n${t.action}: ${link}\n\n${t.outro}\n\n— TalentBridge`;
  const listHtml = lines.length
    ? `<ul>${lines.map((l) => `<li><strong>${escapeHtml(l.label)}</strong>: ${escapeHtml(l.value).replaceAll('\n', '<br>')}</li>`).join('')}</ul>`
    : '';
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;line-height:1.6;color:#1f2937">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(fill(t.intro))}</p>${listHtml}
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#2563eb;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(t.action)}</a></p>
<p style="font-size:13px;color:#6b7280">${escapeHtml(t.outro)}</p>
<p>— TalentBridge</p></body></html>`;
  return { subject: fill(t.subject), text, html };
}

/**
 * Queues the decision mail to one member of the organization, in their language, in the caller's transaction, with
 * the one-click link that turns their e-mail notifications off.
 */
export async function sendDecisionMail(
  db: DbOrTx,
  config: Pick<Config, 'signingSecret' | 'dataDir' | 'publicUrl'>,
  to: Recipient & { id: number },
  decision: { approved: boolean; companyName: string; reasons: Record<string, string | null> },
) {
  const kind = decision.approved ? 'ORG_VERIFICATION_APPROVED' : 'ORG_VERIFICATION_REJECTED';
  const lines = Object.entries(decision.reasons)
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([key, value]) => ({ label: LABELS[to.locale][key] ?? key, value }));
  const t = templates[kind][to.locale];
  const fill = (s: string) => s.replaceAll('{company}', decision.companyName);
  await enqueueMail(
    db,
    notificationMail(config, to, kind, 'emailNotiFlag', {
      subject: fill(t.subject),
      intro: fill(t.intro),
      lines,
      action: { label: t.action, url: `${config.publicUrl}/${to.locale}/company/mypage/information` },
      outro: t.outro,
    }),
  );
}

/** Queues a change request to one administrator, in their language. */
export async function sendChangeRequestMail(
  db: DbOrTx,
  publicUrl: string,
  to: Recipient,
  request: {
    organizationId: number;
    companyName: string;
    requestedBy: string;
    changes: Record<string, string | undefined>;
    message: string;
  },
) {
  const labels = LABELS[to.locale];
  const lines: Line[] = [
    ...Object.entries(request.changes)
      .filter((entry): entry is [string, string] => Boolean(entry[1]))
      .map(([key, value]) => ({ label: labels[key] ?? key, value })),
    { label: labels.message ?? 'Message', value: request.message },
    { label: labels.requestedBy ?? 'Requested by', value: request.requestedBy },
  ];
  const link = `${publicUrl}/${to.locale}/admin/organizations/${request.organizationId}`;
  const mail = render('ORG_INFO_CHANGE_REQUEST', to.locale, to.firstName, request.companyName, lines, link);
  await enqueueMail(db, { to: to.email, ...mail, kind: 'ORG_INFO_CHANGE_REQUEST', locale: to.locale });
}
