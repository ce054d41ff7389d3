import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

const schema = () => import('zod').then(({ z }) => z.string());

export type ImagePurpose = 'profile';

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
