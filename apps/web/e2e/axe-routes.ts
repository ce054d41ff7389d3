import { APP_ROUTES } from '@app/contract/rules/app-routes';
import { expect, type Page } from '@playwright/test';
import { expectAccessible } from './axe';

export type AppRoute = (typeof APP_ROUTES)[number];
/** `newTalent`: a talent signed up for the test, for what would change a demo talent's data (an open attempt). */
export type Role = 'visitor' | 'talent' | 'newTalent' | 'company' | 'admin';

/**
 * Who opens each screen of the app and at which paths (`:name` is filled from the ids the spec seeds or looks up).
 * Typed by the contract's route list, so a new screen does not type-check until it is given here.
 * `redirectsTo`: the route only forwards to another screen, which is checked at its own path.
 */
type Visit = { role: Role; paths: string[] } | { role: Role; redirectsTo: string };

const at = (role: Role, ...paths: string[]): Visit => ({ role, paths });
const forwards = (role: Role, redirectsTo: string): Visit => ({ role, redirectsTo });

export const VISITS = {
  '': at('visitor', ''),
  ':errorCode': at('visitor', '/500', '/no-such-page'),
  report: at('talent', '/report?attemptId=:attemptId'),
  'report/:attemptId': at('talent', '/report/:attemptId'),
  auth: forwards('visitor', '/auth/signin'),
  'auth/signin': at('visitor', '/auth/signin'),
  'auth/signin/unlock': at('visitor', '/auth/signin/unlock'),
  'auth/signin/two-step': at('visitor', '/auth/signin/two-step'),
  'auth/signin/:type': at('visitor', '/auth/signin/talent', '/auth/signin/company'),
  'auth/social/complete': at('visitor', '/auth/social/complete'),
  'auth/signup': at('visitor', '/auth/signup'),
  'auth/signup/completed': at('visitor', '/auth/signup/completed'),
  'auth/signup/:type': at('visitor', '/auth/signup/talent', '/auth/signup/company'),
  'auth/password/:type': at('visitor', '/auth/password/talent'),
  'policy/terms': at('visitor', '/policy/terms'),
  'policy/privacy': at('visitor', '/policy/privacy'),
  'account/delete/confirm': at('visitor', '/account/delete/confirm'),
  'settings/notifications/unsubscribe': at('visitor', '/settings/notifications/unsubscribe'),
  'dev/mailbox': at('visitor', '/dev/mailbox'),
  'team/invitation': at('visitor', '/team/invitation'),
  'team/membership-ended': at('visitor', '/team/membership-ended'),
  'jobs/:id': at('visitor', '/jobs/:postingId'),
  'companies/:id': at('visitor', '/companies/:companyId'),
  'notices/:id': at('talent', '/notices/:noticeId'),
  // Shown only to someone who owes consent to a changed policy; anyone else is sent on to their dashboard.
  consents: forwards('talent', '/talent/mypage/dashboard'),
  'common-view/talent/:id': at('talent', '/common-view/talent/:talentId'),
  talent: forwards('talent', '/talent/mypage/dashboard'),
  'talent/mypage/dashboard': at('talent', '/talent/mypage/dashboard'),
  'talent/mypage/proposals': at('talent', '/talent/mypage/proposals'),
  'talent/mypage/skill-assessment': forwards('talent', '/talent/mypage/skill-assessment/1'),
  'talent/mypage/skill-assessment/:page': at('talent', '/talent/mypage/skill-assessment/1'),
  'talent/mypage/skill-assessment/attempt/:attemptId': at(
    'newTalent',
    '/talent/mypage/skill-assessment/attempt/:openAttemptId',
  ),
  'talent/mypage/profile-register': at('talent', '/talent/mypage/profile-register'),
  'talent/mypage/resumes': at('talent', '/talent/mypage/resumes'),
  'talent/mypage/skills-sets': at('talent', '/talent/mypage/skills-sets'),
  'talent/mypage/settings': at('talent', '/talent/mypage/settings'),
  'talent/mypage/notifications': at('talent', '/talent/mypage/notifications'),
  'talent/company-info/:id?': at('talent', '/talent/company-info', '/talent/company-info/:companyId'),
  'talent/careers': at('talent', '/talent/careers'),
  'talent/careers/:id': at('talent', '/talent/careers/:postingId'),
  'talent/mypage/job-of-interest': forwards('talent', '/talent/mypage/job-of-interest/1'),
  'talent/mypage/job-of-interest/:page': at('talent', '/talent/mypage/job-of-interest/1'),
  'talent/mypage/company-of-interest': forwards('talent', '/talent/mypage/company-of-interest/1'),
  'talent/mypage/company-of-interest/:page': at('talent', '/talent/mypage/company-of-interest/1'),
  'talent/mypage/applications': forwards('talent', '/talent/mypage/manage-job/document-review'),
  'talent/mypage/manage-job/document-review': at('talent', '/talent/mypage/manage-job/document-review'),
  'talent/mypage/manage-job/document-review/:appId': at('talent', '/talent/mypage/manage-job/document-review/:appId'),
  company: forwards('company', '/company/mypage/dashboard'),
  'company/mypage/dashboard': at('company', '/company/mypage/dashboard'),
  'company/mypage/job-posting/management': at('company', '/company/mypage/job-posting/management'),
  'company/mypage/manage-recruitment': at('company', '/company/mypage/manage-recruitment'),
  'company/mypage/manage-recruitment/:jobId': at('company', '/company/mypage/manage-recruitment/:jobId'),
  'company/mypage/manage-recruitment/:jobId/candidates/:appId': at(
    'company',
    '/company/mypage/manage-recruitment/:jobId/candidates/:appId',
  ),
  'company/job-posting/:id': at('company', '/company/job-posting/:jobId'),
  'company/job-posting/:id/preview': at('company', '/company/job-posting/:jobId/preview'),
  'company/talent-information': at('company', '/company/talent-information'),
  'company/talent-preview/:talentId': at('company', '/company/talent-preview/:talentId'),
  'company/mypage/talent-of-interest': at('company', '/company/mypage/talent-of-interest'),
  'company/mypage/information': at('company', '/company/mypage/information'),
  'company/mypage/settings': at('company', '/company/mypage/settings'),
  'company/mypage/team': at('company', '/company/mypage/team'),
  'company/mypage/analytics': at('company', '/company/mypage/analytics'),
  'company/mypage/notifications': at('company', '/company/mypage/notifications'),
  'company/two-step-setup': at('company', '/company/two-step-setup'),
  admin: at('admin', '/admin'),
  'admin/notices': at('admin', '/admin/notices'),
  'admin/mails': at('admin', '/admin/mails'),
  'admin/organizations/:id': at('admin', '/admin/organizations/:organizationId'),
  'admin/assessment-questions': at('admin', '/admin/assessment-questions'),
} satisfies Record<AppRoute, Visit>;

/** The talent's applications, follows and notifications: half of /talent/mypage, checked apart for shards. */
export const isTalentJobsPage = (route: AppRoute) =>
  /^talent\/mypage\/(notifications|job-of-interest|company-of-interest|applications|manage-job)/.test(route);

const fill = (path: string, ids: Record<string, number>) =>
  path.replace(/:(\w+)/g, (_, name: string) => {
    const id = ids[name];
    if (id === undefined) throw new Error(`no id for :${name} in ${path}`);
    return String(id);
  });

/**
 * Every screen `role` opens (those of `part` when the role's screens are split over files that shards run at once),
 * in both languages and sizes, on one page (one sign-in); redirects are followed.
 */
export async function checkRoutesOf(
  role: Role,
  page: Page,
  ids: Record<string, number> = {},
  part: (route: AppRoute) => boolean = () => true,
) {
  for (const route of APP_ROUTES) {
    const visit: Visit = VISITS[route];
    if (visit.role !== role || !part(route)) continue;
    if ('redirectsTo' in visit) {
      await page.goto(`/en/${route}`);
      await expect(page).toHaveURL(new RegExp(`/en${visit.redirectsTo}$`));
      continue;
    }
    for (const path of visit.paths) await expectAccessible(page, fill(path, ids));
  }
}
