import type { TalentUser } from '@app/contract/schemas/user';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge, Card } from '../../components/ui/card';
import { useApplications } from '../../features/applications/api/list-applications';
import { DashboardApplications } from '../../features/applications/components/dashboard-applications';
import { DashboardAssessments } from '../../features/assessments/components/dashboard-assessments';
import { DashboardRecommended } from '../../features/careers/components/dashboard-recommended';
import { useProfile } from '../../features/profile/api/get-profile';
import { HiredStatusPrompt } from '../../features/profile/components/hired-status-prompt';
import { profileCompleteness } from '../../features/profile/lib/profile-form';
import { DashboardProposals } from '../../features/proposals/components/dashboard-proposals';
import { useLocalizedPath } from '../../lib/use-lang';
import { usePageTitle } from '../../lib/use-page-title';
import { AccountCard, DashboardHeader, NextStep, NextSteps } from './dashboard-parts';

/** Greets the talent and lists the next steps that follow from their account and profile. */
export function TalentDashboard({ user }: { user: TalentUser }) {
  const { t } = useTranslation('dashboard');
  const { t: tc } = useTranslation();
  const to = useLocalizedPath();
  const profile = useProfile(user.id);
  // The latest hire, if any: a profile still "actively looking" is offered a change.
  const hired = useApplications(user.id, { status: 'HIRED', sort: 'RECENT_APPLIED', direction: 'ASC', page: 1 });
  const hire = hired.data?.data[0];
  const completeness = profile.data ? profileCompleteness(profile.data) : null;
  const isProfileDone = completeness?.percent === 100;
  usePageTitle(tc('nav.dashboard'));
  const missing = completeness?.missing.map((step) => t(`talent.missing.${step}`)).join(', ');
  const links = [
    [t('talent.linkEdit'), '/talent/mypage/profile-register'],
    [t('talent.linkSkills'), '/talent/mypage/skills-sets'],
    [t('talent.linkAssessments'), '/talent/mypage/skill-assessment/1'],
    [t('talent.linkSettings'), '/talent/mypage/settings'],
    [t('talent.linkView'), `/common-view/talent/${user.id}`],
  ] as const;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6">
      <DashboardHeader title={t('greeting', { name: user.firstName })} subtitle={t('talent.subtitle')} />
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_320px]">
        {/* The main column: what to do, where applications stand, what to apply to next. */}
        <div className="flex min-w-0 flex-col gap-6">
          {hire ? <HiredStatusPrompt userId={user.id} applicationId={hire.id} companyName={hire.companyName} /> : null}
          <NextSteps>
            <NextStep
              title={t('talent.verifyEmailTitle')}
              body={t('talent.verifyEmailBody')}
              isDone={user.status === 'ACTIVE'}
            />
            <NextStep
              title={t('talent.profileTitle')}
              body={
                isProfileDone
                  ? t('talent.profileBodyDone')
                  : missing
                    ? t('talent.profileBodyMissing', { items: missing })
                    : t('talent.profileBody')
              }
              isDone={isProfileDone}
              status={
                completeness ? (
                  <Badge tone={isProfileDone ? 'success' : 'warning'}>
                    {t('talent.profilePercent', { percent: completeness.percent })}
                  </Badge>
                ) : null
              }
              action={{ label: t('talent.profileCta'), to: to('/talent/mypage/profile-register') }}
            />
            <NextStep
              title={t('talent.interestsTitle')}
              body={user.hasInterestField ? t('talent.interestsBodyDone') : t('talent.interestsBodyTodo')}
              isDone={user.hasInterestField}
              action={{ label: t('talent.interestsCta'), to: to('/talent/mypage/skills-sets') }}
            />
          </NextSteps>
          <DashboardApplications />
          <DashboardRecommended />
        </div>
        <div className="flex flex-col gap-6">
          <DashboardProposals userId={user.id} />
          <DashboardAssessments userId={user.id} />
          <AccountCard user={user} />
          <Card className="p-5">
            <h2 className="text-lg font-semibold text-slate-900">{t('talent.linksTitle')}</h2>
            <ul className="mt-3 flex flex-col gap-2 text-sm">
              {links.map(([label, path]) => (
                <li key={path}>
                  <Link to={to(path)} className="font-medium text-brand-700 hover:underline">
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        </div>
      </div>
    </div>
  );
}
