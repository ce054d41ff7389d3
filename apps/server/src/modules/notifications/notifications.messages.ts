import { fillTemplate } from '@app/contract/rules/fill-template';
import type { Locale } from '@app/contract/schemas/common';
import type { NotificationType } from '@app/contract/schemas/notification';

type Params = Record<string, string | number | boolean | null>;

/**
 * Message templates per type and language; `{name}` is replaced by the notification's parameter of that name, and
 * `{name, 이가}` adds the Korean particle that follows it.
 */
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
  APPLICATION_VIEWED: {
    en: '{companyName} viewed your application to "{title}".',
    ko: '{companyName}에서 "{title}" 공고 지원서를 열람했습니다.',
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
  APPLICATION_OFFERED: {
    en: '{companyName} made you a job offer for "{title}". Open the application to accept or decline it.',
    ko: '{companyName}에서 "{title}" 공고에 대한 채용 제안을 보냈습니다. 지원 내역에서 수락 또는 거절해 주세요.',
  },
  APPLICATION_REJECTED: {
    en: '{companyName} decided not to move forward with your application to "{title}".',
    ko: '{companyName}에서 "{title}" 공고 지원에 대해 불합격을 결정했습니다.',
  },
  APPLICATION_CANCELLED: {
    en: '{companyName} cancelled the hiring process of your application to "{title}".',
    ko: '{companyName}에서 "{title}" 공고 지원의 채용 절차를 취소했습니다.',
  },
  APPLICATION_HIRED: {
    en: 'Congratulations: {companyName} confirmed your hiring for "{title}".',
    ko: '축하합니다. {companyName}에서 "{title}" 공고의 채용을 확정했습니다.',
  },
  OFFER_ACCEPTED: {
    en: '{talentName} accepted your job offer for "{title}".',
    ko: '{talentName} 님이 "{title}" 공고의 채용 제안을 수락했습니다.',
  },
  OFFER_DECLINED: {
    en: '{talentName} declined your job offer for "{title}".',
    ko: '{talentName} 님이 "{title}" 공고의 채용 제안을 거절했습니다.',
  },
  ADDITIONAL_ASSESSMENT_REQUESTED: {
    en: '{companyName} asks you to take an additional assessment for "{title}".',
    ko: '{companyName}에서 "{title}" 공고와 관련해 추가 역량 평가를 요청했습니다.',
  },
  INTERVIEW_PROPOSED: {
    en: '{companyName} proposed an interview for "{title}". Open the application to choose a time.',
    ko: '{companyName}에서 "{title}" 공고의 면접을 제안했습니다. 지원 내역에서 면접 시간을 선택해 주세요.',
  },
  INTERVIEW_CHOSEN: {
    en: '{talentName} chose an interview time for "{title}".',
    ko: '{talentName} 님이 "{title}" 공고의 면접 시간을 선택했습니다.',
  },
  INTERVIEW_DECLINED: {
    en: '{talentName} answered that none of the proposed interview times for "{title}" fits.',
    ko: '{talentName} 님이 "{title}" 공고의 제안된 면접 시간이 모두 맞지 않는다고 답했습니다.',
  },
  INTERVIEW_PANEL_ASSIGNED: {
    en: 'You are on the interview panel for "{title}". The invitation arrives once the candidate picks a time.',
    ko: '"{title}" 공고 면접의 면접관으로 지정되었습니다. 지원자가 시간을 선택하면 초대가 발송됩니다.',
  },
  OFFER_APPROVAL_REQUESTED: {
    en: 'A job offer to {talentName} for "{title}" is waiting for your approval.',
    ko: '"{title}" 공고의 {talentName} 님에게 보낼 채용 제안이 승인을 기다리고 있습니다.',
  },
  OFFER_RETURNED: {
    en: 'Your job offer to {talentName} for "{title}" was returned with a note. Review it and send it again.',
    ko: '"{title}" 공고의 {talentName} 님에게 보낼 채용 제안이 의견과 함께 반려되었습니다. 확인 후 다시 보내 주세요.',
  },
  OFFER_EXPIRED: {
    en: 'Your job offer to {talentName} for "{title}" expired without an answer.',
    ko: '"{title}" 공고의 {talentName} 님에게 보낸 채용 제안이 응답 없이 만료되었습니다.',
  },
  APPLICATION_OFFER_EXPIRED: {
    en: 'The job offer from {companyName} for "{title}" expired before you answered.',
    ko: '{companyName}의 "{title}" 공고 채용 제안이 응답 기한이 지나 만료되었습니다.',
  },
  MATCHING_POSTING_PUBLISHED: {
    en: 'New job matching your skills and interests: "{title}" at {companyName}.',
    ko: '회원님의 기술과 관심 분야에 맞는 새 채용 공고: {companyName}의 "{title}"',
  },
  SERVICE_NOTICE: {
    en: 'Notice: {titleEn}',
    ko: '공지: {titleKo}',
  },
  APPLICATION_RECEIVED: {
    en: '{companyName} received your application to "{title}".',
    ko: '{companyName}에서 "{title}" 공고 지원서를 접수했습니다.',
  },
  HIRING_DELAYED: {
    en: 'The hiring process of "{title}" at {companyName} is taking longer than the stated schedule.',
    ko: '{companyName}의 "{title}" 공고 채용 절차가 안내된 일정보다 늦어지고 있습니다.',
  },
  HIRING_SCHEDULE_CHANGED: {
    en: '{companyName} changed the hiring schedule of "{title}".',
    ko: '{companyName}에서 "{title}" 공고의 채용 일정을 변경했습니다.',
  },
  DOCUMENT_REQUESTED: {
    en: '{talentName} asked for their documents for "{title}" to be {kindEn}. Please confirm by {dueDate}.',
    ko: '{talentName} 님이 "{title}" 공고 지원 서류의 {kindKo, 을를} 요청했습니다. {dueDate}까지 처리해 주세요.',
  },
  DOCUMENT_REQUEST_CONFIRMED: {
    en: '{companyName} confirmed that your documents for "{title}" were {kindEn}.',
    ko: '{companyName}에서 "{title}" 공고 지원 서류의 {kindKo, 을를} 완료했습니다.',
  },
};

/** The text of a notification in `locale`; unknown types (from a newer release) fall back to the type name. */
export function renderNotificationMessage(type: string, params: Params, locale: Locale): string {
  const template = MESSAGES[type as NotificationType]?.[locale];
  if (!template) return type;
  return fillTemplate(template, params);
}
