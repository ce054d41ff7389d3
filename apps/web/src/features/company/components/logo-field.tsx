import { useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { describeError } from '../../../lib/form-errors';
import { checkImageFile, IMAGE_ACCEPT } from '../../../shared/uploads/image-file';
import { uploadLogo } from '../api/upload-logo';
import type { OrganizationFormValues } from '../lib/organization-form';

/** The logo: a preview, upload (JPEG, PNG, GIF or WebP up to 5 MB) and remove; saved with the rest of the page. */
export function LogoField({ companyName, reason }: { companyName: string; reason: string | null }) {
  const { t } = useTranslation('company');
  const { watch, setValue } = useFormContext<OrganizationFormValues>();
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const logoUrl = watch('logoUrl');

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    const problem = checkImageFile(file);
    if (problem) {
      setError(t(problem === 'type' ? 'logo.badType' : 'logo.tooLarge'));
      return;
    }
    setProgress(0);
    try {
      const url = await uploadLogo(file, setProgress);
      setValue('logoUrl', url, { shouldDirty: true });
    } catch (cause) {
      setError(describeError(cause));
    } finally {
      setProgress(null);
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{t('info.sections.logo')}</h2>
      {reason ? (
        <div className="mt-3">
          <Alert>
            <p>
              <span className="font-semibold">{t('verification.reasons.logo')}: </span>
              {reason}
            </p>
          </Alert>
        </div>
      ) : null}
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-2xl border border-slate-200 bg-slate-50">
          {logoUrl ? (
            <img src={logoUrl} alt={t('logo.alt', { company: companyName })} className="size-full object-contain" />
          ) : (
            <span className="px-2 text-center text-xs text-slate-500">{t('logo.none')}</span>
          )}
        </div>
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              isLoading={progress !== null}
              onClick={() => inputRef.current?.click()}
            >
              {logoUrl ? t('logo.change') : t('logo.choose')}
            </Button>
            {logoUrl ? (
              <Button variant="ghost" size="sm" onClick={() => setValue('logoUrl', '', { shouldDirty: true })}>
                {t('logo.remove')}
              </Button>
            ) : null}
          </div>
          <p className="text-xs text-slate-500">{t('logo.hint')}</p>
          {progress !== null ? (
            <p className="text-sm text-slate-600" aria-live="polite">
              {t('logo.uploading', { percent: Math.round(progress * 100) })}
            </p>
          ) : null}
          <input
            ref={inputRef}
            type="file"
            accept={IMAGE_ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            data-testid="logo-input"
            onChange={(event) => void onFile(event.target.files?.[0])}
          />
        </div>
      </div>
      {error ? (
        <div className="mt-3">
          <Alert>{error}</Alert>
        </div>
      ) : null}
    </Card>
  );
}
