import type { Locale } from '@app/contract/schemas/common';

export type MailKind = 'VERIFY_EMAIL' | 'RESET_PASSWORD' | 'DELETE_ACCOUNT';

type Template = { subject: string; intro: string; action: string; outro: string };

const templates: Record<MailKind, Record<Locale, Template>> = {
  VERIFY_EMAIL: {
    en: {
      subject: 'Verify your e-mail for TalentBridge',
      intro: 'Welcome to TalentBridge. Confirm your e-mail address to activate your account.',
      action: 'Verify my e-mail',
      outro: 'This link works once and expires in 24 hours. If you did not sign up, ignore this mail.',
    },
    ko: {
      subject: '[TalentBridge] 이메일 인증을 완료해 주세요',
      intro: 'TalentBridge에 오신 것을 환영합니다. 계정을 활성화하려면 이메일 주소를 인증해 주세요.',
      action: '이메일 인증하기',
      outro: '이 링크는 한 번만 사용할 수 있으며 24시간 후 만료됩니다. 가입하지 않으셨다면 이 메일을 무시하세요.',
    },
  },
  RESET_PASSWORD: {
    en: {
      subject: 'Reset your TalentBridge password',
      intro: 'We received a request to reset your password.',
      action: 'Set a new password',
      outro:
        'This link works once and expires in 1 hour. If you did not ask for this, ignore this mail: your password stays the same.',
    },
    ko: {
      subject: '[TalentBridge] 비밀번호 재설정 안내',
      intro: '비밀번호 재설정 요청을 받았습니다.',
      action: '새 비밀번호 설정하기',
      outro:
        '이 링크는 한 번만 사용할 수 있으며 1시간 후 만료됩니다. 요청하지 않으셨다면 이 메일을 무시하세요. 비밀번호는 바뀌지 않습니다.',
    },
  },
  DELETE_ACCOUNT: {
    en: {
      subject: 'Confirm the deletion of your TalentBridge account',
      intro:
        'We received a request to delete your account. Once confirmed, your personal data is erased and you are signed out everywhere.',
      action: 'Delete my account',
      outro: 'This link works once and expires in 24 hours. If you did not ask for this, ignore this mail.',
    },
    ko: {
      subject: '[TalentBridge] 회원 탈퇴 확인',
      intro: '회원 탈퇴 요청을 받았습니다. 확인하면 개인정보가 삭제되고 모든 기기에서 로그아웃됩니다.',
      action: '탈퇴 확인하기',
      outro: '이 링크는 한 번만 사용할 수 있으며 24시간 후 만료됩니다. 요청하지 않으셨다면 이 메일을 무시하세요.',
    },
  },
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A mail with one call to action, as plain text and simple HTML. */
export function renderActionMail(kind: MailKind, locale: Locale, name: string, link: string) {
  const t = templates[kind][locale];
  const greeting = locale === 'ko' ? `${name}님, 안녕하세요.` : `Hello ${name},`;
  const text = `${greeting}\n\n${t.intro}\n\n${t.action}: ${link}\n\n${t.outro}\n\n— TalentBridge`;
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;line-height:1.6;color:#1f2937">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(t.intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#2563eb;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(t.action)}</a></p>
<p style="font-size:13px;color:#6b7280">${escapeHtml(t.outro)}</p><p style="font-size:13px;color:#6b7280">${escapeHtml(link)}</p>
<p>— TalentBridge</p></body></html>`;
  return { subject: t.subject, text, html };
}
