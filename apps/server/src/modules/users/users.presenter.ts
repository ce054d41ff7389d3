import type { ConsentKind } from '@app/contract/rules/consents';
import type { CurrentUser } from '@app/contract/schemas/user';
import type { CurrentUserRow } from './users.queries';

const DEFAULT_SETTINGS = {
  emailNotiFlag: true,
  pushNotiFlag: false,
  noticeNotiFlag: true,
  recommendedJobNotiFlag: true,
  jobResultFlag: true,
  recommendedTalentNotiFlag: true,
  newApplicantNotiFlag: true,
  jobDecisionNotiFlag: true,
  talentProfileUpdateNotiFlag: true,
};

/** Row → `GET /api/v1/user`: the account, the flags of the user's role, and for a company its summary. */
export function presentCurrentUser(
  { user, settings, org, memberRole }: CurrentUserRow,
  pendingConsents: ConsentKind[] = [],
): CurrentUser {
  const s = settings ?? { ...DEFAULT_SETTINGS, userId: user.id };
  const account = {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    locale: user.locale,
    imageUrl: user.imageUrl,
    status: user.status,
    hasInterestField: user.hasInterestField,
    pendingConsents,
  };
  const common = { emailNotiFlag: s.emailNotiFlag, pushNotiFlag: s.pushNotiFlag, noticeNotiFlag: s.noticeNotiFlag };
  if (user.role === 'ORGANIZATION' && org) {
    return {
      ...account,
      role: 'ORGANIZATION',
      notificationSettings: {
        ...common,
        recommendedTalentNotiFlag: s.recommendedTalentNotiFlag,
        newApplicantNotiFlag: s.newApplicantNotiFlag,
        jobDecisionNotiFlag: s.jobDecisionNotiFlag,
        talentProfileUpdateNotiFlag: s.talentProfileUpdateNotiFlag,
      },
      companyId: org.id,
      companyName: org.name,
      companyVerificationStatus: org.verificationStatus,
      companyLogo: org.logoUrl,
      memberRole: memberRole ?? 'OWNER',
    };
  }
  if (user.role === 'ADMIN') return { ...account, role: 'ADMIN' };
  return {
    ...account,
    role: 'NORMAL',
    notificationSettings: {
      ...common,
      recommendedJobNotiFlag: s.recommendedJobNotiFlag,
      jobResultFlag: s.jobResultFlag,
    },
    isInterested: false,
  };
}
