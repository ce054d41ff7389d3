import { apiUpload } from '../../../lib/api-client';

const schema = () => import('zod').then(({ z }) => z.string());

/** POST /api/v1/upload/image (multipart `file`, `type=logo`): the URL of the stored web copy. */
export function uploadLogo(file: File, onProgress?: (fraction: number) => void): Promise<string> {
  const body = new FormData();
  body.append('type', 'logo');
  body.append('file', file, file.name);
  return apiUpload('/api/v1/upload/image?type=logo', { body, schema, onProgress });
}
