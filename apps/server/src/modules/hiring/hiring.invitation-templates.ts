import type { Locale } from '@app/contract/schemas/common';

/* Mails that carry an interview's calendar message (decision 036): to the talent and to each panel interviewer. */

export const INVITATION_TALENT_KINDS = ['INTERVIEW_UPDATED', 'INTERVIEW_CANCELLED'] as const;
export const INVITATION_PANEL_KINDS = ['PANEL_INVITED', 'PANEL_UPDATED', 'PANEL_CANCELLED'] as const;
export type InvitationKind = (typeof INVITATION_TALENT_KINDS)[number] | (typeof INVITATION_PANEL_KINDS)[number];

type Template = { subject: string; intro: string; action: string };

export const invitationTemplates: Record<InvitationKind, Record<Locale, Template>> = {
  INTERVIEW_UPDATED: {
    en: {
      subject: 'Interview changed: {title} at {company}',
      intro: '{company} changed the time or place of your interview for "{title}". Your calendar updates with it.',
      action: 'See my application',
    },
    ko: {
      subject: '[TalentBridge] {company} 면접 일정이 변경되었습니다',
      intro: '{company}에서 "{title}" 공고 면접의 시간 또는 장소를 변경했습니다. 캘린더에도 반영됩니다.',
      action: '지원 내역 보기',
    },
  },
  INTERVIEW_CANCELLED: {
    en: {
      subject: 'Interview cancelled: {title} at {company}',
      intro: 'Your interview with {company} for "{title}" is cancelled. It is removed from your calendar.',
      action: 'See my application',
    },
    ko: {
      subject: '[TalentBridge] {company} 면접이 취소되었습니다',
      intro: '{company}의 "{title}" 공고 면접이 취소되었습니다. 캘린더에서도 삭제됩니다.',
      action: '지원 내역 보기',
    },
  },
  PANEL_INVITED: {
    en: {
      subject: 'Interview with {talent}: {title}',
      intro:
        'You are on the interview panel for {talent} ("{title}"). Accept the invitation to add it to your calendar.',
      action: 'Open the candidate',
    },
    ko: {
      subject: '[TalentBridge] {talent} 님 면접 일정 안내',
      intro: '"{title}" 공고 {talent} 님 면접의 면접관으로 지정되었습니다. 초대를 수락하면 캘린더에 추가됩니다.',
      action: '지원자 보기',
    },
  },
  PANEL_UPDATED: {
    en: {
      subject: 'Interview changed: {talent}, {title}',
      intro: 'The time or place of the interview with {talent} ("{title}") changed.',
      action: 'Open the candidate',
    },
    ko: {
      subject: '[TalentBridge] {talent} 님 면접 일정 변경',
      intro: '"{title}" 공고 {talent} 님 면접의 시간 또는 장소가 변경되었습니다.',
      action: '지원자 보기',
    },
  },
  PANEL_CANCELLED: {
    en: {
      subject: 'Interview cancelled: {talent}, {title}',
      intro: 'The interview with {talent} ("{title}") is cancelled and removed from your calendar.',
      action: 'Open the candidate',
    },
    ko: {
      subject: '[TalentBridge] {talent} 님 면접 취소',
      intro: '"{title}" 공고 {talent} 님 면접이 취소되어 캘린더에서 삭제됩니다.',
      action: '지원자 보기',
    },
  },
};
