import type { VerificationDocument } from '@app/contract/schemas/organization';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useLang } from '../../../lib/use-lang';
import { formatDateTime } from '../../../shared/format/dates';
import { formatBytes } from '../../../shared/format/numbers';
import { adminDocumentUrl } from '../api/get-organization-detail';

/**
 * The documents, viewable inline: images right here, PDFs in a new tab (the server forbids framing its
 * responses, so an iframe would stay blank).
 */
export function DocumentViewer({
  organizationId,
  documents,
}: {
  organizationId: number;
  documents: VerificationDocument[];
}) {
  const { t } = useTranslation('admin');
  const lang = useLang();
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{t('detail.documents')}</h2>
      {documents.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">{t('detail.noDocuments')}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-500">{t('detail.pdfNote')}</p>
          <ul className="mt-4 flex flex-col gap-4" data-testid="admin-documents">
            {documents.map((doc) => {
              const inline = adminDocumentUrl(organizationId, doc.id, true);
              return (
                <li key={doc.id} className="rounded-xl border border-slate-200 p-3">
                  <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
                    <div className="min-w-0 flex-1">
                      <p className="truncate text-sm font-medium text-slate-900">{doc.fileName}</p>
                      <p className="text-xs text-slate-500">
                        {formatBytes(doc.sizeBytes, lang)} · {formatDateTime(doc.uploadedAt, lang)}
                      </p>
                    </div>
                    <div className="flex gap-1">
                      <a
                        href={inline}
                        target="_blank"
                        rel="noopener noreferrer"
                        className={buttonClasses({ variant: 'secondary', size: 'sm' })}
                      >
                        {t('detail.openNewTab')}
                      </a>
                      <a
                        href={adminDocumentUrl(organizationId, doc.id, false)}
                        download={doc.fileName}
                        className={buttonClasses({ variant: 'ghost', size: 'sm' })}
                      >
                        {t('detail.download')}
                      </a>
                    </div>
                  </div>
                  {doc.contentType.startsWith('image/') ? (
                    <img
                      src={inline}
                      alt={t('detail.previewAlt', { name: doc.fileName })}
                      loading="lazy"
                      className="mt-3 max-h-[480px] w-full rounded-lg border border-slate-100 bg-slate-50 object-contain"
                    />
                  ) : null}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </Card>
  );
}
