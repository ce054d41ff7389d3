import type { SigninRequest } from '@app/contract/schemas/auth';
import { type FormEvent, lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { isApiError } from '../../../lib/api-client';
import { describeError, translateValidation } from '../../../lib/form-errors';
import { isOneOf } from '../../../lib/is-one-of';
import { useHydrated } from '../../../lib/prerendered';
import { useLocalizedPath } from '../../../lib/use-lang';
import { useRequestSigninUnlock } from '../api/request-signin-unlock';
import { useResendVerification } from '../api/resend-verification';
import { useSignIn } from '../api/sign-in';
import { AuthCard } from './auth-card';

const OAUTH_ERRORS = ['OAUTH_FAILED', 'OAUTH_STATE_INVALID', 'EMAIL_NOT_VERIFIED'] as const;
// Loaded after the form: the first page stays within its size budget, and the buttons are a second way in.
const SocialButtons = lazy(() => import('./social-buttons').then((m) => ({ default: m.SocialButtons })));

type FieldErrors = Partial<Record<keyof SigninRequest, string>>;

const loadSchema = () => import('@app/contract/schemas/auth').then((m) => m.SigninRequestSchema);

/** The first problem of each field, as message keys, from the contract schema (loaded with zod on demand). */
async function validate(values: SigninRequest): Promise<FieldErrors> {
  const result = (await loadSchema()).safeParse(values);
  const errors: FieldErrors = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const field = issue.path[0] as keyof SigninRequest;
    errors[field] ??= issue.message;
  }
  return errors;
}

export type AccountType = 'talent' | 'company';

/**
 * `/auth/signin` or `/auth/signin/{talent|company}`: the typed variant titles the form and links to its own kind.
 * After success the auth guard sends the user on (kept path or dashboard), so this form only signs in.
 * Two fields need no form library: skipping react-hook-form keeps this first page within its size budget.
 */
export function SigninForm({ type }: { type?: AccountType }) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const resend = useResendVerification();
  const unlockMail = useRequestSigninUnlock();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [email, setEmail] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const forgotPath = `/auth/password/${type ?? 'forgot'}`;
  // A sign-in provider's way back that did not sign in says why (the server's error code).
  const [params] = useSearchParams();
  const rawOAuthError = params.get('oauthError');
  const oauthError = isOneOf(OAUTH_ERRORS, rawOAuthError) ? rawOAuthError : null;
  // The schema (and zod) loads when the visitor starts on the form, not while the page itself is still loading.
  const preloadSchema = () => void loadSchema().catch(() => undefined);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') };
    setEmail(values.email);
    const found = await validate(values);
    setErrors(found);
    const firstInvalid = (['email', 'password'] as const).find((field) => found[field]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    resend.reset();
    unlockMail.reset();
    signIn.mutate(values, {
      // Two-step sign-in on: the code step (the challenge waits in its cookie).
      onSuccess: ({ needsCode }) => {
        if (needsCode) void navigate(to('/auth/signin/two-step'));
      },
      onError: (error) => {
        if (!isApiError(error)) return;
        const fromServer: FieldErrors = {};
        for (const field of error.fields) {
          if (field.path === 'email' || field.path === 'password') fromServer[field.path] ??= field.key;
        }
        setErrors(fromServer);
      },
    });
  };

  const error = signIn.error;
  const isNotVerified = isApiError(error) && error.errorCode === 'EMAIL_NOT_VERIFIED';
  const isLocked = isApiError(error) && error.errorCode === 'SIGNIN_LOCKED';

  return (
    <AuthCard
      title={type ? t(`signin.${type}Title`) : t('signin.title')}
      subtitle={type ? t(`signin.${type}Subtitle`) : t('signin.subtitle')}
      footer={
        <div className="flex flex-col gap-2">
          {type ? (
            <Link
              to={to(`/auth/signin/${type === 'company' ? 'talent' : 'company'}`)}
              className="text-brand-700 hover:underline"
            >
              {t(type === 'company' ? 'signin.switchToTalent' : 'signin.switchToCompany')}
            </Link>
          ) : null}
          <span>
            {t('signin.noAccount')}{' '}
            <Link
              to={to(`/auth/signup${type ? `/${type}` : ''}`)}
              className="font-semibold text-brand-700 hover:underline"
            >
              {t('signin.signUpLink')}
            </Link>
          </span>
        </div>
      }
    >
      {oauthError ? (
        <div className="mb-5">
          <Alert>
            <p>{tc(`errors.${oauthError}`)}</p>
          </Alert>
        </div>
      ) : null}
      <Suspense fallback={null}>
        <SocialButtons type={type ?? 'talent'} />
      </Suspense>
      <form ref={formRef} onSubmit={onSubmit} onFocus={preloadSchema} noValidate className="flex flex-col gap-5">
        {error && !(isApiError(error) && error.errorCode === 'VALIDATION_FAILED' && error.fields.length) ? (
          <Alert>
            <p>{describeError(error)}</p>
            {isNotVerified ? (
              <Button variant="secondary" size="sm" isLoading={resend.isPending} onClick={() => resend.mutate(email)}>
                {t('signin.notVerifiedResend')}
              </Button>
            ) : null}
            {isLocked ? (
              <div className="flex flex-wrap items-center gap-3">
                <Button
                  variant="secondary"
                  size="sm"
                  isLoading={unlockMail.isPending}
                  onClick={() => unlockMail.mutate(email)}
                >
                  {t('signin.lockedUnlockMail')}
                </Button>
                <Link to={to(forgotPath)} className="text-sm font-medium text-brand-700 hover:underline">
                  {t('signin.lockedReset')}
                </Link>
              </div>
            ) : null}
          </Alert>
        ) : null}
        {unlockMail.isSuccess ? <Alert tone="success">{t('signin.unlockSent', { email })}</Alert> : null}
        {unlockMail.isError ? <Alert>{describeError(unlockMail.error)}</Alert> : null}
        {resend.isSuccess ? <Alert tone="success">{t('signin.resendSent', { email })}</Alert> : null}
        {resend.isError ? <Alert>{describeError(resend.error)}</Alert> : null}
        <FormField label={t('signin.email')} error={translateValidation(errors.email)}>
          {(control) => <Input name="email" type="email" autoComplete="email" inputMode="email" {...control} />}
        </FormField>
        <FormField label={t('signin.password')} error={translateValidation(errors.password)}>
          {(control) => <PasswordInput name="password" autoComplete="current-password" {...control} />}
        </FormField>
        <div className="-mt-2 text-right">
          <Link to={to(forgotPath)} className="text-sm font-medium text-brand-700 hover:underline">
            {t('signin.forgot')}
          </Link>
        </div>
        <Button type="submit" size="lg" fullWidth isLoading={signIn.isPending} disabled={!hydrated}>
          {t('signin.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
