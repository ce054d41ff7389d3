import { type EmailRequest, EmailRequestSchema } from '@app/contract/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { describeError, translateValidation } from '../../../lib/form-errors';
import { useLocalizedPath } from '../../../lib/use-lang';
import { usePageTitle } from '../../../lib/use-page-title';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthCard } from './auth-card';

/**
 * `/auth/password/{talent|company}` (and the older `/forgot`): the answer is the same whether or not the account
 * exists. The type only words the screen and leads back to the matching sign-in; one reset flow serves both kinds.
 */
export function ForgotPasswordForm({ type }: { type?: 'talent' | 'company' }) {
  const { t } = useTranslation('auth');
  const to = useLocalizedPath();
  const request = useRequestPasswordReset();
  const form = useForm<EmailRequest>({ resolver: zodResolver(EmailRequestSchema), defaultValues: { email: '' } });
  const onSubmit = form.handleSubmit(({ email }) => request.mutate(email));
  const title = type ? t(`forgot.${type}Title`) : t('forgot.title');
  usePageTitle(title);
  const backLink = (
    <Link to={to(`/auth/signin${type ? `/${type}` : ''}`)} className="font-semibold text-brand-700 hover:underline">
      {t('forgot.backToSignIn')}
    </Link>
  );

  if (request.isSuccess) {
    return (
      <AuthCard title={t('forgot.sentTitle')} footer={backLink}>
        <Alert tone="success">{t('forgot.sentBody', { email: request.variables })}</Alert>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={title} subtitle={type ? t(`forgot.${type}Subtitle`) : t('forgot.subtitle')} footer={backLink}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {request.isError ? <Alert>{describeError(request.error)}</Alert> : null}
        <FormField label={t('forgot.email')} error={translateValidation(form.formState.errors.email?.message)}>
          {(control) => <Input type="email" autoComplete="email" {...control} {...form.register('email')} />}
        </FormField>
        <Button type="submit" size="lg" fullWidth isLoading={request.isPending}>
          {t('forgot.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
