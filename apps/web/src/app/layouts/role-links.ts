import type { Role } from '@app/contract/schemas/common';
import type { TFunction } from 'i18next';

/** A link: its path, its label, and whether it lives in the account menu only (the header bar has no room left). */
export type RoleLink = [to: string, label: string, menuOnly?: boolean];

/** The header's links per role (all of them also in the account menu, for small screens). */
export function roleLinks(role: Role, lang: string, t: TFunction): RoleLink[] {
  if (role === 'NORMAL') {
    return [
      [`/${lang}/talent/careers`, t('nav.careers')],
      [`/${lang}/talent/company-info`, t('nav.companies'), true],
      [`/${lang}/talent/mypage/manage-job/document-review`, t('nav.applications')],
      [`/${lang}/talent/mypage/proposals`, t('nav.proposals')],
      [`/${lang}/talent/mypage/job-of-interest/1`, t('nav.interests'), true],
      [`/${lang}/talent/mypage/skill-assessment`, t('nav.assessments')],
    ];
  }
  if (role === 'ORGANIZATION') {
    return [
      [`/${lang}/company/mypage/job-posting/management`, t('nav.jobPostings')],
      [`/${lang}/company/mypage/manage-recruitment`, t('nav.recruitment')],
      [`/${lang}/company/talent-information`, t('nav.talents')],
      [`/${lang}/company/mypage/talent-of-interest`, t('nav.talentsOfInterest'), true],
    ];
  }
  if (role === 'ADMIN') {
    return [
      [`/${lang}/admin/assessment-questions`, t('nav.questionBank')],
      [`/${lang}/admin/notices`, t('nav.notices')],
    ];
  }
  return [];
}
