import { DOCUMENT_MAX_BYTES, IMAGE_MAX_BYTES, IMAGE_TYPES } from '@app/contract/limits';

/** What the file chooser offers; the server still judges files by their bytes. */
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];
const DOCUMENT_EXTENSIONS = /\.(pdf|jpe?g|png)$/i;

type FileLike = { name: string; type: string; size: number };

/** Why a document cannot be sent (checked before uploading), or null when it may go. */
export function checkDocumentFile(file: FileLike): 'type' | 'size' | null {
  const typeOk = file.type ? DOCUMENT_TYPES.includes(file.type) : DOCUMENT_EXTENSIONS.test(file.name);
  if (!typeOk) return 'type';
  if (file.size > DOCUMENT_MAX_BYTES) return 'size';
  return null;
}

/** The same check for a logo: JPEG, PNG, GIF or WebP up to 5 MB. */
export function checkImageFile(file: FileLike): 'type' | 'size' | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > IMAGE_MAX_BYTES) return 'size';
  return null;
}

/** "512 B", "14 kB", "2.4 MB" with the language's digits and separators. */
export function formatBytes(bytes: number, lang: string): string {
  if (bytes < 1024) return `${new Intl.NumberFormat(lang).format(bytes)} B`;
  const isMega = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(lang, {
    style: 'unit',
    unit: isMega ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: isMega ? 1 : 0,
  }).format(bytes / (isMega ? 1024 * 1024 : 1024));
}

/** A date (and time when asked) in the language of the page. */
export function formatDate(iso: string, lang: string, withTime = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(
    lang,
    withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' },
  ).format(date);
}
