import type { CompanyUser } from '@app/contract/schemas/user';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { usePageTitle } from '../../../lib/use-page-title';
import { AccountDeletionSection, PasswordChangeForm } from '../../settings';
import { NotificationSettingsForm } from './notification-settings-form';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </Card>
  );
}

/** `/company/mypage/settings`: notification flags, password and account deletion. */
export function CompanySettingsPage({ user }: { user: CompanyUser }) {
  const { t } = useTranslation('company');
  const { t: ts } = useTranslation('settings');
  usePageTitle(t('settings.title'));
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('settings.title')}</h1>
        <p className="mt-2 text-slate-600">{t('settings.subtitle')}</p>
      </div>
      <NotificationSettingsForm user={user} />
      <Panel title={ts('password.title')}>
        <PasswordChangeForm />
      </Panel>
      <Panel title={ts('deletion.title')}>
        <AccountDeletionSection email={user.email} />
      </Panel>
    </div>
  );
}
