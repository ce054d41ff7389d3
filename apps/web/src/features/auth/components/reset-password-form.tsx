import { PasswordSchema } from '@app/contract/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { isApiError } from '../../../lib/api-client';
import { applyServerFieldErrors, describeError, translateValidation } from '../../../lib/form-errors';
import { useLocalizedPath } from '../../../lib/use-lang';
import { usePageTitle } from '../../../lib/use-page-title';
import { userQueryKey } from '../../../shared/session/get-current-user';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from './auth-card';
import { PasswordRules } from './password-rules';

const ResetFormSchema = z
  .object({ newPassword: PasswordSchema, confirm: z.string() })
  .refine((value) => value.newPassword === value.confirm, {
    path: ['confirm'],
    message: 'validation.passwordMismatch',
  });
type ResetFormValues = z.infer<typeof ResetFormSchema>;

/** `/auth/password/reset?token=…`: sets the new password; every session of the account ends. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const { t } = useTranslation('auth');
  const to = useLocalizedPath();
  const queryClient = useQueryClient();
  const reset = useResetPassword();
  const form = useForm<ResetFormValues>({
    resolver: zodResolver(ResetFormSchema),
    defaultValues: { newPassword: '', confirm: '' },
  });
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  usePageTitle(t('reset.title'));
  const requestNew = (
    <Link to={to('/auth/password/forgot')} className="font-semibold text-brand-700 hover:underline">
      {t('reset.requestNew')}
    </Link>
  );

  if (!token) {
    return (
      <AuthCard title={t('reset.title')} footer={requestNew}>
        <Alert>{t('reset.missingToken')}</Alert>
      </AuthCard>
    );
  }
  if (reset.isSuccess) {
    return (
      <AuthCard title={t('reset.successTitle')}>
        <div className="flex flex-col gap-6">
          <Alert tone="success">{t('reset.successBody')}</Alert>
          <Link to={to('/auth/signin')} className={buttonClasses({ size: 'lg', fullWidth: true })}>
            {t('reset.signIn')}
          </Link>
        </div>
      </AuthCard>
    );
  }

  const onSubmit = form.handleSubmit(({ newPassword: password }) =>
    reset.mutate(
      { token, newPassword: password },
      {
        // Every session ended, this browser's included.
        onSuccess: () => queryClient.setQueryData(userQueryKey, null),
        onError: (error) => {
          if (isApiError(error)) applyServerFieldErrors(error, form.setError, ['newPassword']);
        },
      },
    ),
  );
  const error = reset.error;
  const isTokenProblem =
    isApiError(error) && (error.errorCode === 'TOKEN_INVALID' || error.errorCode === 'TOKEN_EXPIRED');
  const showAlert = error && !(isApiError(error) && error.fields.some((f) => f.path === 'newPassword'));

  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle')} footer={isTokenProblem ? undefined : requestNew}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {showAlert ? (
          <Alert>
            <p>{describeError(error)}</p>
            {isTokenProblem ? <p>{requestNew}</p> : null}
          </Alert>
        ) : null}
        <FormField
          label={t('reset.newPassword')}
          error={translateValidation(form.formState.errors.newPassword?.message)}
          hint={<PasswordRules password={newPassword} />}
        >
          {(control) => <PasswordInput autoComplete="new-password" {...control} {...form.register('newPassword')} />}
        </FormField>
        <FormField label={t('reset.confirm')} error={translateValidation(form.formState.errors.confirm?.message)}>
          {(control) => <PasswordInput autoComplete="new-password" {...control} {...form.register('confirm')} />}
        </FormField>
        <Button type="submit" size="lg" fullWidth isLoading={reset.isPending}>
          {t('reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
