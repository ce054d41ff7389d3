import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { describeError } from '../../../lib/form-errors';
import { useLocalizedPath } from '../../../lib/use-lang';
import { usePageTitle } from '../../../lib/use-page-title';
import { useUnlockSignin } from '../api/unlock-signin';
import { AuthCard } from './auth-card';

/** `/auth/signin/unlock?token=`: a button, not an automatic call, so mail scanners opening the link do not use it. */
export function SigninUnlockView() {
  const { t } = useTranslation('auth');
  const to = useLocalizedPath();
  const [params] = useSearchParams();
  const token = params.get('token');
  const unlock = useUnlockSignin();
  usePageTitle(t('signin.unlockTitle'));
  const toSignIn = (
    <Link to={to('/auth/signin')} className={buttonClasses({ size: 'lg', fullWidth: true })}>
      {t('signin.toSignIn')}
    </Link>
  );
  return (
    <AuthCard title={t('signin.unlockTitle')}>
      <div className="flex flex-col gap-6">
        {!token ? (
          <>
            <Alert>{t('signin.unlockNoToken')}</Alert>
            {toSignIn}
          </>
        ) : unlock.isSuccess ? (
          <>
            <Alert tone="success">{t('signin.unlockDone')}</Alert>
            {toSignIn}
          </>
        ) : (
          <>
            <p className="text-[15px] leading-6 text-slate-700">{t('signin.unlockBody')}</p>
            {unlock.isError ? <Alert>{describeError(unlock.error)}</Alert> : null}
            <Button size="lg" fullWidth isLoading={unlock.isPending} onClick={() => unlock.mutate(token)}>
              {t('signin.unlockSubmit')}
            </Button>
          </>
        )}
      </div>
    </AuthCard>
  );
}
