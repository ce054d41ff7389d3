import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { MailIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { describeError } from '../../../lib/form-errors';
import { dashboardPath } from '../../../lib/paths';
import { useLang, useLocalizedPath } from '../../../lib/use-lang';
import { usePageTitle } from '../../../lib/use-page-title';
import { useEmailVerification } from '../api/verify-email';
import { AuthCard } from './auth-card';
import { ResendVerificationForm } from './resend-verification-form';

/**
 * `/auth/signup/completed`: with `?token=` it verifies the e-mail and, when the link is fresh, signs the user in and
 * opens their dashboard; an older link only verifies and offers sign-in. Without a token it asks to check the inbox.
 */
export function VerifyEmailView() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <TokenVerification token={token} /> : <CheckInbox />;
}

function CheckInbox() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const state: unknown = location.state;
  const email =
    typeof state === 'object' && state && 'email' in state && typeof state.email === 'string' ? state.email : '';
  usePageTitle(t('completed.checkInboxTitle'));
  return (
    <AuthCard title={t('completed.checkInboxTitle')}>
      <div className="flex flex-col gap-6">
        <div className="flex gap-4">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <MailIcon />
          </span>
          <p className="text-[15px] leading-6 text-slate-700">
            {email ? t('completed.checkInboxBody', { email }) : t('completed.checkInboxBodyNoEmail')}
          </p>
        </div>
        <ResendVerificationForm defaultEmail={email} />
      </div>
    </AuthCard>
  );
}

function TokenVerification({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const to = useLocalizedPath();
  const lang = useLang();
  // A press, not the page load, uses the link: mail scanners that open links must not get the session.
  const [isConfirmed, setIsConfirmed] = useState(false);
  const verification = useEmailVerification(token, isConfirmed);
  const title = verification.isPending
    ? t('completed.verifyingTitle')
    : verification.isSuccess
      ? t('completed.successTitle')
      : t('completed.errorTitle');
  usePageTitle(isConfirmed ? title : t('completed.confirmTitle'));

  if (!isConfirmed) {
    return (
      <AuthCard title={t('completed.confirmTitle')} subtitle={t('completed.confirmBody')}>
        <Button size="lg" fullWidth onClick={() => setIsConfirmed(true)}>
          {t('completed.confirmSubmit')}
        </Button>
      </AuthCard>
    );
  }
  if (verification.isPending) {
    return (
      <AuthCard title={title}>
        <div className="flex justify-center py-6 text-brand-600">
          <Spinner className="scale-150" label={t('completed.verifyingTitle')} />
        </div>
      </AuthCard>
    );
  }
  if (verification.isSuccess && verification.data.isSignedIn) {
    return <Navigate replace to={dashboardPath(verification.data.role, lang)} state={{ welcome: true }} />;
  }
  if (verification.isSuccess) {
    return (
      <AuthCard title={title}>
        <div className="flex flex-col gap-6">
          <Alert tone="success">{t('completed.successBody', { email: verification.data.email })}</Alert>
          <Link to={to('/auth/signin')} className={buttonClasses({ size: 'lg', fullWidth: true })}>
            {t('completed.signIn')}
          </Link>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={title}>
      <div className="flex flex-col gap-6">
        <Alert>{describeError(verification.error)}</Alert>
        <ResendVerificationForm />
      </div>
    </AuthCard>
  );
}
