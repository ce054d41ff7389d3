/**
 * Every screen of the web app, as paths after the language prefix (`/{lang}/...`). The server answers 404 for any
 * other page path, and a web test checks that the router declares exactly these, so the list stays the one place.
 * `:name` is one path segment, `:name?` an optional last one; ERROR_CODE and USER_TYPE constrain two of them.
 */
export const APP_ROUTES = [
  '',
  ':errorCode',
  'report',
  'report/:attemptId',
  'auth',
  'auth/signin',
  'auth/signin/unlock',
  'auth/signin/two-step',
  'auth/signin/:type',
  'auth/social/complete',
  'auth/signup',
  'auth/signup/completed',
  'auth/signup/:type',
  'auth/password/:type',
  'policy/terms',
  'policy/privacy',
  'account/delete/confirm',
  'settings/notifications/unsubscribe',
  'dev/mailbox',
  'team/invitation',
  'team/membership-ended',
  'jobs/:id',
  'companies/:id',
  'notices/:id',
  'consents',
  'common-view/talent/:id',
  'talent',
  'talent/mypage/dashboard',
  'talent/mypage/proposals',
  'talent/mypage/skill-assessment',
  'talent/mypage/skill-assessment/:page',
  'talent/mypage/skill-assessment/attempt/:attemptId',
  'talent/mypage/profile-register',
  'talent/mypage/resumes',
  'talent/mypage/skills-sets',
  'talent/mypage/settings',
  'talent/mypage/notifications',
  'talent/company-info/:id?',
  'talent/careers',
  'talent/careers/:id',
  'talent/mypage/job-of-interest',
  'talent/mypage/job-of-interest/:page',
  'talent/mypage/company-of-interest',
  'talent/mypage/company-of-interest/:page',
  'talent/mypage/applications',
  'talent/mypage/manage-job/document-review',
  'talent/mypage/manage-job/document-review/:appId',
  'company',
  'company/mypage/dashboard',
  'company/mypage/job-posting/management',
  'company/mypage/manage-recruitment',
  'company/mypage/manage-recruitment/:jobId',
  'company/mypage/manage-recruitment/:jobId/candidates/:appId',
  'company/job-posting/:id',
  'company/job-posting/:id/preview',
  'company/talent-information',
  'company/talent-preview/:talentId',
  'company/mypage/talent-of-interest',
  'company/mypage/information',
  'company/mypage/settings',
  'company/mypage/team',
  'company/mypage/analytics',
  'company/mypage/notifications',
  'company/two-step-setup',
  'admin',
  'admin/notices',
  'admin/mails',
  'admin/organizations/:id',
  'admin/assessment-questions',
] as const;

/** Segments a parameter must look like; any other parameter is any one segment. */
const PARAM_RULES: Record<string, RegExp> = {
  errorCode: /^\d{3}$/,
  type: /^(talent|company)$/,
};

const split = (path: string) => path.split('/').filter(Boolean);
const COMPILED = APP_ROUTES.map(split);

function matches(pattern: readonly string[], segments: readonly string[]): boolean {
  const required = pattern.filter((p) => !p.endsWith('?')).length;
  if (segments.length < required || segments.length > pattern.length) return false;
  return pattern.every((part, i) => {
    const segment = segments[i];
    if (!part.startsWith(':')) return segment === part;
    if (segment === undefined) return part.endsWith('?');
    const rule = PARAM_RULES[part.slice(1).replace(/\?$/, '')];
    return rule ? rule.test(segment) : segment.length > 0;
  });
}

/** Whether a path after the language prefix (`talent/careers/12`, without slashes around) is a screen of the app. */
export function isAppRoute(pathAfterLanguage: string): boolean {
  const segments = split(pathAfterLanguage);
  return COMPILED.some((pattern) => matches(pattern, segments));
}
