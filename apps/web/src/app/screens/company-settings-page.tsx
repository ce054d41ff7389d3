import type { CompanyUser } from '@app/contract/schemas/user';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header';
import { NotificationSettingsForm } from '../../features/company/components/notification-settings-form';
import { AccountDeletionSection } from '../../features/settings/components/account-deletion-section';
import { PasswordChangeForm } from '../../features/settings/components/password-change-form';
import { PrivacySettings } from '../../features/settings/components/privacy-settings';
import { SettingsPanel } from '../../features/settings/components/settings-panel';
import { TwoStepSection } from '../../features/two-step/components/two-step-section';
import { usePageTitle } from '../../lib/use-page-title';

/** `/company/mypage/settings`: the company's notification flags, then the account settings every role has. */
export function CompanySettingsPage({ user }: { user: CompanyUser }) {
  const { t } = useTranslation('company');
  const { t: ts } = useTranslation('settings');
  usePageTitle(t('settings.title'));
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />
      <NotificationSettingsForm user={user} />
      <SettingsPanel title={ts('twoStep.title')}>
        <TwoStepSection />
      </SettingsPanel>
      <SettingsPanel title={ts('password.title')}>
        <PasswordChangeForm />
      </SettingsPanel>
      {/* The export mail links to #privacy. */}
      <section id="privacy" className="scroll-mt-24">
        <PrivacySettings />
      </section>
      <SettingsPanel title={ts('deletion.title')}>
        <AccountDeletionSection email={user.email} />
      </SettingsPanel>
    </div>
  );
}
