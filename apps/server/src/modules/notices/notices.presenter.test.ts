import { describe, expect, it } from 'vitest';
import { presentAdminNotice } from './notices.presenter';

const notice = {
  id: 1,
  titleEn: 'Maintenance',
  titleKo: '점검',
  bodyEn: 'Tonight',
  bodyKo: '오늘 밤',
  audience: 'ALL' as const,
  createdBy: 7,
  recipientCount: 0,
  mailCount: 0,
  createdAt: new Date('2026-11-27T00:00:00Z'),
};

describe('presentAdminNotice', () => {
  it('names the author as people read the name (family name first for a Korean name)', () => {
    const author = { id: 7, email: 'a@example.com' };
    expect(presentAdminNotice(notice, { ...author, firstName: '민지', lastName: '김' }).createdBy?.name).toBe('김민지');
    expect(presentAdminNotice(notice, { ...author, firstName: 'Ada', lastName: 'User' }).createdBy?.name).toBe(
      'Ada User',
    );
  });
});
