import type { TalentUser } from '@app/contract/schemas/user';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../../../lib/use-lang';
import { usePageTitle } from '../../../lib/use-page-title';
import { AccountCard, DashboardHeader, NextStep, NextSteps } from './dashboard-parts';

/** Greets the talent and lists the next steps that follow from their account. */
export function TalentDashboard({ user }: { user: TalentUser }) {
  const { t } = useTranslation('dashboard');
  const { t: tc } = useTranslation();
  const to = useLocalizedPath();
  usePageTitle(tc('nav.dashboard'));
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6">
      <DashboardHeader title={t('greeting', { name: user.firstName })} subtitle={t('talent.subtitle')} />
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_320px]">
        <NextSteps>
          <NextStep
            title={t('talent.verifyEmailTitle')}
            body={t('talent.verifyEmailBody')}
            isDone={user.status === 'ACTIVE'}
          />
          <NextStep
            title={t('talent.profileTitle')}
            body={t('talent.profileBody')}
            isDone={false}
            action={{ label: t('talent.profileCta'), to: to('/talent/mypage/profile-register') }}
          />
          <NextStep
            title={t('talent.interestsTitle')}
            body={user.hasInterestField ? t('talent.interestsBodyDone') : t('talent.interestsBodyTodo')}
            isDone={user.hasInterestField}
            action={{ label: t('talent.interestsCta'), to: to('/talent/mypage/settings') }}
          />
        </NextSteps>
        <AccountCard user={user} />
      </div>
    </div>
  );
}
