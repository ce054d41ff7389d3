import type { ApplicationStatus } from '@app/contract/rules/application-state';
import type { RecruitmentSummarySchema } from '@app/contract/schemas/hiring';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { buttonClasses } from '../../../components/ui/button';
import { Badge, Card } from '../../../components/ui/card';
import { useLang } from '../../../lib/use-lang';
import { APPLICATION_STATUS_TONES } from '../../../shared/status/status-tones';
import { CANDIDATE_STATUSES } from '../lib/candidate-params';

type Row = z.infer<typeof RecruitmentSummarySchema>[number];

const POSTING_TONES = { VISIBLE: 'success', HIDDEN: 'neutral', DELETED: 'danger' } as const;
const STAGE_CLASSES = {
  neutral: 'border-slate-200 bg-slate-50 text-slate-700',
  brand: 'border-brand-200 bg-brand-50 text-brand-800',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
  danger: 'border-red-200 bg-red-50 text-red-800',
} as const;

/** One posting: its status, total candidates and a link per stage that has any (to the list filtered by it). */
export function RecruitmentPostingCard({ posting }: { posting: Row }) {
  const { t } = useTranslation('hiring');
  const lang = useLang();
  const base = `/${lang}/company/mypage/manage-recruitment/${posting.jobPostingId}`;
  const stages = CANDIDATE_STATUSES.flatMap((status) => {
    const count = posting.counts[status] ?? 0;
    return count > 0 ? [{ status, count }] : [];
  });
  const postingStatus = posting.postingStatus as keyof typeof POSTING_TONES;

  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5" data-testid="recruitment-posting" data-id={posting.jobPostingId}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <Badge tone={POSTING_TONES[postingStatus] ?? 'neutral'}>
            {t(`postingStatus.${postingStatus}`, { defaultValue: posting.postingStatus })}
          </Badge>
          <h2 className="mt-2 text-lg font-semibold break-words text-slate-900">
            <Link to={base} className="hover:underline">
              {posting.title}
            </Link>
          </h2>
        </div>
        <div className="flex shrink-0 items-center gap-4">
          <p className="text-xl font-bold text-slate-900" data-testid="recruitment-total">
            {t('summary.total', { count: posting.total })}
          </p>
          <Link to={base} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            {t('summary.viewCandidates')}
          </Link>
        </div>
      </div>
      {stages.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('summary.stagesLabel')}>
          {stages.map(({ status, count }) => (
            <li key={status}>
              <Link
                to={`${base}?status=${status}`}
                data-testid="stage-count"
                data-status={status}
                className={clsx(
                  'inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm font-medium hover:underline',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                  STAGE_CLASSES[APPLICATION_STATUS_TONES[status as ApplicationStatus]],
                )}
              >
                {t(`status.${status}`)}
                <span className="font-bold">{count}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">{t('summary.noCandidates')}</p>
      )}
    </Card>
  );
}
