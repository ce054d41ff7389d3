import type { ProfileUpdate, TalentProfile } from '@app/contract/schemas/profile';
import { type ReactNode, useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { UnsavedChangesPrompt } from '../../../components/ui/unsaved-changes-prompt';
import { isApiError } from '../../../lib/api-client';
import { applyServerFieldErrors, describeError } from '../../../lib/form-errors';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useUpdateProfile } from '../api/update-profile';
import { LIST_NAMES, type ProfileFormValues, toProfileForm, toProfileRequest } from '../lib/profile-form';

// The contract's own schema: the form reports the same keys at the same paths as the server.
const resolver = lazyZodResolver<ProfileFormValues, ProfileUpdate>(() =>
  import('@app/contract/schemas/profile').then(
    (m) => m.ProfileUpdateRequestSchema as unknown as z.ZodType<ProfileUpdate, ProfileFormValues>,
  ),
);

/** Server paths the form shows next to a field: `profile.city`, `educations.2.gpa`, `jobRoles`. */
function isFormPath(path: string): boolean {
  const [head] = path.split('.');
  return head === 'profile' ? path !== 'profile' : (LIST_NAMES as readonly string[]).includes(head ?? '');
}

function focusFirstInvalid() {
  requestAnimationFrame(() => {
    const target = document.querySelector<HTMLElement>(
      '#profile-form [aria-invalid="true"], #profile-form [role="alert"]',
    );
    target?.scrollIntoView({ block: 'center' });
    target?.focus({ preventScroll: true });
  });
}

type ProfileEditorProps = {
  userId: number;
  initial: TalentProfile;
  saveLabel: string;
  children: ReactNode;
};

/**
 * The profile form (or a part of it: the skills screen shows two sections): it holds the whole profile and saves it
 * with one PUT; server field errors land on their row's field; leaving with unsaved changes asks first.
 */
export function ProfileEditor({ userId, initial, saveLabel, children }: ProfileEditorProps) {
  const { t } = useTranslation('profile');
  const update = useUpdateProfile(userId);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ProfileFormValues, unknown, ProfileUpdate>({
    resolver,
    defaultValues: toProfileForm(initial),
  });
  const { isDirty } = form.formState;
  useEffect(() => resolver.preload(), []);

  const onSubmit = form.handleSubmit(
    (values) => {
      setFormError(null);
      update.mutate(toProfileRequest(values), {
        onSuccess: (saved) => {
          form.reset(toProfileForm(saved));
          toast.success(t('saved'));
        },
        onError: (error) => {
          const placed = isApiError(error) ? applyServerFieldErrors(error, form.setError, isFormPath) : 0;
          if (placed === 0 || (isApiError(error) && placed < error.fields.length)) setFormError(describeError(error));
          if (placed > 0) toast.error(t('fixErrors'));
          focusFirstInvalid();
        },
      });
    },
    () => {
      toast.error(t('fixErrors'));
      focusFirstInvalid();
    },
  );

  return (
    <FormProvider {...form}>
      <form id="profile-form" onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
        {formError ? <Alert>{formError}</Alert> : null}
        {children}
        <div className="sticky bottom-0 z-20 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.06)] sm:mx-0 sm:rounded-xl sm:border">
          <div className="flex items-center justify-between gap-3">
            <p className="text-sm text-slate-600" aria-live="polite">
              {isDirty ? t('unsaved') : t('allSaved')}
            </p>
            <Button type="submit" isLoading={update.isPending}>
              {saveLabel}
            </Button>
          </div>
        </div>
      </form>
      <UnsavedChangesPrompt
        when={isDirty && !update.isPending}
        texts={{ title: t('leave.title'), body: t('leave.body'), stay: t('leave.stay'), leave: t('leave.confirm') }}
      />
    </FormProvider>
  );
}
