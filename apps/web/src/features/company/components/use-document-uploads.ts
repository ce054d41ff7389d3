import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/form-errors';
import { organizationInfoKey } from '../api/get-organization-info';
import { uploadDocument } from '../api/upload-document';
import { checkDocumentFile } from '../lib/documents';

export type UploadItem = {
  key: string;
  name: string;
  state: 'waiting' | 'uploading' | 'done' | 'failed';
  progress: number;
  reason?: string;
};

let counter = 0;

/**
 * Uploads documents one by one, each with its progress and result: a file refused before sending (type, size)
 * or by the server is reported, and the others still go.
 */
export function useDocumentUploads(organizationId: number) {
  const { t } = useTranslation('company');
  const queryClient = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const update = (key: string, patch: Partial<UploadItem>) =>
    setItems((all) => all.map((item) => (item.key === key ? { ...item, ...patch } : item)));

  const start = async (files: File[]) => {
    const queued = files.map((file) => {
      const problem = checkDocumentFile(file);
      const item: UploadItem = {
        key: `upload-${++counter}`,
        name: file.name,
        state: problem ? 'failed' : 'waiting',
        progress: 0,
        reason: problem ? t(problem === 'type' ? 'documents.clientType' : 'documents.clientSize') : undefined,
      };
      return { file, item };
    });
    setItems((all) => [...queued.map((q) => q.item), ...all]);
    for (const { file, item } of queued) {
      if (item.state === 'failed') continue;
      update(item.key, { state: 'uploading' });
      try {
        const result = await uploadDocument(organizationId, file, (progress) => update(item.key, { progress }));
        const failure = result.failed[0];
        update(item.key, failure ? { state: 'failed', reason: failure.message } : { state: 'done', progress: 1 });
      } catch (error) {
        // A single file refused by the server: the error code is that file's reason.
        update(item.key, { state: 'failed', reason: describeError(error) });
      }
    }
    await queryClient.invalidateQueries({ queryKey: organizationInfoKey(organizationId) });
  };

  const isBusy = items.some((item) => item.state === 'uploading' || item.state === 'waiting');
  return { items, start, isBusy, clear: () => setItems((all) => all.filter((i) => i.state === 'uploading')) };
}
