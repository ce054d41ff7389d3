import type { CompanyUser, CompanyVerificationStatus } from '@app/contract/schemas/user';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/card';
import { useLocalizedPath } from '../../../lib/use-lang';
import { usePageTitle } from '../../../lib/use-page-title';
import { AccountCard, DashboardHeader, NextStep, NextSteps } from './dashboard-parts';

const statusTone = {
  NOT_APPLIED: 'warning',
  PENDING: 'brand',
  REJECTED: 'danger',
  APPROVED: 'success',
} as const satisfies Record<CompanyVerificationStatus, string>;

/** Greets the company user; the first step is verifying the organization, with its current status. */
export function CompanyDashboard({ user }: { user: CompanyUser }) {
  const { t } = useTranslation('dashboard');
  const { t: tc } = useTranslation();
  const to = useLocalizedPath();
  usePageTitle(tc('nav.dashboard'));
  const status = user.companyVerificationStatus;
  const information = to('/company/mypage/information');
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
            body={t(`company.statusBody.${status}`)}
            isDone={status === 'APPROVED'}
            status={
              <Badge tone={statusTone[status]} data-testid="verification-status" data-status={status}>
                {t(`company.status.${status}`)}
              </Badge>
            }
            action={{ label: t('company.verificationCta'), to: information }}
          />
          <NextStep
            title={t('company.profileTitle')}
            body={t('company.profileBody')}
            isDone={false}
            action={{ label: t('company.verificationCta'), to: information }}
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
    </div>
  );
}
