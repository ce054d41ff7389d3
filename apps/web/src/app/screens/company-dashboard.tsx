import { canMember } from '@app/contract/rules/member-roles';
import type { CompanyUser } from '@app/contract/schemas/user';
import { useTranslation } from 'react-i18next';
import { useOrganizationInfo } from '../../features/company/api/get-organization-info';
import { DashboardFairHiring } from '../../features/fair-hiring/components/dashboard-fair-hiring';
import { useRecruitmentSummary } from '../../features/hiring/api/get-recruitment-summary';
import { DashboardInterviews } from '../../features/hiring/components/dashboard-interviews';
import { DashboardNewApplicants } from '../../features/hiring/components/dashboard-new-applicants';
import { DashboardPostings } from '../../features/postings/components/dashboard-postings';
import { DashboardRecommendedTalents } from '../../features/talents/components/dashboard-recommended-talents';
import { useLocalizedPath } from '../../lib/use-lang';
import { usePageTitle } from '../../lib/use-page-title';
import { VerificationBadge } from '../../shared/badges/verification-badge';
import { listRejectionReasons } from '../../shared/organization/rejection-reasons';
import { AccountCard, DashboardHeader, NextStep, NextSteps } from './dashboard-parts';

/**
 * Greets the company user; the first step is verifying the organization, with its current status. Below: cards of
 * the hiring, talents and postings features.
 */
export function CompanyDashboard({ user }: { user: CompanyUser }) {
  const { t } = useTranslation('dashboard');
  const { t: tc } = useTranslation();
  const to = useLocalizedPath();
  usePageTitle(tc('nav.dashboard'));
  // The organization's live status (and the reasons of a rejection); the user's copy until it loads.
  const info = useOrganizationInfo(user.companyId);
  // The recruitment summary (shared with the new-applicants card) names the posting each recommended talent fits.
  const summary = useRecruitmentSummary(user.companyId);
  const postingTitles = new Map((summary.data ?? []).map((p) => [p.jobPostingId, p.title]));
  const status = info.data?.companyVerificationStatus ?? user.companyVerificationStatus;
  const reasons = status === 'REJECTED' && info.data ? listRejectionReasons(info.data) : [];
  const information = to('/company/mypage/information');
  const body = [
    t(`company.statusBody.${status}`),
    ...reasons.map((r) => t('company.rejectReason', { reason: r.text })),
  ];
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6">
      <DashboardHeader
        title={t('greeting', { name: user.firstName })}
        subtitle={t('company.subtitle', { company: user.companyName })}
      />
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_320px]">
        <NextSteps>
          <NextStep
            title={t('company.verificationTitle')}
            body={body.join(' ')}
            isDone={status === 'APPROVED'}
            status={
              <span data-testid="verification-status" data-status={status}>
                <VerificationBadge status={status} />
              </span>
            }
            action={{ label: t(`company.nextAction.${status}`), to: information }}
          />
          <NextStep
            title={t('company.profileTitle')}
            body={t('company.profileBody')}
            isDone={false}
            action={{ label: t('company.verificationCta'), to: information }}
          />
          <NextStep
            title={t('company.settingsTitle')}
            body={t('company.settingsBody')}
            isDone={false}
            action={{ label: t('company.settingsCta'), to: to('/company/mypage/settings') }}
          />
        </NextSteps>
        <AccountCard
          user={user}
          extra={
            <div className="flex flex-col gap-0.5">
              <dt className="text-slate-500">{t('company.companyLabel')}</dt>
              <dd className="font-medium text-slate-900">{user.companyName}</dd>
            </div>
          }
        />
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        {/* Its alerts are for members who see every candidate (decision 034); interviewers would get a 403. */}
        {canMember(user.memberRole, 'CANDIDATES_ALL') ? (
          <DashboardFairHiring
            orgId={user.companyId}
            canEditSettings={canMember(user.memberRole, 'ORGANIZATION_EDIT')}
          />
        ) : null}
        <DashboardNewApplicants orgId={user.companyId} />
        <DashboardInterviews orgId={user.companyId} />
      </div>
      {/* Talent search and postings are for owners and recruiters (decision 034). */}
      {canMember(user.memberRole, 'TALENTS_SEARCH') ? (
        <DashboardRecommendedTalents postingTitles={postingTitles} />
      ) : null}
      {canMember(user.memberRole, 'POSTINGS_MANAGE') ? <DashboardPostings orgId={user.companyId} /> : null}
    </div>
  );
}
