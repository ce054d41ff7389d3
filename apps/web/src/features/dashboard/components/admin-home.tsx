import type { CurrentUser } from '@app/contract/schemas/user';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { usePageTitle } from '../../../lib/use-page-title';
import { AccountCard, DashboardHeader } from './dashboard-parts';

/** `/admin`: the administrator's account and a way to sign out; nothing more exists yet. */
export function AdminHome({
  user,
  onSignOut,
  isSigningOut,
}: {
  user: CurrentUser;
  onSignOut: () => void;
  isSigningOut: boolean;
}) {
  const { t } = useTranslation('dashboard');
  usePageTitle(t('admin.title'));
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10 sm:px-6">
      <DashboardHeader
        title={t('greeting', { name: user.firstName })}
        subtitle={t('admin.body')}
        aside={
          <Button variant="secondary" onClick={onSignOut} isLoading={isSigningOut}>
            {t('admin.signOut')}
          </Button>
        }
      />
      <AccountCard user={user} />
    </div>
  );
}
