import type { TalentUser } from '@app/contract/schemas/user';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Tabs } from '../../../components/ui/tabs';
import { usePageTitle } from '../../../lib/use-page-title';
import { AccountDeletionSection } from './account-deletion-section';
import { LanguageSettings } from './language-settings';
import { TalentNotificationSettingsForm } from './notification-settings';
import { PasswordChangeForm } from './password-change-form';
import { ProfileSummaryForm } from './profile-summary-form';

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </Card>
  );
}

/** `/talent/mypage/settings`: name and photo, notifications, language, password and account deletion. */
export function TalentSettingsPage({ user }: { user: TalentUser }) {
  const { t } = useTranslation('settings');
  usePageTitle(t('title'));
  const tabs = [
    {
      value: 'profile',
      label: t('tabs.profile'),
      content: (
        <Panel title={t('summary.title')}>
          <ProfileSummaryForm user={user} />
        </Panel>
      ),
    },
    {
      value: 'notifications',
      label: t('tabs.notifications'),
      content: (
        <Panel title={t('notifications.title')}>
          <TalentNotificationSettingsForm userId={user.id} settings={user.notificationSettings} />
        </Panel>
      ),
    },
    {
      value: 'language',
      label: t('tabs.language'),
      content: (
        <Panel title={t('language.title')}>
          <LanguageSettings user={user} />
        </Panel>
      ),
    },
    {
      value: 'password',
      label: t('tabs.password'),
      content: (
        <Panel title={t('password.title')}>
          <PasswordChangeForm />
        </Panel>
      ),
    },
    {
      value: 'account',
      label: t('tabs.account'),
      content: (
        <Panel title={t('deletion.title')}>
          <AccountDeletionSection email={user.email} />
        </Panel>
      ),
    },
  ];
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('title')}</h1>
        <p className="mt-2 text-slate-600">{t('subtitle')}</p>
      </div>
      <Tabs tabs={tabs} label={t('tabs.label')} />
    </div>
  );
}
