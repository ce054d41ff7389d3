import { describe, expect, it } from 'vitest';
import { formatName, initialsOf } from './names';
import { dashboardPath, isPublicPath } from './paths';

describe('paths', () => {
  it('sends each role to its dashboard', () => {
    expect(dashboardPath('NORMAL', 'en')).toBe('/en/talent/mypage/dashboard');
    expect(dashboardPath('ORGANIZATION', 'ko')).toBe('/ko/company/mypage/dashboard');
    expect(dashboardPath('ADMIN', 'en')).toBe('/en/admin');
  });

  it('knows the public paths of spec section 2', () => {
    for (const path of [
      '/',
      '/en',
      '/en/',
      '/ko/auth/signin',
      '/en/auth/signup/talent',
      '/ko/policy/terms',
      '/en/404',
      '/en/dev/mailbox',
      '/ko/account/delete/confirm',
      '/en/jobs/5',
      '/ko/companies/2',
    ]) {
      expect(isPublicPath(path)).toBe(true);
    }
    for (const path of [
      '/en/talent/mypage/dashboard',
      '/ko/company/mypage/dashboard',
      '/en/admin',
      '/en/report',
      '/en/4040',
      '/en/account/settings',
    ]) {
      expect(isPublicPath(path)).toBe(false);
    }
  });
});

describe('names', () => {
  it('writes Korean names family name first', () => {
    expect(formatName('지훈', '박')).toBe('박지훈');
    expect(formatName('Ada', 'Lovelace')).toBe('Ada Lovelace');
    expect(initialsOf('지훈', '박')).toBe('지훈');
    expect(initialsOf('ada', 'lovelace')).toBe('AL');
  });
});
