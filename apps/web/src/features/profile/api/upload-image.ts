import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '@app/contract/limits';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const schema = () => import('zod').then(({ z }) => z.string());

export type ImagePurpose = 'profile';

/** Checked before sending (the server judges the bytes again): a JPEG, PNG, GIF or WebP of at most 5 MB. */
export function precheckImage(file: { type: string; size: number }): 'type' | 'size' | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > IMAGE_MAX_BYTES) return 'size';
  return null;
}

/** POST /api/v1/upload/image?type=…: multipart `file` and `type`; `data` is the URL of the web copy. */
export function uploadImage(file: File, type: ImagePurpose) {
  const body = new FormData();
  body.append('type', type);
  body.append('timestamp', String(Date.now()));
  body.append('file', file);
  return apiRequest('/api/v1/upload/image', { method: 'POST', query: { type }, body, schema });
}

export function useUploadImage(type: ImagePurpose) {
  return useMutation({ mutationFn: (file: File) => uploadImage(file, type) });
}
