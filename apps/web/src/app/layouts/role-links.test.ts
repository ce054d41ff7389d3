import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { roleLinks } from './role-links';

const t = ((key: string) => key) as unknown as TFunction;
const analytics = (memberRole: 'OWNER' | 'RECRUITER' | 'INTERVIEWER') =>
  roleLinks({ role: 'ORGANIZATION', memberRole }, 'en', t).some((l) => l.to === '/en/company/mypage/analytics');

describe('company navigation', () => {
  it('links recruiting analytics for owners and recruiters, not for interviewers (CANDIDATES_ALL)', () => {
    expect(analytics('OWNER')).toBe(true);
    expect(analytics('RECRUITER')).toBe(true);
    expect(analytics('INTERVIEWER')).toBe(false);
  });
});
