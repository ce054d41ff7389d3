import { type EmailRequest, EmailRequestSchema } from '@app/contract/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { describeError, translateValidation } from '../../../lib/form-errors';
import { useResendVerification } from '../api/resend-verification';

/** "Send the link again": POST /mail/auth/email. */
export function ResendVerificationForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const { t } = useTranslation('auth');
  const resend = useResendVerification();
  const form = useForm<EmailRequest>({
    resolver: zodResolver(EmailRequestSchema),
    defaultValues: { email: defaultEmail },
  });
  const onSubmit = form.handleSubmit(({ email }) => resend.mutate(email));
  return (
    <section className="flex flex-col gap-4 border-t border-slate-200 pt-6">
      <div>
        <h2 className="text-base font-semibold text-slate-900">{t('completed.resendTitle')}</h2>
        <p className="mt-1 text-sm text-slate-600">{t('completed.resendBody')}</p>
      </div>
      {resend.isSuccess ? <Alert tone="success">{t('completed.resendSent', { email: resend.variables })}</Alert> : null}
      {resend.isError ? <Alert>{describeError(resend.error)}</Alert> : null}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <FormField
          className="flex-1"
          label={t('signin.email')}
          error={translateValidation(form.formState.errors.email?.message)}
        >
          {(control) => <Input type="email" autoComplete="email" {...control} {...form.register('email')} />}
        </FormField>
        <Button type="submit" variant="secondary" className="sm:mt-7" isLoading={resend.isPending}>
          {t('completed.resendSubmit')}
        </Button>
      </form>
    </section>
  );
}
