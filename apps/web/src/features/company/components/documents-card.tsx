import type { OrganizationInfo, VerificationDocument } from '@app/contract/schemas/organization';
import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FileDrop } from '../../../components/ui/file-drop';
import { AlertIcon, CheckIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { describeError } from '../../../lib/form-errors';
import { useLang } from '../../../lib/use-lang';
import { formatDate } from '../../../shared/format/dates';
import { formatBytes } from '../../../shared/format/numbers';
import { useDeleteDocument } from '../api/delete-document';
import { DOCUMENT_ACCEPT } from '../lib/documents';
import { type UploadItem, useDocumentUploads } from './use-document-uploads';

/** The verification documents: list with download and delete, and the drop zone (both locked while under review). */
export function DocumentsCard({ info }: { info: OrganizationInfo }) {
  const { t } = useTranslation('company');
  const uploads = useDocumentUploads(info.id);
  const remove = useDeleteDocument(info.id);
  const [toDelete, setToDelete] = useState<VerificationDocument | null>(null);
  const status = info.companyVerificationStatus;
  const lockedText = status === 'PENDING' ? t('documents.lockedPending') : t('documents.lockedApproved');

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => toast.success(t('documents.deleted')),
      onError: (error) => toast.error(describeError(error)),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <Card className="p-5" id="documents">
      <h2 className="text-lg font-semibold text-slate-900">{t('documents.title')}</h2>
      <p className="mt-1 text-sm text-slate-500">{t('documents.description')}</p>
      {info.documentRejectionReason ? (
        <div className="mt-3">
          <Alert>
            <p>
              <span className="font-semibold">{t('verification.reasons.documents')}: </span>
              {info.documentRejectionReason}
            </p>
          </Alert>
        </div>
      ) : null}
      <h3 className="sr-only">{t('documents.listLabel')}</h3>
      {info.verificationDocuments.length === 0 ? (
        <p className="mt-4 rounded-lg bg-slate-50 px-3 py-4 text-center text-sm text-slate-500">
          {t('documents.empty')}
        </p>
      ) : (
        <ul
          aria-label={t('documents.listLabel')}
          className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200"
        >
          {info.verificationDocuments.map((doc) => (
            <DocumentRow key={doc.id} doc={doc} isLocked={info.isLocked} onDelete={() => setToDelete(doc)} />
          ))}
        </ul>
      )}
      <div className="mt-4">
        {info.isLocked ? (
          <p className="rounded-lg bg-slate-50 px-3 py-3 text-sm text-slate-600">{lockedText}</p>
        ) : (
          <FileDrop
            accept={DOCUMENT_ACCEPT}
            multiple
            onFiles={(files) => void uploads.start(files)}
            title={t('documents.dropTitle')}
            orText={t('documents.dropOr')}
            chooseLabel={t('documents.choose')}
            hint={t('documents.dropHint')}
            inputTestId="documents-input"
          />
        )}
      </div>
      {uploads.items.length ? (
        <UploadResults items={uploads.items} onClear={uploads.clear} busy={uploads.isBusy} />
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={t('documents.deleteTitle')}
        body={t('documents.deleteBody', { name: toDelete?.fileName ?? '' })}
        cancelLabel={t('documents.cancel')}
        confirmLabel={t('documents.deleteConfirm')}
        onConfirm={confirmDelete}
        isLoading={remove.isPending}
      />
    </Card>
  );
}

function DocumentRow({
  doc,
  isLocked,
  onDelete,
}: {
  doc: VerificationDocument;
  isLocked: boolean;
  onDelete: () => void;
}) {
  const { t } = useTranslation('company');
  const lang = useLang();
  return (
    <li className="flex flex-col gap-2 px-3 py-3 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-slate-900" title={doc.fileName}>
          {doc.fileName}
        </p>
        <p className="text-xs text-slate-500">
          {formatBytes(doc.sizeBytes, lang)} · {t('documents.uploadedAt', { date: formatDate(doc.uploadedAt, lang) })}
        </p>
      </div>
      <div className="flex gap-1">
        <a
          href={doc.downloadUrl}
          download={doc.fileName}
          className={buttonClasses({ variant: 'ghost', size: 'sm' })}
          aria-label={t('documents.downloadLabel', { name: doc.fileName })}
        >
          {t('documents.download')}
        </a>
        {isLocked ? null : (
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700 hover:bg-red-50"
            onClick={onDelete}
            aria-label={t('documents.deleteLabel', { name: doc.fileName })}
          >
            {t('documents.delete')}
          </Button>
        )}
      </div>
    </li>
  );
}

function UploadResults({ items, onClear, busy }: { items: UploadItem[]; onClear: () => void; busy: boolean }) {
  const { t } = useTranslation('company');
  return (
    <div className="mt-4">
      <div className="flex items-center justify-between">
        <h3 className="text-sm font-semibold text-slate-800">{t('documents.uploadsTitle')}</h3>
        {busy ? null : (
          <Button variant="link" size="sm" onClick={onClear}>
            {t('documents.clear')}
          </Button>
        )}
      </div>
      <ul className="mt-2 flex flex-col gap-2" aria-live="polite" data-testid="upload-results">
        {items.map((item) => (
          <li key={item.key} className="rounded-lg border border-slate-200 px-3 py-2 text-sm" data-state={item.state}>
            <div className="flex items-center gap-2">
              {item.state === 'done' ? (
                <CheckIcon width={16} height={16} className="shrink-0 text-emerald-600" />
              ) : null}
              {item.state === 'failed' ? <AlertIcon width={16} height={16} className="shrink-0 text-red-600" /> : null}
              {item.state === 'uploading' ? <Spinner className="shrink-0 text-brand-600" /> : null}
              <span className="min-w-0 flex-1 truncate font-medium text-slate-800">{item.name}</span>
            </div>
            <p className={clsx('mt-1 text-xs', item.state === 'failed' ? 'text-red-700' : 'text-slate-500')}>
              {item.state === 'waiting' ? t('documents.waiting') : null}
              {item.state === 'uploading'
                ? t('documents.uploading', { percent: Math.round(item.progress * 100) })
                : null}
              {item.state === 'done' ? t('documents.uploaded') : null}
              {item.state === 'failed' ? t('documents.failed', { reason: item.reason ?? '' }) : null}
            </p>
            {item.state === 'uploading' ? (
              <div className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                <div
                  className="h-full bg-brand-600 transition-all"
                  style={{ width: `${Math.round(item.progress * 100)}%` }}
                />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
