import type { Locale } from '@app/contract/schemas/common';

export type MailKind =
  | 'VERIFY_EMAIL'
  | 'RESET_PASSWORD'
  | 'DELETE_ACCOUNT'
  | 'UNLOCK_SIGNIN'
  | 'SIGNUP_ATTEMPT'
  | 'EXPORT_READY'
  | 'TEAM_INVITATION';

type Template = { subject: string; intro: string; action: string; outro: string };

const templates: Record<MailKind, Record<Locale, Template>> = {
  EXPORT_READY: {
    en: {
      subject: 'Your TalentBridge data is ready to download',
      intro:
        'The copy of your data you asked for is ready: a ZIP file with your information and the files you uploaded.',
      action: 'Open privacy settings to download',
      outro:
        'The download works for 7 days while you are signed in. If you did not ask for this, change your password.',
    },
    ko: {
      subject: '[TalentBridge] 요청하신 내 정보 파일이 준비되었습니다',
      intro: '요청하신 내 정보 사본이 준비되었습니다. 회원님의 정보와 올리신 파일을 담은 ZIP 파일입니다.',
      action: '개인정보 설정에서 내려받기',
      outro: '로그인한 상태에서 7일 동안 내려받을 수 있습니다. 요청하지 않으셨다면 비밀번호를 바꿔 주세요.',
    },
  },
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
  UNLOCK_SIGNIN: {
    en: {
      subject: 'Unlock sign-in to your TalentBridge account',
      intro:
        'Sign-in to your account was paused after many wrong passwords, possibly from someone else. Open this link to unlock it, then sign in as usual.',
      action: 'Unlock sign-in',
      outro:
        'This link works once and expires in 1 hour. If the wrong passwords were not yours, consider changing your password.',
    },
    ko: {
      subject: '[TalentBridge] 로그인 잠금 해제 안내',
      intro:
        '비밀번호가 여러 번 잘못 입력되어 계정 로그인이 잠시 제한되었습니다. 다른 사람이 시도했을 수도 있습니다. 아래 링크를 누르면 잠금이 해제되며, 평소처럼 로그인하시면 됩니다.',
      action: '로그인 잠금 해제하기',
      outro:
        '이 링크는 한 번만 사용할 수 있으며 1시간 후 만료됩니다. 직접 입력하신 것이 아니라면 비밀번호를 바꾸시는 것을 권해 드립니다.',
    },
  },
  SIGNUP_ATTEMPT: {
    en: {
      subject: 'Someone tried to sign up to TalentBridge with your e-mail',
      intro:
        'Someone just tried to create a TalentBridge account with your e-mail address, which already has an account. No new account was created.',
      action: 'Sign in or reset your password',
      outro: 'If this was you, sign in with your existing account. If not, you can ignore this mail.',
    },
    ko: {
      subject: '[TalentBridge] 회원님의 이메일로 가입 시도가 있었습니다',
      intro: '이미 가입된 회원님의 이메일 주소로 TalentBridge 가입 시도가 있었습니다. 새 계정은 만들어지지 않았습니다.',
      action: '로그인 또는 비밀번호 재설정',
      outro: '본인이 시도하셨다면 기존 계정으로 로그인해 주세요. 그렇지 않다면 이 메일은 무시하셔도 됩니다.',
    },
  },
  TEAM_INVITATION: {
    en: {
      subject: '{inviter} invited you to join {company} on TalentBridge',
      intro:
        '{inviter} invited you to join the hiring team of {company} on TalentBridge as {role}. Accept to see the team’s postings and candidates.',
      action: 'Accept the invitation',
      outro:
        'This link works once and expires in 7 days. Sign up or sign in with this e-mail address to accept. If you did not expect this, ignore this mail.',
    },
    ko: {
      subject: '[TalentBridge] {inviter}님이 {company} 채용팀에 초대했습니다',
      intro:
        '{inviter}님이 TalentBridge의 {company} 채용팀에 {role} 초대했습니다. 초대를 수락하면 팀의 채용 공고와 지원자를 볼 수 있습니다.',
      action: '초대 수락하기',
      outro:
        '이 링크는 한 번만 사용할 수 있으며 7일 후 만료됩니다. 이 이메일 주소로 가입하거나 로그인해서 수락해 주세요. 예상하지 못한 메일이라면 무시하셔도 됩니다.',
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

/** A mail with one call to action, as plain text and simple HTML; `{name}` placeholders are filled from `vars`. */
export function renderActionMail(
  kind: MailKind,
  locale: Locale,
  name: string,
  link: string,
  vars: Record<string, string> = {},
) {
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (whole, key: string) => vars[key] ?? whole);
  const raw = templates[kind][locale];
  const t = { subject: fill(raw.subject), intro: fill(raw.intro), action: raw.action, outro: raw.outro };
  const greeting = locale === 'ko' ? `${name}님, 안녕하세요.` : `Hello ${name},`;
  const text = `${greeting}\n\n${t.intro}\n\n${t.action}: ${link}\n\n${t.outro}\n\n— TalentBridge`;
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;line-height:1.6;color:#1f2937">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(t.intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#2563eb;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(t.action)}</a></p>
<p style="font-size:13px;color:#6b7280">${escapeHtml(t.outro)}</p><p style="font-size:13px;color:#6b7280">${escapeHtml(link)}</p>
<p>— TalentBridge</p></body></html>`;
  return { subject: t.subject, text, html };
}
