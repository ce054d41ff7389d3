import type { Role } from '@app/contract/schemas/common';
import type { TFunction } from 'i18next';

/** The header's links per role (also in the account menu, for small screens). */
export function roleLinks(role: Role, lang: string, t: TFunction): [string, string][] {
  if (role === 'NORMAL') {
    return [
      [`/${lang}/talent/careers`, t('nav.careers')],
      [`/${lang}/talent/mypage/applications`, t('nav.applications')],
      [`/${lang}/talent/mypage/job-of-interest/1`, t('nav.interests')],
    ];
  }
  if (role === 'ORGANIZATION') {
    return [
      [`/${lang}/company/mypage/job-posting/management`, t('nav.jobPostings')],
      [`/${lang}/company/talent-information`, t('nav.talents')],
      [`/${lang}/company/mypage/talent-of-interest`, t('nav.talentsOfInterest')],
    ];
  }
  return [];
}
