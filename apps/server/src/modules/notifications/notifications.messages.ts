import type { Locale } from '@app/contract/schemas/common';
import type { NotificationType } from '@app/contract/schemas/notification';

type Params = Record<string, string | number | boolean | null>;

/** Message templates per type and language; `{name}` is replaced by the notification's parameter of that name. */
const MESSAGES: Record<NotificationType, Record<Locale, string>> = {
  ORGANIZATION_APPROVED: {
    en: '{companyName} is now verified. Talents see the verified badge on your company page.',
    ko: '{companyName} 기업 인증이 완료되었습니다. 인재에게 기업 페이지의 인증 배지가 표시됩니다.',
  },
  ORGANIZATION_REJECTED: {
    en: 'Verification of {companyName} was not approved. Check the reasons on your company information page, fix them and apply again.',
    ko: '{companyName} 기업 인증이 반려되었습니다. 기업 정보 페이지에서 사유를 확인하고 수정한 뒤 다시 신청해 주세요.',
  },
  NEW_APPLICANT: {
    en: 'A new talent applied to your posting "{title}".',
    ko: '"{title}" 공고에 새로운 지원자가 있습니다.',
  },
  JOB_PROPOSAL: {
    en: '{companyName} invites you to apply to "{title}".',
    ko: '{companyName}에서 "{title}" 공고를 제안했습니다.',
  },
  PROPOSAL_ACCEPTED: {
    en: '{talentName} accepted your proposal for "{title}" and applied.',
    ko: '{talentName} 님이 "{title}" 공고 제안을 수락하고 지원했습니다.',
  },
  PROPOSAL_DECLINED: {
    en: '{talentName} declined your proposal for "{title}".',
    ko: '{talentName} 님이 "{title}" 공고 제안을 거절했습니다.',
  },
  TALENT_PROFILE_UPDATED: {
    en: '{talentName}, a talent you bookmarked, updated their profile.',
    ko: '관심 인재 {talentName} 님이 프로필을 업데이트했습니다.',
  },
};

/** The text of a notification in `locale`; unknown types (from a newer release) fall back to the type name. */
export function renderNotificationMessage(type: string, params: Params, locale: Locale): string {
  const template = MESSAGES[type as NotificationType]?.[locale];
  if (!template) return type;
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = params[key];
    return value === undefined || value === null ? whole : String(value);
  });
}
