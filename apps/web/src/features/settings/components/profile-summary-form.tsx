import { NAME_MAX } from '@app/contract/limits';
import type { ProfileSummaryRequest } from '@app/contract/schemas/account';
import type { CurrentUser } from '@app/contract/schemas/user';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-client';
import { applyServerFieldErrors, describeError, translateValidation } from '../../../lib/form-errors';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { initialsOf, nameFieldOrder } from '../../../lib/names';
import { useLang } from '../../../lib/use-lang';
import { PhotoUpload } from '../../../shared/uploads/photo-upload';
import { useUpdateSummary } from '../api/update-summary';

type Values = { firstName: string; lastName: string; imageUrl: string };
const resolver = lazyZodResolver<Values, ProfileSummaryRequest>(() =>
  import('@app/contract/schemas/account').then(
    (m) => m.ProfileSummaryRequestSchema as unknown as z.ZodType<ProfileSummaryRequest, Values>,
  ),
);
const FIELDS = ['firstName', 'lastName', 'imageUrl'] as const;

/** Name and photo of the account (any role). */
export function ProfileSummaryForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('settings');
  const lang = useLang();
  const update = useUpdateSummary(user.id);
  const form = useForm<Values, unknown, ProfileSummaryRequest>({
    resolver,
    defaultValues: { firstName: user.firstName, lastName: user.lastName, imageUrl: user.imageUrl ?? '' },
  });
  const { errors } = form.formState;
  useEffect(() => resolver.preload(), []);

  const onSubmit = form.handleSubmit((values) => {
    update.mutate(values, {
      onSuccess: (saved) => {
        form.reset({ firstName: saved.firstName, lastName: saved.lastName, imageUrl: saved.imageUrl ?? '' });
        toast.success(t('summary.saved'));
      },
      onError: (error) => {
        if (isApiError(error)) applyServerFieldErrors(error, form.setError, FIELDS);
      },
    });
  });
  const error = update.error;

  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-xl flex-col gap-5">
      {error && !(isApiError(error) && error.fields.length) ? <Alert>{describeError(error)}</Alert> : null}
      <Controller
        control={form.control}
        name="imageUrl"
        render={({ field }) => (
          <PhotoUpload
            label={t('summary.photo')}
            value={field.value}
            onChange={field.onChange}
            fallback={initialsOf(user.firstName, user.lastName)}
          />
        )}
      />
      {errors.imageUrl ? <p className="text-sm text-red-600">{translateValidation(errors.imageUrl.message)}</p> : null}
      {/* Family name first on Korean pages, on screen and in the tab order. */}
      <div className="grid gap-4 sm:grid-cols-2">
        {nameFieldOrder(lang).map((name) => (
          <FormField key={name} label={t(`summary.${name}`)} error={translateValidation(errors[name]?.message)}>
            {(control) => (
              <Input
                autoComplete={name === 'firstName' ? 'given-name' : 'family-name'}
                maxLength={NAME_MAX}
                {...control}
                {...form.register(name)}
              />
            )}
          </FormField>
        ))}
      </div>
      <Button type="submit" isLoading={update.isPending} disabled={!form.formState.isDirty} className="self-start">
        {t('summary.save')}
      </Button>
    </form>
  );
}
