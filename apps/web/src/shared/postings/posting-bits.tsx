import type { PostingProgressStatus, PostingStatus } from '@app/contract/rules/posting-progress';
import type { OrgSummary, Salary } from '@app/contract/schemas/posting';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/card';
import { CheckIcon } from '../../components/ui/icons';
import { formatSalaryAmount } from './salary-display';

/** `US$1,234 – US$2,000 per month`, or "Negotiable" (needs the `postings` namespace). */
export function SalaryText({ salary, className }: { salary: Salary; className?: string }) {
  const { t } = useTranslation('postings');
  const amount = formatSalaryAmount(salary);
  return (
    <span className={className} data-testid="salary">
      {amount ? (
        <>
          <span className="font-semibold text-slate-900">{amount}</span>{' '}
          <span className="text-slate-500">{t(`salaryTypes.${salary.salaryType}`)}</span>
        </>
      ) : (
        <span className="font-semibold text-slate-900">{t('salaryTypes.NEGOTIABLE')}</span>
      )}
    </span>
  );
}

const STATUS_TONES = { VISIBLE: 'success', HIDDEN: 'neutral', DELETED: 'danger' } as const;
const PROGRESS_TONES = { NOT_STARTED: 'warning', IN_PROGRESS: 'brand', ENDED: 'neutral' } as const;

export function StatusBadge({ status }: { status: PostingStatus }) {
  const { t } = useTranslation('postings');
  return (
    <Badge tone={STATUS_TONES[status]} data-testid="posting-status" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}

export function ProgressBadge({ progress }: { progress: PostingProgressStatus }) {
  const { t } = useTranslation('postings');
  return <Badge tone={PROGRESS_TONES[progress]}>{t(`progress.${progress}`)}</Badge>;
}

/** The company's logo, or its first letter. */
export function CompanyLogo({ org, size = 'md' }: { org: Pick<OrgSummary, 'name' | 'logoUrl'>; size?: 'md' | 'lg' }) {
  return (
    <span
      className={clsx(
        'flex shrink-0 items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-slate-50 font-bold text-slate-500',
        size === 'lg' ? 'size-16 text-xl' : 'size-11 text-base',
      )}
    >
      {org.logoUrl ? (
        <img src={org.logoUrl} alt="" className="size-full object-contain" />
      ) : (
        <span aria-hidden="true">{[...org.name][0]}</span>
      )}
    </span>
  );
}

/** The check mark of an approved company, with its meaning for screen readers. */
export function VerifiedMark({ status }: { status: OrgSummary['status'] }) {
  const { t } = useTranslation('postings');
  if (status !== 'APPROVED') return null;
  return (
    <span
      className="inline-flex items-center gap-1 text-xs font-semibold text-emerald-700"
      title={t('verified')}
      data-testid="verified-mark"
    >
      <CheckIcon width={14} height={14} strokeWidth={3} />
      <span className="sr-only sm:not-sr-only">{t('verified')}</span>
    </span>
  );
}
