import type { SigninRequest } from '@app/contract/schemas/auth';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { isApiError } from '../../../lib/api-client';
import { applyServerFieldErrors, describeError, translateValidation } from '../../../lib/form-errors';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useLocalizedPath } from '../../../lib/use-lang';
import { useResendVerification } from '../api/resend-verification';
import { useSignIn } from '../api/sign-in';
import { AuthCard } from './auth-card';

const resolver = lazyZodResolver<SigninRequest, SigninRequest>(() =>
  import('@app/contract/schemas/auth').then((m) => m.SigninRequestSchema),
);

/** After success the auth guard sends the user on (kept path or dashboard), so this form only signs in. */
export function SigninForm() {
  const { t } = useTranslation('auth');
  const to = useLocalizedPath();
  const signIn = useSignIn();
  const resend = useResendVerification();
  const form = useForm<SigninRequest>({
    resolver,
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  useEffect(() => resolver.preload(), []);

  const onSubmit = form.handleSubmit((values) => {
    resend.reset();
    signIn.mutate(values, {
      onError: (error) => {
        if (isApiError(error)) applyServerFieldErrors(error, form.setError, ['email', 'password']);
      },
    });
  });

  const error = signIn.error;
  const isNotVerified = isApiError(error) && error.errorCode === 'EMAIL_NOT_VERIFIED';
  const email = form.getValues('email');

  return (
    <AuthCard
      title={t('signin.title')}
      subtitle={t('signin.subtitle')}
      footer={
        <>
          {t('signin.noAccount')}{' '}
          <Link to={to('/auth/signup')} className="font-semibold text-brand-700 hover:underline">
            {t('signin.signUpLink')}
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {error && !(isApiError(error) && error.errorCode === 'VALIDATION_FAILED' && error.fields.length) ? (
          <Alert>
            <p>{describeError(error)}</p>
            {isNotVerified ? (
              <Button variant="secondary" size="sm" isLoading={resend.isPending} onClick={() => resend.mutate(email)}>
                {t('signin.notVerifiedResend')}
              </Button>
            ) : null}
          </Alert>
        ) : null}
        {resend.isSuccess ? <Alert tone="success">{t('signin.resendSent', { email })}</Alert> : null}
        {resend.isError ? <Alert>{describeError(resend.error)}</Alert> : null}
        <FormField label={t('signin.email')} error={translateValidation(errors.email?.message)}>
          {(control) => (
            <Input type="email" autoComplete="email" inputMode="email" {...control} {...form.register('email')} />
          )}
        </FormField>
        <FormField label={t('signin.password')} error={translateValidation(errors.password?.message)}>
          {(control) => <PasswordInput autoComplete="current-password" {...control} {...form.register('password')} />}
        </FormField>
        <div className="-mt-2 text-right">
          <Link to={to('/auth/password/forgot')} className="text-sm font-medium text-brand-700 hover:underline">
            {t('signin.forgot')}
          </Link>
        </div>
        <Button type="submit" size="lg" fullWidth isLoading={signIn.isPending}>
          {t('signin.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
