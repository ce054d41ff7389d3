import type { OrgInfoChangeRequest } from '@app/contract/schemas/organization';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Combobox, type ComboboxOption } from '../../../components/ui/combobox';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-client';
import { applyServerFieldErrors, describeError, translateValidation } from '../../../lib/form-errors';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useRequestInfoChange } from '../api/request-info-change';

type Values = { companyName: string; ceo: string; country: string; message: string };
const FIELDS = ['companyName', 'ceo', 'country', 'message'];
const empty: Values = { companyName: '', ceo: '', country: '', message: '' };

/** Empty fields mean "keep as it is", so they are left out of the request. */
const resolver = lazyZodResolver<Values, OrgInfoChangeRequest>(async () => {
  const [{ z }, { OrgInfoChangeRequestSchema }] = await Promise.all([
    import('zod'),
    import('@app/contract/schemas/organization'),
  ]);
  const dropEmpty = (value: unknown) =>
    Object.fromEntries(Object.entries(value as Values).filter(([key, v]) => key === 'message' || v.trim() !== ''));
  return z.preprocess(dropEmpty, OrgInfoChangeRequestSchema) as never;
});

type ChangeRequestDialogProps = {
  organizationId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  countries: ComboboxOption[];
};

/** After approval: ask the administrators to change the locked name, CEO or country, with a message. */
export function ChangeRequestDialog({ organizationId, open, onOpenChange, countries }: ChangeRequestDialogProps) {
  const { t } = useTranslation('company');
  const send = useRequestInfoChange(organizationId);
  const form = useForm<Values, unknown, OrgInfoChangeRequest>({ resolver, defaultValues: empty });
  const { errors } = form.formState;
  useEffect(() => {
    if (open) resolver.preload();
    else {
      form.reset(empty);
      send.reset();
    }
  }, [open, form, send.reset]);

  const onSubmit = form.handleSubmit((body) =>
    send.mutate(body, {
      onSuccess: () => {
        toast.success(t('changeRequest.sent'));
        onOpenChange(false);
      },
      onError: (error) => {
        if (isApiError(error)) applyServerFieldErrors(error, form.setError, FIELDS);
      },
    }),
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('changeRequest.title')}
      description={t('changeRequest.description')}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {send.error ? <Alert>{describeError(send.error)}</Alert> : null}
        <FormField
          label={t('changeRequest.companyName')}
          error={translateValidation(errors.companyName?.message)}
          isOptional
        >
          {(control) => <Input {...control} {...form.register('companyName')} />}
        </FormField>
        <FormField label={t('changeRequest.ceo')} error={translateValidation(errors.ceo?.message)} isOptional>
          {(control) => <Input {...control} {...form.register('ceo')} />}
        </FormField>
        <FormField label={t('changeRequest.country')} error={translateValidation(errors.country?.message)} isOptional>
          {(control) => (
            <Controller
              control={form.control}
              name="country"
              render={({ field }) => (
                <Combobox
                  id={control.id}
                  invalid={control.invalid}
                  aria-describedby={control['aria-describedby']}
                  value={field.value}
                  onValueChange={field.onChange}
                  options={countries}
                  placeholder={t('info.countryPlaceholder')}
                  emptyText={t('info.countryNone')}
                />
              )}
            />
          )}
        </FormField>
        <FormField label={t('changeRequest.message')} error={translateValidation(errors.message?.message)}>
          {(control) => <Textarea rows={4} {...control} {...form.register('message')} />}
        </FormField>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('changeRequest.cancel')}
          </Button>
          <Button type="submit" isLoading={send.isPending}>
            {t('changeRequest.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
