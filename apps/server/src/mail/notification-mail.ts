import type { Locale } from '@app/contract/schemas/common';
import type { MailFlag } from '@app/contract/schemas/notification-flag';
import type { Config } from '../config';
import type { MailAttachment } from '../db/schema/mail';
import { type OneClick, oneClickFor, unsubscribeHeaders } from './one-click';
import type { QueuedMail } from './outbox';

export type MailLine = { label: string; value: string };

/** What a notification mail says, already in the recipient's language. */
export type NotificationMailBody = {
  subject: string;
  intro: string;
  /** The other side's own words (a company's message), quoted as they wrote them. */
  quote?: string | null;
  lines?: MailLine[];
  action: { label: string; url: string };
  outro?: string;
};

/** The settings' names as the settings pages show them. */
const FLAG_LABELS: Record<Locale, Record<MailFlag, string>> = {
  en: {
    emailNotiFlag: 'E-mail',
    noticeNotiFlag: 'Service notices',
    recommendedJobNotiFlag: 'Recommended jobs',
    jobResultFlag: 'Recruitment results',
    recommendedTalentNotiFlag: 'Recommended talents',
    newApplicantNotiFlag: 'New applicants',
    jobDecisionNotiFlag: 'Job decisions',
    talentProfileUpdateNotiFlag: 'Talent profile updates',
  },
  ko: {
    emailNotiFlag: '이메일',
    noticeNotiFlag: '서비스 공지',
    recommendedJobNotiFlag: '추천 채용 공고',
    jobResultFlag: '채용 결과',
    recommendedTalentNotiFlag: '추천 인재',
    newApplicantNotiFlag: '새 지원자',
    jobDecisionNotiFlag: '채용 결정',
    talentProfileUpdateNotiFlag: '인재 프로필 업데이트',
  },
};

const FOOTER: Record<Locale, { why: (label: string) => string; off: string }> = {
  en: {
    why: (label) => `You receive this e-mail because the notification setting “${label}” is on.`,
    off: 'Turn it off with one click',
  },
  ko: {
    why: (label) => `알림 설정의 ‘${label}’ 항목이 켜져 있어 이 메일을 보내 드렸습니다.`,
    off: '클릭 한 번으로 끄기',
  },
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const multiline = (value: string) => escapeHtml(value).replaceAll('\n', '<br>');

/** Plain text and simple HTML: greeting, intro, quote, labelled lines, one button, and the one-click footer. */
export function renderNotificationMail(locale: Locale, name: string, body: NotificationMailBody, oneClick: OneClick) {
  const greeting = locale === 'ko' ? `${name}님, 안녕하세요.` : `Hello ${name},`;
  const footer = FOOTER[locale];
  const why = footer.why(FLAG_LABELS[locale][oneClick.flag]);
  const lines = body.lines ?? [];
  const text = [
    greeting,
    body.intro,
    body.quote ? body.quote : null,
    lines.length ? lines.map((l) => `- ${l.label}: ${l.value}`).join('\n') : null,
    `${body.action.label}: ${body.action.url}`,
    body.outro ?? null,
    '— TalentBridge',
    `${why}\n${footer.off}: ${oneClick.pageUrl}`,
  ]
    .filter((part): part is string => part !== null)
    .join('\n\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;line-height:1.6;color:#1f2937">
<p>${escapeHtml(greeting)}</p><p>${multiline(body.intro)}</p>
${body.quote ? `<blockquote style="border-left:3px solid #d1d5db;margin:0;padding-left:12px">${multiline(body.quote)}</blockquote>` : ''}
${lines.length ? `<ul>${lines.map((l) => `<li><strong>${escapeHtml(l.label)}</strong>: ${multiline(l.value)}</li>`).join('')}</ul>` : ''}
<p><a href="${escapeHtml(body.action.url)}" style="display:inline-block;padding:10px 18px;background:#2563eb;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(body.action.label)}</a></p>
${body.outro ? `<p style="font-size:13px;color:#6b7280">${multiline(body.outro)}</p>` : ''}
<p>— TalentBridge</p>
<hr style="border:none;border-top:1px solid #e5e7eb">
<p style="font-size:12px;color:#6b7280">${escapeHtml(why)} <a href="${escapeHtml(oneClick.pageUrl)}" style="color:#6b7280">${escapeHtml(footer.off)}</a></p>
</body></html>`;
  return { subject: body.subject, text, html };
}

type Recipient = { id: number; email: string; firstName: string; locale: Locale };

/**
 * A notification mail ready for the outbox: rendered in the recipient's language, with the one-click link that
 * turns `flag` off in the footer and in the List-Unsubscribe headers.
 */
export function notificationMail(
  config: Pick<Config, 'signingSecret' | 'dataDir' | 'publicUrl'>,
  to: Recipient,
  kind: string,
  flag: MailFlag,
  body: NotificationMailBody,
  attachments: MailAttachment[] = [],
): QueuedMail {
  const oneClick = oneClickFor(config, to, flag);
  return {
    to: to.email,
    ...renderNotificationMail(to.locale, to.firstName, body, oneClick),
    kind,
    locale: to.locale,
    headers: unsubscribeHeaders(oneClick),
    attachments,
  };
}
