import { TALENT_FILE_MAX_BYTES, TALENT_FILES_MAX } from '@app/contract/limits';
import type { TalentFile } from '@app/contract/schemas/resume';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Badge, Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { toast } from '../../../components/ui/toast';
import { describeError } from '../../../lib/form-errors';
import { fileSize } from '../../../shared/resumes/download';
import { talentFilesQueryKey, useTalentFiles } from '../../../shared/resumes/list-talent-files';
import { deleteTalentFile, talentFileUrl, uploadTalentFile } from '../api/resume-calls';

type Kind = TalentFile['kind'];

/** The talent's CV and portfolio PDFs: upload, download, delete (after a confirmation). */
export function TalentFilesSection({ userId }: { userId: number }) {
  const { t } = useTranslation('resumes');
  const queryClient = useQueryClient();
  const files = useTalentFiles(userId);
  const [kind, setKind] = useState<Kind>('CV');
  const [toDelete, setToDelete] = useState<TalentFile | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: talentFilesQueryKey(userId) });
  const upload = useMutation({
    mutationFn: (file: File) => uploadTalentFile(userId, kind, file),
    onSuccess: () => {
      toast.success(t('files.done'));
      return refresh();
    },
    onError: (error) => toast.error(describeError(error)),
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteTalentFile(userId, id),
    onSuccess: () => {
      toast.success(t('files.deleted'));
      setToDelete(null);
      return refresh();
    },
    onError: (error) => toast.error(describeError(error)),
  });
  const list = files.data ?? [];
  const isFull = list.length >= TALENT_FILES_MAX;
  const kinds = (['CV', 'PORTFOLIO'] as const).map((value) => ({ value, label: t(`files.kinds.${value}`) }));

  return (
    <Card className="flex flex-col gap-4 p-5" data-testid="talent-files">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{t('files.title')}</h2>
        <p className="mt-1 text-sm text-slate-600">
          {t('files.body', { size: TALENT_FILE_MAX_BYTES / 1024 / 1024, max: TALENT_FILES_MAX })}
        </p>
      </div>
      {files.isPending ? (
        <Skeleton className="h-16" />
      ) : files.isError ? (
        <ErrorState onRetry={() => files.refetch()} />
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-500">{t('files.empty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200">
          {list.map((file) => (
            <li key={file.id} className="flex flex-wrap items-center gap-2 py-3">
              <Badge>{t(`files.kinds.${file.kind}`)}</Badge>
              <span className="min-w-0 flex-1 text-sm break-all text-slate-800">{file.fileName}</span>
              <span className="text-xs text-slate-500">{fileSize(file.sizeBytes)}</span>
              <a
                href={talentFileUrl(userId, file.id)}
                download
                className="text-sm font-medium text-brand-700 underline"
              >
                {t('files.download')}
              </a>
              <Button size="sm" variant="ghost" className="text-red-700" onClick={() => setToDelete(file)}>
                {t('files.delete')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr] sm:items-end">
        <FormField label={t('files.kind')}>
          {(field) => (
            <Select
              id={field.id}
              aria-describedby={field['aria-describedby']}
              value={kind}
              onValueChange={(v) => setKind(v as Kind)}
              options={kinds}
            />
          )}
        </FormField>
        <label className="flex flex-col gap-1.5">
          <span className="text-sm font-medium text-slate-800">
            {upload.isPending ? t('files.uploading') : t('files.choose')}
          </span>
          <input
            type="file"
            accept="application/pdf,.pdf"
            disabled={isFull || upload.isPending}
            data-testid="upload-pdf"
            className="text-sm file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (!file) return;
              if (file.type && file.type !== 'application/pdf') toast.error(t('files.notPdf'));
              else upload.mutate(file);
            }}
          />
        </label>
      </div>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => (open ? null : setToDelete(null))}
        title={t('files.deleteTitle', { name: toDelete?.fileName ?? '' })}
        body={t('files.deleteBody')}
        confirmLabel={t('files.delete')}
        cancelLabel={t('cancel')}
        onConfirm={() => toDelete && remove.mutate(toDelete.id)}
        isLoading={remove.isPending}
      />
    </Card>
  );
}
