import { ACCOUNT_DELETION_HOURS } from '@app/contract/limits';
import type { DeletionRequest } from '@app/contract/schemas/account';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { isApiError } from '../../../lib/api-client';
import { applyServerFieldErrors, describeError, translateValidation } from '../../../lib/form-errors';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useRequestDeletion } from '../api/request-deletion';

const resolver = lazyZodResolver<DeletionRequest, DeletionRequest>(() =>
  import('@app/contract/schemas/account').then((m) => m.DeletionRequestSchema),
);

/**
 * Asks to delete the account (any role): the e-mail typed again confirms it in a dialog, then a mail with a link
 * finishes the deletion. Nothing is deleted before the link is opened.
 */
export function AccountDeletionSection({ email }: { email: string }) {
  const { t } = useTranslation('settings');
  const [isOpen, setIsOpen] = useState(false);
  const request = useRequestDeletion();
  const form = useForm<DeletionRequest>({ resolver, defaultValues: { email: '' } });
  const { errors } = form.formState;
  useEffect(() => resolver.preload(), []);

  const open = (next: boolean) => {
    setIsOpen(next);
    if (next) {
      request.reset();
      form.reset();
    }
  };
  const onSubmit = form.handleSubmit((values) => {
    request.mutate(values, {
      onError: (error) => {
        if (isApiError(error)) applyServerFieldErrors(error, form.setError, ['email']);
      },
    });
  });
  const error = request.error;

  return (
    <div className="flex max-w-xl flex-col gap-4">
      <p className="text-sm text-slate-600">{t('deletion.description')}</p>
      <div className="grid gap-3 text-sm text-slate-600 sm:grid-cols-2">
        <div>
          <h3 className="font-semibold text-slate-800">{t('deletion.removedTitle')}</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            <li>{t('deletion.removed1')}</li>
            <li>{t('deletion.removed2')}</li>
          </ul>
        </div>
        <div>
          <h3 className="font-semibold text-slate-800">{t('deletion.keptTitle')}</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            <li>{t('deletion.kept1')}</li>
          </ul>
        </div>
      </div>
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-600">
        <li>{t('deletion.point1')}</li>
        <li>{t('deletion.point2', { hours: ACCOUNT_DELETION_HOURS })}</li>
        <li>{t('deletion.point3')}</li>
      </ul>
      <Button variant="danger" className="self-start" onClick={() => open(true)}>
        {t('deletion.open')}
      </Button>
      <Dialog
        open={isOpen}
        onOpenChange={open}
        title={t('deletion.dialogTitle')}
        description={t('deletion.dialogBody')}
      >
        {request.isSuccess ? (
          <div className="flex flex-col gap-4">
            <Alert tone="success">{t('deletion.sent', { email, hours: ACCOUNT_DELETION_HOURS })}</Alert>
            <Button variant="secondary" className="self-end" onClick={() => open(false)}>
              {t('deletion.close')}
            </Button>
          </div>
        ) : (
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
            {error && !(isApiError(error) && error.fields.length) ? <Alert>{describeError(error)}</Alert> : null}
            <FormField
              label={t('deletion.emailLabel')}
              hint={t('deletion.emailHint', { email })}
              error={translateValidation(errors.email?.message)}
            >
              {(control) => <Input type="email" autoComplete="off" {...control} {...form.register('email')} />}
            </FormField>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => open(false)}>
                {t('deletion.cancel')}
              </Button>
              <Button type="submit" variant="danger" isLoading={request.isPending}>
                {t('deletion.submit')}
              </Button>
            </div>
          </form>
        )}
      </Dialog>
    </div>
  );
}
