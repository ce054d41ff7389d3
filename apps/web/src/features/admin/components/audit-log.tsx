import type { AuditEntry } from '@app/contract/schemas/admin';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { useLang } from '../../../lib/use-lang';
import { VerificationBadge } from '../../../shared/badges/verification-badge';
import { formatDateTime } from '../../../shared/format/dates';
import { listRejectionReasons } from '../../../shared/organization/rejection-reasons';

const KNOWN_ACTIONS = ['VERIFICATION_APPLY', 'VERIFICATION_APPROVE', 'VERIFICATION_REJECT'] as const;

/** Every status change: who, when, from → to, and the reasons of a rejection. */
export function AuditLog({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('company');
  const lang = useLang();
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{t('detail.audit')}</h2>
      {entries.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">{t('detail.auditEmpty')}</p>
      ) : (
        <ol className="mt-4 flex flex-col gap-4 border-l-2 border-slate-200 pl-4" data-testid="audit-log">
          {entries.map((entry) => {
            const action = (KNOWN_ACTIONS as readonly string[]).includes(entry.action)
              ? t(`detail.actions.${entry.action as (typeof KNOWN_ACTIONS)[number]}`)
              : entry.action;
            const actor = entry.adminName || entry.adminEmail || t('detail.unknownActor');
            const reasons = listRejectionReasons(entry.reasons);
            return (
              <li key={entry.id} className="text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-slate-900">{action}</span>
                  {entry.fromStatus ? <VerificationBadge status={entry.fromStatus} /> : null}
                  <span aria-hidden="true" className="text-slate-400">
                    →
                  </span>
                  {entry.toStatus ? <VerificationBadge status={entry.toStatus} /> : null}
                </div>
                <p className="mt-1 text-slate-500">
                  <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, lang)}</time> ·{' '}
                  {t('detail.by', { name: actor })}
                  {entry.adminEmail && entry.adminName ? ` <${entry.adminEmail}>` : ''}
                </p>
                {reasons.length ? (
                  <ul className="mt-1 list-disc pl-5 text-slate-700">
                    {reasons.map((reason) => (
                      <li key={reason.kind}>
                        <span className="font-medium">{tc(`verification.reasons.${reason.kind}`)}: </span>
                        {reason.text}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}
