import type { OrganizationInfo } from '@app/contract/schemas/organization';
import { clsx } from 'clsx';
import { useEffect, useState } from 'react';
import { FormProvider, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import type { ComboboxOption } from '../../../components/ui/combobox';
import { toast } from '../../../components/ui/toast';
import { UnsavedChangesPrompt } from '../../../components/ui/unsaved-changes-prompt';
import { isApiError } from '../../../lib/api-client';
import { applyServerFieldErrors, describeError } from '../../../lib/form-errors';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useApplyForVerification } from '../api/apply-verification';
import { useUpdateOrganization } from '../api/update-organization';
import { FORM_FIELDS, type OrganizationFormValues, toFormValues, toUpdateBody } from '../lib/organization-form';
import { missingFromError } from '../lib/verification';
import { DocumentsCard } from './documents-card';
import { LogoField } from './logo-field';
import { AboutSection, BasicSection, ContactSection } from './organization-sections';
import { VerificationPanel } from './verification-panel';

/** Validation only: the body is built from the raw values by `toUpdateBody`. */
const resolver = lazyZodResolver<OrganizationFormValues, OrganizationFormValues>(
  () => import('@app/contract/schemas/organization').then((m) => m.UpdateOrganizationRequestSchema) as never,
);

type EditorProps = { info: OrganizationInfo; countries: ComboboxOption[] };

/** The organization form with its verification panel and documents beside it. */
export function OrganizationEditor({ info, countries }: EditorProps) {
  const { t } = useTranslation('company');
  const form = useForm<OrganizationFormValues>({ resolver, defaultValues: toFormValues(info) });
  const update = useUpdateOrganization(info.id);
  const apply = useApplyForVerification(info.id);
  const [saveError, setSaveError] = useState<unknown>(null);
  const { isDirty, isSubmitting } = form.formState;
  const status = info.companyVerificationStatus;
  const lockedHint = info.isLocked ? t(status === 'PENDING' ? 'info.lockedPending' : 'info.lockedApproved') : null;

  useEffect(() => resolver.preload(), []);
  // A status change (applied, decided) brings new information; keep the user's edits if there are any.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(toFormValues(info));
  }, [info, form]);

  const save = async (): Promise<boolean> => {
    setSaveError(null);
    try {
      const updated = await update.mutateAsync(toUpdateBody(form.getValues(), info.isLocked));
      form.reset(toFormValues(updated));
      return true;
    } catch (error) {
      const placed = isApiError(error) ? applyServerFieldErrors(error, form.setError, FORM_FIELDS) : 0;
      if (!placed || (isApiError(error) && error.errorCode !== 'VALIDATION_FAILED')) setSaveError(error);
      return false;
    }
  };

  const onSubmit = form.handleSubmit(async () => {
    if (await save()) toast.success(t('info.saved'));
  });

  const onApply = async () => {
    apply.reset();
    if (form.formState.isDirty) {
      let saved = false;
      await form.handleSubmit(async () => {
        saved = await save();
      })();
      if (!saved) return;
    }
    apply.mutate(undefined, {
      onSuccess: () => toast.success(t('verification.applied')),
      onError: (error) => {
        if (!isApiError(error) || error.errorCode !== 'VERIFICATION_INCOMPLETE') return;
        for (const item of missingFromError(error.fields)) {
          if (item !== 'verificationDocuments') {
            form.setError(item as Path<OrganizationFormValues>, { type: 'server', message: 'validation.required' });
          }
        }
      },
    });
  };

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_360px]">
      <aside className="flex flex-col gap-6 lg:sticky lg:top-20 lg:order-2">
        <VerificationPanel
          info={info}
          isDirty={isDirty}
          onApply={() => void onApply()}
          isApplying={apply.isPending || (isSubmitting && !update.isPending)}
          applyError={apply.error}
          countries={countries}
        />
        <DocumentsCard info={info} />
      </aside>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6 lg:order-1" aria-label={t('info.title')}>
          {saveError ? <Alert>{describeError(saveError)}</Alert> : null}
          <BasicSection lockedHint={lockedHint} countries={countries} />
          <LogoField companyName={info.companyName} reason={info.logoRejectionReason} />
          <AboutSection />
          <ContactSection />
          <div
            className={clsx(
              'z-10 flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white/95 px-4 py-3 sm:flex-row sm:items-center sm:justify-between',
              // Kept in view while there is something to save.
              isDirty && 'sticky bottom-2 shadow-lg',
            )}
          >
            <p className="text-sm text-slate-600" aria-live="polite">
              {isDirty ? t('info.unsaved') : t('info.noChanges')}
            </p>
            <Button type="submit" isLoading={update.isPending} disabled={!isDirty}>
              {t('info.save')}
            </Button>
          </div>
        </form>
      </FormProvider>
      <UnsavedChangesPrompt
        when={isDirty && !update.isPending}
        texts={{
          title: t('unsaved.title'),
          body: t('unsaved.body'),
          stay: t('unsaved.stay'),
          leave: t('unsaved.leave'),
        }}
      />
    </div>
  );
}
