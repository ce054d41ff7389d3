import { describe, expect, it } from 'vitest';
import { notificationsBase } from '../api/notifications';
import { badgeCount, notificationPath, unreadIds } from './notification-link';

describe('notifications', () => {
  it('links verification decisions to the company information page', () => {
    expect(notificationPath({ type: 'ORGANIZATION_APPROVED', params: {} })).toBe('/company/mypage/information');
    expect(notificationPath({ type: 'ORGANIZATION_REJECTED', params: {} })).toBe('/company/mypage/information');
    expect(notificationPath({ type: 'NEW_APPLICANT', params: {} })).toBeNull();
  });
  it('links hiring events to the application on each side', () => {
    expect(notificationPath({ type: 'INTERVIEW_PROPOSED', params: { applicationId: 5, jobPostingId: 2 } })).toBe(
      '/talent/mypage/manage-job/document-review/5',
    );
    expect(notificationPath({ type: 'APPLICATION_OFFERED', params: {} })).toBeNull();
    expect(notificationPath({ type: 'APPLICATION_VIEWED', params: { applicationId: 7 } })).toBe(
      '/talent/mypage/manage-job/document-review/7',
    );
    expect(notificationPath({ type: 'OFFER_ACCEPTED', params: { applicationId: 5, jobPostingId: 2 } })).toBe(
      '/company/mypage/manage-recruitment/2/candidates/5',
    );
    expect(notificationPath({ type: 'NEW_APPLICANT', params: { jobPostingId: 2 } })).toBe(
      '/company/mypage/manage-recruitment/2',
    );
  });
  it('links notices, matching postings and profile updates', () => {
    expect(notificationPath({ type: 'SERVICE_NOTICE', params: { noticeId: 4 } })).toBe('/notices/4');
    expect(notificationPath({ type: 'MATCHING_POSTING_PUBLISHED', params: { jobPostingId: 8 } })).toBe(
      '/talent/careers/8',
    );
    expect(notificationPath({ type: 'TALENT_PROFILE_UPDATED', params: { talentId: 3 } })).toBe(
      '/company/talent-preview/3',
    );
  });
  it("links a position proposal to the talent's proposals page", () => {
    expect(notificationPath({ type: 'JOB_PROPOSAL', params: { proposalId: 3, jobPostingId: 9 } })).toBe(
      '/talent/mypage/proposals',
    );
    expect(notificationPath({ type: 'PROPOSAL_ACCEPTED', params: { talentId: 12 } })).toBe(
      '/company/talent-preview/12',
    );
    expect(notificationPath({ type: 'PROPOSAL_DECLINED', params: {} })).toBeNull();
  });
  it('picks the unread ids and caps the badge', () => {
    expect(
      unreadIds([
        { id: 1, dateViewed: null },
        { id: 2, dateViewed: '2026-01-01T00:00:00.000Z' },
        { id: 3, dateViewed: null },
      ]),
    ).toEqual([1, 3]);
    expect(badgeCount(3)).toBe('3');
    expect(badgeCount(10)).toBe('9+');
  });
  it('uses the user path for talents and the organization-user path for companies', () => {
    expect(notificationsBase({ id: 4, role: 'NORMAL' })).toBe('/api/v1/users/4/notifications');
    expect(notificationsBase({ id: 5, role: 'ORGANIZATION' })).toBe('/api/v1/organizations/users/5/notifications');
    expect(notificationsBase({ id: 6, role: 'ADMIN' })).toBeNull();
  });
});
