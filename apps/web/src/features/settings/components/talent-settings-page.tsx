import type { TalentUser } from '@app/contract/schemas/user';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { Tabs } from '../../../components/ui/tabs';
import { usePageTitle } from '../../../lib/use-page-title';
import { AccountDeletionSection } from './account-deletion-section';
import { LanguageSettings } from './language-settings';
import { TalentNotificationSettingsForm } from './notification-settings';
import { PasswordChangeForm } from './password-change-form';
import { PrivacySettings, useTabFromHash } from './privacy-settings';
import { ProfileSummaryForm } from './profile-summary-form';
import { SettingsPanel } from './settings-panel';

/**
 * `/talent/mypage/settings`: name and photo, notifications, language, password, two-step sign-in (`security`, composed
 * by the route), privacy and account deletion.
 */
export function TalentSettingsPage({ user, security }: { user: TalentUser; security?: ReactNode }) {
  const { t } = useTranslation('settings');
  usePageTitle(t('title'));
  const tabs = [
    {
      value: 'profile',
      label: t('tabs.profile'),
      content: (
        <SettingsPanel title={t('summary.title')}>
          <ProfileSummaryForm user={user} />
        </SettingsPanel>
      ),
    },
    {
      value: 'notifications',
      label: t('tabs.notifications'),
      content: (
        <SettingsPanel title={t('notifications.title')}>
          <TalentNotificationSettingsForm userId={user.id} settings={user.notificationSettings} />
        </SettingsPanel>
      ),
    },
    {
      value: 'language',
      label: t('tabs.language'),
      content: (
        <SettingsPanel title={t('language.title')}>
          <LanguageSettings user={user} />
        </SettingsPanel>
      ),
    },
    {
      value: 'password',
      label: t('tabs.password'),
      content: (
        <SettingsPanel title={t('password.title')}>
          <PasswordChangeForm />
        </SettingsPanel>
      ),
    },
    ...(security
      ? [
          {
            value: 'security',
            label: t('tabs.security'),
            content: <SettingsPanel title={t('twoStep.title')}>{security}</SettingsPanel>,
          },
        ]
      : []),
    {
      value: 'privacy',
      label: t('tabs.privacy'),
      content: <PrivacySettings />,
    },
    {
      value: 'account',
      label: t('tabs.account'),
      content: (
        <SettingsPanel title={t('deletion.title')}>
          <AccountDeletionSection email={user.email} />
        </SettingsPanel>
      ),
    },
  ];
  const initialTab = useTabFromHash(tabs.map((tab) => tab.value));
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Tabs tabs={tabs} label={t('tabs.label')} defaultValue={initialTab} />
    </div>
  );
}
