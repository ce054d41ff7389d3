import { NOTICE_BODY_MAX, NOTICE_TITLE_MAX } from '@app/contract/limits';
import type { CreateNoticeRequest, NoticeAudience } from '@app/contract/schemas/notice';
import { clsx } from 'clsx';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-client';
import { applyServerFieldErrors, describeError, translateValidation } from '../../../lib/form-errors';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useCreateNotice } from '../api/notices';

const resolver = lazyZodResolver<CreateNoticeRequest, CreateNoticeRequest>(() =>
  import('@app/contract/schemas/notice').then((m) => m.CreateNoticeRequestSchema),
);
const FIELDS = ['titleEn', 'titleKo', 'bodyEn', 'bodyKo', 'audience'] as const;
const AUDIENCES: readonly NoticeAudience[] = ['ALL', 'TALENTS', 'COMPANIES'];
const EMPTY: CreateNoticeRequest = { titleEn: '', titleKo: '', bodyEn: '', bodyKo: '', audience: 'ALL' };

/** Writes a notice in both languages for an audience; sending asks for confirmation first (it cannot be undone). */
export function NoticeForm() {
  const { t } = useTranslation('admin');
  const create = useCreateNotice();
  const [pending, setPending] = useState<CreateNoticeRequest | null>(null);
  const form = useForm<CreateNoticeRequest>({ resolver, defaultValues: EMPTY });
  const { errors } = form.formState;
  useEffect(() => resolver.preload(), []);
  const audience = form.watch('audience');

  const onReview = form.handleSubmit((values) => setPending(values));
  const onSend = () => {
    if (!pending) return;
    create.mutate(pending, {
      onSuccess: (notice) => {
        setPending(null);
        form.reset(EMPTY);
        toast.success(t('notices.sent', { count: notice.recipientCount, mails: notice.mailCount }));
      },
      onError: (error) => {
        setPending(null);
        if (isApiError(error)) applyServerFieldErrors(error, form.setError, FIELDS);
      },
    });
  };
  const error = create.error;
  const showAlert = error && !(isApiError(error) && error.fields.length);

  return (
    <form onSubmit={onReview} noValidate className="flex flex-col gap-5" aria-labelledby="notice-form-title">
      {showAlert ? <Alert>{describeError(error)}</Alert> : null}
      <div className="grid gap-5 lg:grid-cols-2">
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-3 text-sm font-semibold text-slate-900">{t('notices.english')}</legend>
          <FormField
            label={t('notices.title')}
            error={translateValidation(errors.titleEn?.message)}
            hint={t('notices.titleHint', { max: NOTICE_TITLE_MAX })}
          >
            {(control) => <Input lang="en" maxLength={NOTICE_TITLE_MAX} {...control} {...form.register('titleEn')} />}
          </FormField>
          <FormField label={t('notices.body')} error={translateValidation(errors.bodyEn?.message)}>
            {(control) => (
              <Textarea lang="en" rows={6} maxLength={NOTICE_BODY_MAX} {...control} {...form.register('bodyEn')} />
            )}
          </FormField>
        </fieldset>
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-3 text-sm font-semibold text-slate-900">{t('notices.korean')}</legend>
          <FormField
            label={t('notices.title')}
            error={translateValidation(errors.titleKo?.message)}
            hint={t('notices.titleHint', { max: NOTICE_TITLE_MAX })}
          >
            {(control) => <Input lang="ko" maxLength={NOTICE_TITLE_MAX} {...control} {...form.register('titleKo')} />}
          </FormField>
          <FormField label={t('notices.body')} error={translateValidation(errors.bodyKo?.message)}>
            {(control) => (
              <Textarea lang="ko" rows={6} maxLength={NOTICE_BODY_MAX} {...control} {...form.register('bodyKo')} />
            )}
          </FormField>
        </fieldset>
      </div>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-slate-900">{t('notices.audience')}</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {AUDIENCES.map((value) => (
            <label
              key={value}
              className={clsx(
                'flex cursor-pointer gap-3 rounded-xl border p-3 text-sm has-focus-visible:outline-2 has-focus-visible:outline-brand-600',
                audience === value ? 'border-brand-500 bg-brand-50' : 'border-slate-200 bg-white hover:bg-slate-50',
              )}
            >
              <input type="radio" value={value} className="mt-1 accent-brand-600" {...form.register('audience')} />
              <span>
                <span className="block font-semibold text-slate-900">{t(`notices.audiences.${value}`)}</span>
                <span className="block text-slate-500">{t(`notices.audienceHints.${value}`)}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.audience ? (
          <p className="text-sm text-red-600">{translateValidation(errors.audience.message)}</p>
        ) : null}
      </fieldset>

      <div className="flex flex-col gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-500">{t('notices.delivery')}</p>
        <Button type="submit" className="self-start sm:self-auto">
          {t('notices.review')}
        </Button>
      </div>

      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open && !create.isPending) setPending(null);
        }}
        tone="primary"
        title={t('notices.confirmTitle', {
          audience: t(`notices.audiences.${(pending?.audience ?? 'ALL') as NoticeAudience}`),
        })}
        body={
          <span className="flex flex-col gap-3">
            <span className="block rounded-lg border border-slate-200 bg-slate-50 p-3 text-slate-800">
              <span className="block font-semibold">{pending?.titleEn}</span>
              <span className="block font-semibold" lang="ko">
                {pending?.titleKo}
              </span>
            </span>
            <span className="block">{t('notices.confirmBody')}</span>
          </span>
        }
        confirmLabel={t('notices.confirm')}
        cancelLabel={t('notices.cancel')}
        onConfirm={onSend}
        isLoading={create.isPending}
      />
    </form>
  );
}
