import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { describeError } from '../../../lib/form-errors';

type CodeFormProps = {
  submitLabel: string;
  onSubmit: (values: { code: string; password: string }) => void;
  isPending: boolean;
  error: unknown;
  /** Also ask for the password (turning off). */
  withPassword?: boolean;
  extraActions?: ReactNode;
  tone?: 'primary' | 'danger';
};

/** A code from the authenticator app (or a recovery code), and the password when asked: the settings' forms. */
export function CodeForm({ submitLabel, onSubmit, isPending, error, withPassword, extraActions, tone }: CodeFormProps) {
  const { t } = useTranslation('settings');
  const [missing, setMissing] = useState<{ code?: boolean; password?: boolean }>({});
  const formId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const code = String(data.get('code') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const found = { code: !code, password: withPassword === true && !password };
    setMissing(found);
    if (!found.code && !found.password) onSubmit({ code, password });
  };
  return (
    <form id={formId} onSubmit={submit} noValidate className="flex max-w-md flex-col gap-4">
      {error ? <Alert>{describeError(error)}</Alert> : null}
      {withPassword ? (
        <FormField label={t('twoStep.password')} error={missing.password ? t('twoStep.passwordMissing') : undefined}>
          {(control) => <PasswordInput name="password" autoComplete="current-password" {...control} />}
        </FormField>
      ) : null}
      <FormField label={t('twoStep.codeLabel')} error={missing.code ? t('twoStep.codeMissing') : undefined}>
        {(control) => (
          <Input
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={11}
            spellCheck={false}
            className="max-w-48"
            {...control}
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant={tone ?? 'primary'} isLoading={isPending}>
          {submitLabel}
        </Button>
        {extraActions}
      </div>
    </form>
  );
}
