import { canMember, type MemberRole } from '@app/contract/rules/member-roles';
import type { Role } from '@app/contract/schemas/common';
import type { TFunction } from 'i18next';

/** The bottom navigation's icons, by name (drawn by the bottom navigation, which loads once someone signs in). */
export type TabIcon = 'briefcase' | 'file' | 'mail' | 'clipboard' | 'megaphone' | 'kanban' | 'users' | 'list';

/**
 * A link of a role's navigation. `menuOnly`: in the account menu, not in the header bar (it has no room left).
 * `tab`: one of the role's main screens, also in the phone's bottom navigation (with its icon and a shorter label).
 */
export type RoleLink = {
  to: string;
  label: string;
  menuOnly?: boolean;
  tab?: { icon: TabIcon; label?: string };
};

/** Who the links are for: the role, and a company member's role in the team (decision 034). */
type Viewer = { role: Role; memberRole?: MemberRole };

/** The header's links per role (all of them also in the account menu, the main screens in the bottom navigation). */
export function roleLinks({ role, memberRole }: Viewer, lang: string, t: TFunction): RoleLink[] {
  if (role === 'NORMAL') {
    return [
      { to: `/${lang}/talent/careers`, label: t('nav.careers'), tab: { icon: 'briefcase' } },
      { to: `/${lang}/talent/company-info`, label: t('nav.companies'), menuOnly: true },
      {
        to: `/${lang}/talent/mypage/manage-job/document-review`,
        label: t('nav.applications'),
        tab: { icon: 'file', label: t('nav.applicationsShort') },
      },
      { to: `/${lang}/talent/mypage/proposals`, label: t('nav.proposals'), tab: { icon: 'mail' } },
      { to: `/${lang}/talent/mypage/job-of-interest/1`, label: t('nav.interests'), menuOnly: true },
      { to: `/${lang}/talent/mypage/skill-assessment`, label: t('nav.assessments'), tab: { icon: 'clipboard' } },
    ];
  }
  if (role === 'ORGANIZATION') {
    // The menus hide what the member's role cannot do (the server refuses it anyway).
    const can = (c: Parameters<typeof canMember>[1]) => canMember(memberRole ?? 'OWNER', c);
    const links: (RoleLink | false)[] = [
      can('POSTINGS_MANAGE') && {
        to: `/${lang}/company/mypage/job-posting/management`,
        label: t('nav.jobPostings'),
        tab: { icon: 'megaphone' },
      },
      { to: `/${lang}/company/mypage/manage-recruitment`, label: t('nav.recruitment'), tab: { icon: 'kanban' } },
      can('CANDIDATES_ALL') && {
        to: `/${lang}/company/mypage/analytics`,
        label: t('nav.analytics'),
        menuOnly: true,
      },
      can('TALENTS_SEARCH') && {
        to: `/${lang}/company/talent-information`,
        label: t('nav.talents'),
        tab: { icon: 'users' },
      },
      can('TALENT_NOTES') && {
        to: `/${lang}/company/mypage/talent-of-interest`,
        label: t('nav.talentsOfInterest'),
        menuOnly: true,
      },
    ];
    return links.filter((link): link is RoleLink => link !== false);
  }
  if (role === 'ADMIN') {
    return [
      { to: `/${lang}/admin/assessment-questions`, label: t('nav.questionBank'), tab: { icon: 'list' } },
      { to: `/${lang}/admin/notices`, label: t('nav.notices'), tab: { icon: 'megaphone' } },
    ];
  }
  return [];
}

/** The account's own screens (profile and settings), at the end of the account menu. */
export function accountLinks({ role }: Viewer, lang: string, t: TFunction): RoleLink[] {
  if (role === 'NORMAL') {
    return [
      { to: `/${lang}/talent/mypage/profile-register`, label: t('userMenu.profile') },
      { to: `/${lang}/talent/mypage/resumes`, label: t('userMenu.resumes') },
      { to: `/${lang}/talent/mypage/settings`, label: t('userMenu.settings') },
    ];
  }
  if (role === 'ORGANIZATION') {
    return [
      { to: `/${lang}/company/mypage/information`, label: t('userMenu.companyInfo') },
      { to: `/${lang}/company/mypage/team`, label: t('userMenu.team') },
      { to: `/${lang}/company/mypage/settings`, label: t('userMenu.companySettings') },
    ];
  }
  return [];
}
