import { describe, expect, it } from 'vitest';
import { isAppRoute } from './app-routes';

describe('isAppRoute', () => {
  it.each([
    '',
    '/',
    'auth/signin',
    'talent/careers/12',
    'talent/company-info',
    'talent/company-info/3',
    'jobs/5',
    'companies/7',
    '404',
    'auth/signup/company',
    'company/mypage/manage-recruitment/4/candidates/9',
  ])('knows %s', (path) => expect(isAppRoute(path)).toBe(true));

  it.each([
    'nope',
    'talent/nope',
    'jobs',
    'jobs/5/extra',
    'auth/signup/admin',
    '40',
    'talent/company-info/3/4',
    'admin/organizations',
  ])('refuses %s', (path) => expect(isAppRoute(path)).toBe(false));
});
