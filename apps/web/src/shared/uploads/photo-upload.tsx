import { IMAGE_MAX_BYTES } from '@app/contract/limits';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { isApiError } from '../../lib/api-client';
import { describeError } from '../../lib/form-errors';
import { checkImageFile, IMAGE_ACCEPT } from './image-file';
import { useUploadImage } from './upload-image';

type PhotoUploadProps = {
  label: string;
  value: string;
  onChange: (url: string) => void;
  /** Initials shown while there is no photo. */
  fallback: string;
};

/**
 * A photo: checked here (type, 5 MB), then uploaded; the server judges the bytes and its message (Korean or English,
 * as the page) is shown on failure. `onChange` gets the URL of the web copy.
 */
export function PhotoUpload({ label, value, onChange, fallback }: PhotoUploadProps) {
  const { t } = useTranslation('profile');
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadImage('profile');
  const [problem, setProblem] = useState<string | null>(null);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const precheck = checkImageFile(file);
    if (precheck === 'type') return setProblem(t('photo.badType'));
    if (precheck === 'size') return setProblem(t('photo.tooLarge', { mb: IMAGE_MAX_BYTES / 1024 / 1024 }));
    setProblem(null);
    upload.mutate(file, {
      onSuccess: (url) => onChange(url),
      onError: (error) => {
        // The server's own message (spec section 8), else a generic failure in the page language.
        const serverMessage = isApiError(error) && error.kind === 'http' ? error.message : null;
        setProblem(serverMessage || (isApiError(error) ? describeError(error) : t('photo.failed')));
      },
    });
  };

  return (
    <div className="flex flex-col gap-2">
      <span id={`${id}-label`} className="text-sm font-medium text-slate-800">
        {label}
      </span>
      <div className="flex flex-wrap items-center gap-4">
        {value ? (
          <img
            src={value}
            alt={t('photo.alt')}
            className="size-20 rounded-full border border-slate-200 object-cover"
            width={80}
            height={80}
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-20 items-center justify-center rounded-full bg-brand-100 text-xl font-bold text-brand-700"
          >
            {fallback || '?'}
          </span>
        )}
        <div className="flex flex-wrap gap-2">
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept={IMAGE_ACCEPT}
            className="sr-only"
            aria-labelledby={`${id}-label`}
            aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
            onChange={onFile}
            tabIndex={-1}
          />
          <Button variant="secondary" size="sm" isLoading={upload.isPending} onClick={() => inputRef.current?.click()}>
            {upload.isPending ? t('photo.uploading') : value ? t('photo.change') : t('photo.choose')}
          </Button>
          {value ? (
            <Button variant="ghost" size="sm" onClick={() => onChange('')}>
              {t('photo.remove')}
            </Button>
          ) : null}
        </div>
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        {t('photo.hint')}
      </p>
      {problem ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
