import type { ErrorCode } from '@app/contract/errors';
import type { SharedMessages } from '@app/contract/i18n/messages';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { type ApiError, isApiError } from './api-client';
import { i18n } from './i18n';

type MessageKey = `validation.${keyof SharedMessages['validation'] & string}` | `errors.${ErrorCode}`;

/**
 * Form messages are keys: zod's from the contract (`validation.required`), the server's field keys, or an error
 * code (`errors.EMAIL_TAKEN`). Unknown text falls back to a generic message.
 */
export function translateValidation(message: string | undefined): string | undefined {
  if (!message) return undefined;
  const isKey = message.startsWith('validation.') || message.startsWith('errors.');
  const key = (isKey ? message : 'validation.invalid') as MessageKey;
  return i18n.t(key, { defaultValue: i18n.t('validation.invalid') });
}

/** A user-facing sentence for any failure, in the current language. */
export function describeError(error: unknown): string {
  const t = i18n.t;
  if (!isApiError(error)) return t('clientErrors.unknown');
  if (error.kind === 'network') return t('clientErrors.network');
  if (error.kind === 'timeout') return t('clientErrors.timeout');
  if (error.kind === 'invalid-response') return t('clientErrors.invalidResponse');
  const base = error.errorCode ? t(`errors.${error.errorCode}`) : t('clientErrors.unknown');
  if (error.status === 429 && error.retryAfter !== null) {
    return `${base} ${t('clientErrors.retryAfter', { seconds: error.retryAfter })}`;
  }
  return base;
}

/** The server's `educations[2].gpa` as react-hook-form's `educations.2.gpa`. */
export function toFormPath(serverPath: string): string {
  return serverPath.replace(/\[(\d+)\]/g, '.$1').replace(/^\./, '');
}

/**
 * Puts the server's failing fields onto the form by their dotted path; returns how many it placed.
 * `knownFields` lists the form's paths, or tells whether one is on the form (for rows: `educations.2.gpa`).
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: ApiError,
  setError: UseFormSetError<T>,
  knownFields: readonly string[] | ((path: string) => boolean),
): number {
  const isKnown = typeof knownFields === 'function' ? knownFields : (path: string) => knownFields.includes(path);
  let placed = 0;
  for (const field of error.fields) {
    const path = toFormPath(field.path);
    if (!isKnown(path)) continue;
    setError(path as Path<T>, { type: 'server', message: field.key });
    placed += 1;
  }
  return placed;
}
