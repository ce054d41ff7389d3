import { DOCUMENT_MAX_BYTES } from '@app/contract/limits';

/** What the file chooser offers; the server still judges files by their bytes. */
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

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
