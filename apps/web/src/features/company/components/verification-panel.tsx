import type { OrganizationInfo } from '@app/contract/schemas/organization';
import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import type { ComboboxOption } from '../../../components/ui/combobox';
import { CheckIcon } from '../../../components/ui/icons';
import { isApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/form-errors';
import { useLang } from '../../../lib/use-lang';
import { VerificationBadge } from '../../../shared/badges/verification-badge';
import { formatDate } from '../../../shared/format/dates';
import { listRejectionReasons } from '../../../shared/organization/rejection-reasons';
import { canApply, missingFromError, verificationChecklist } from '../lib/verification';
import { ChangeRequestDialog } from './change-request-dialog';

type VerificationPanelProps = {
  info: OrganizationInfo;
  isDirty: boolean;
  onApply: () => void;
  isApplying: boolean;
  applyError: unknown;
  countries: ComboboxOption[];
};

/** The verification status, what to do next, rejection reasons, and applying (or asking for a change). */
export function VerificationPanel({
  info,
  isDirty,
  onApply,
  isApplying,
  applyError,
  countries,
}: VerificationPanelProps) {
  const { t } = useTranslation('company');
  const lang = useLang();
  const [isChangeOpen, setIsChangeOpen] = useState(false);
  const status = info.companyVerificationStatus;
  const reasons = listRejectionReasons(info);
  const checklist = verificationChecklist(info);
  // What the server said was missing, less what has been filled in since.
  const stillMissing = new Set(checklist.filter((c) => !c.isDone).map((c) => c.item));
  const isIncomplete = isApiError(applyError) && applyError.errorCode === 'VERIFICATION_INCOMPLETE';
  const incomplete = isIncomplete ? missingFromError(applyError.fields).filter((item) => stillMissing.has(item)) : null;

  return (
    <Card className="p-5" aria-labelledby="verification-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="verification-title" className="text-lg font-semibold text-slate-900">
          {t('verification.title')}
        </h2>
        <VerificationBadge status={status} />
      </div>
      <p className="mt-2 text-sm leading-6 text-slate-600">{t(`verification.body.${status}`)}</p>
      <div className="mt-2 space-y-0.5 text-xs text-slate-500">
        {info.appliedAt ? <p>{t('verification.appliedAt', { date: formatDate(info.appliedAt, lang) })}</p> : null}
        {info.decidedAt ? <p>{t('verification.decidedAt', { date: formatDate(info.decidedAt, lang) })}</p> : null}
      </div>

      {status === 'REJECTED' && reasons.length ? (
        <div className="mt-4" data-testid="rejection-reasons">
          <Alert>
            <p className="font-semibold">{t('verification.reasonsTitle')}</p>
            <ul className="list-disc space-y-1 pl-5">
              {reasons.map((reason) => (
                <li key={reason.kind}>
                  <span className="font-medium">{t(`verification.reasons.${reason.kind}`)}: </span>
                  <span className="whitespace-pre-line">{reason.text}</span>
                </li>
              ))}
            </ul>
            <p>{t('verification.fixHint')}</p>
          </Alert>
        </div>
      ) : null}

      {canApply(status) ? (
        <div className="mt-4 flex flex-col gap-3">
          <div>
            <h3 className="text-sm font-semibold text-slate-800">{t('verification.checklistTitle')}</h3>
            <ul className="mt-2 space-y-1.5">
              {checklist.map(({ item, isDone }) => (
                <li key={item} className="flex items-center gap-2 text-sm">
                  <span
                    className={clsx(
                      'flex size-5 shrink-0 items-center justify-center rounded-full border',
                      isDone ? 'border-emerald-500 bg-emerald-500 text-white' : 'border-slate-300 text-transparent',
                    )}
                  >
                    <CheckIcon width={12} height={12} strokeWidth={3} />
                  </span>
                  <span className={isDone ? 'text-slate-700' : 'text-slate-900'}>{t(`info.fields.${item}`)}</span>
                  <span className="sr-only">({isDone ? t('verification.done') : t('verification.missing')})</span>
                </li>
              ))}
            </ul>
          </div>
          {incomplete?.length ? (
            <Alert>
              <p className="font-semibold">{t('verification.incompleteTitle')}</p>
              <ul className="list-disc pl-5">
                {incomplete.map((item) => (
                  <li key={item}>{t(`info.fields.${item}`)}</li>
                ))}
              </ul>
            </Alert>
          ) : applyError && !isIncomplete ? (
            <Alert>{describeError(applyError)}</Alert>
          ) : null}
          <Button onClick={onApply} isLoading={isApplying} fullWidth>
            {status === 'REJECTED' ? t('verification.applyAgain') : t('verification.apply')}
          </Button>
          {isDirty ? <p className="text-xs text-slate-500">{t('verification.saveAndApply')}</p> : null}
        </div>
      ) : null}

      {status === 'APPROVED' ? (
        <div className="mt-4 flex flex-col gap-3">
          <p className="text-sm text-slate-600">{t('verification.requestChangeHint')}</p>
          <Button variant="secondary" onClick={() => setIsChangeOpen(true)} fullWidth>
            {t('verification.requestChange')}
          </Button>
          <ChangeRequestDialog
            organizationId={info.id}
            open={isChangeOpen}
            onOpenChange={setIsChangeOpen}
            countries={countries}
          />
        </div>
      ) : null}
    </Card>
  );
}
