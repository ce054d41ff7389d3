import type { PasswordChangeRequest } from '@app/contract/schemas/account';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { toast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-client';
import { applyServerFieldErrors, describeError, translateValidation } from '../../../lib/form-errors';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useChangePassword } from '../api/change-password';
import type { PasswordChangeFormValues } from '../lib/password-schema';

const resolver = lazyZodResolver<PasswordChangeFormValues, PasswordChangeFormValues>(() =>
  import('../lib/password-schema').then((m) => m.PasswordChangeFormSchema),
);
const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/** Changes the password of any role: the current one is required; the account's other sessions end. */
export function PasswordChangeForm() {
  const { t } = useTranslation('settings');
  const change = useChangePassword();
  const form = useForm<PasswordChangeFormValues>({
    resolver,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  useEffect(() => resolver.preload(), []);

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) => {
    const body: PasswordChangeRequest = { currentPassword, newPassword };
    change.mutate(body, {
      onSuccess: () => {
        form.reset();
        toast.success(t('password.changed'));
      },
      onError: (error) => {
        if (isApiError(error)) applyServerFieldErrors(error, form.setError, FIELDS);
      },
    });
  });
  const error = change.error;
  const showAlert = error && !(isApiError(error) && error.fields.length);

  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-md flex-col gap-5">
      <p className="text-sm text-slate-600">{t('password.description')}</p>
      {change.isSuccess ? <Alert tone="success">{t('password.changedBody')}</Alert> : null}
      {showAlert ? <Alert>{describeError(error)}</Alert> : null}
      <FormField label={t('password.current')} error={translateValidation(errors.currentPassword?.message)}>
        {(control) => (
          <PasswordInput autoComplete="current-password" {...control} {...form.register('currentPassword')} />
        )}
      </FormField>
      <FormField
        label={t('password.new')}
        hint={t('password.rules')}
        error={translateValidation(errors.newPassword?.message)}
      >
        {(control) => <PasswordInput autoComplete="new-password" {...control} {...form.register('newPassword')} />}
      </FormField>
      <FormField label={t('password.confirm')} error={translateValidation(errors.confirmPassword?.message)}>
        {(control) => <PasswordInput autoComplete="new-password" {...control} {...form.register('confirmPassword')} />}
      </FormField>
      <Button type="submit" isLoading={change.isPending} className="self-start">
        {t('password.submit')}
      </Button>
    </form>
  );
}
