import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { useSignOut } from '../../features/auth/api/sign-out';
import { ConsentPage } from '../../features/settings/components/consent-page';
import { dashboardPath } from '../../lib/paths';
import { useLang } from '../../lib/use-lang';
import { useCurrentUser } from '../../shared/session/get-current-user';

/** `/consents`: the consent gate's page (RequireAuth sends a user who owes consent here, keeping where they were going). */
export default function ConsentsRoute() {
  const { t } = useTranslation('settings');
  const lang = useLang();
  const navigate = useNavigate();
  const location = useLocation();
  const { data: user } = useCurrentUser();
  const signOut = useSignOut();
  if (!user) return null;
  const from = (location.state as { from?: string } | null)?.from;
  const target = from?.startsWith(`/${lang}/`) && !from.includes('/consents') ? from : dashboardPath(user.role, lang);
  if (user.pendingConsents.length === 0) return <Navigate replace to={target} />;
  return (
    <ConsentPage
      user={user}
      onDone={() => void navigate(target, { replace: true })}
      settingsPath={`/${lang}/${user.role === 'ORGANIZATION' ? 'company' : 'talent'}/mypage/settings`}
      signOut={
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => signOut.mutate()}
          isLoading={signOut.isPending}
        >
          {t('reconsent.signOut')}
        </Button>
      }
    />
  );
}
