import type { UploadDocumentsResponse } from '@app/contract/schemas/organization';
import { apiUpload } from '../../../lib/api-client';

const schema = () => import('@app/contract/schemas/organization').then((m) => m.UploadDocumentsResponseSchema);

/**
 * POST /api/v1/organizations/{id}/verification-documents with one file, so each file has its own progress and
 * result (the endpoint also takes several; a bad one is reported in `failed`, or as the error when it was alone).
 */
export function uploadDocument(
  id: number,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<UploadDocumentsResponse> {
  const body = new FormData();
  body.append('files', file, file.name);
  return apiUpload(`/api/v1/organizations/${id}/verification-documents`, { body, schema, onProgress });
}
