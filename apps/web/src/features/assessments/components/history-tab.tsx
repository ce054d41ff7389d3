import type { AssessmentEntry } from '@app/contract/schemas/assessment';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../components/ui/toast';
import { describeError } from '../../../lib/form-errors';
import { useLang, useLocalizedPath } from '../../../lib/use-lang';
import { formatDateTime } from '../../../shared/format/dates';
import { HISTORY_PAGE_SIZE, useHistory } from '../api/get-history';
import { useSetVisibility } from '../api/set-visibility';
import { catalogueBasePath, ResultBadge, useAssessmentName } from './shared';

/** The talent's finished assessments, newest first, one page per route page, each with its report and visibility. */
export function HistoryTab({ userId, page }: { userId: number; page: number }) {
  const { t } = useTranslation('assessments');
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const history = useHistory(userId, page);
  if (history.isPending) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    );
  }
  if (history.isError) {
    return (
      <ErrorState
        title={t('history.loadError')}
        body={describeError(history.error)}
        onRetry={() => void history.refetch()}
      />
    );
  }
  const { data, totalElementCount } = history.data;
  if (data.length === 0) {
    return <EmptyState title={t('history.empty')} body={t('history.emptyBody')} />;
  }
  const pageCount = Math.max(1, Math.ceil(totalElementCount / HISTORY_PAGE_SIZE));
  return (
    <section aria-labelledby="history-title" className="flex flex-col gap-4">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="history-title" className="text-lg font-semibold text-slate-900">
          {t('history.title')}
        </h2>
        <span className="text-sm text-slate-500">{t('history.total', { count: totalElementCount })}</span>
      </div>
      <p className="-mt-2 text-sm text-slate-500">{t('history.publicHint')}</p>
      <ul className="flex flex-col gap-3">
        {data.map((entry) => (
          <HistoryRow key={entry.id} entry={entry} />
        ))}
      </ul>
      <Pagination
        page={page}
        pageCount={pageCount}
        onPageChange={(next) => navigate(to(`${catalogueBasePath}/${next}?tab=history`))}
      />
    </section>
  );
}

function HistoryRow({ entry }: { entry: AssessmentEntry }) {
  const { t } = useTranslation('assessments');
  const lang = useLang();
  const to = useLocalizedPath();
  const nameOf = useAssessmentName();
  const visibility = useSetVisibility();
  const name = nameOf(entry.track, entry.level);
  const handleVisibility = (isPublic: boolean) =>
    visibility.mutate(
      { attemptId: entry.id, isPublic },
      {
        onSuccess: () => toast.success(isPublic ? t('history.madePublic') : t('history.madePrivate')),
        onError: (error) => toast.error(`${t('history.visibilityError')} ${describeError(error)}`),
      },
    );
  const isPublic = visibility.isPending ? visibility.variables.isPublic : entry.isPublic;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 md:flex-row md:items-center md:gap-6">
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold text-slate-900">{name}</h3>
        <p className="mt-0.5 text-sm text-slate-500">
          {t(`history.status.${entry.status}`)} ·{' '}
          {t('history.endedOn', { date: formatDateTime(entry.endedAt, lang, { withZoneName: true }) })}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <span className="text-lg font-bold text-slate-900 tabular-nums">
          {t('catalogue.score', { score: entry.obtainedScore, total: entry.totalScore })}
        </span>
        <ResultBadge passed={entry.passed} />
      </div>
      <div className="md:w-56">
        <Switch
          checked={isPublic}
          disabled={visibility.isPending}
          onCheckedChange={handleVisibility}
          label={
            <>
              {t('history.publicLabel')}
              <span className="sr-only">: {name}</span>
            </>
          }
        />
      </div>
      <Link
        to={to(entry.reportUrl)}
        className={buttonClasses({ size: 'sm', variant: 'secondary' })}
        aria-label={`${t('catalogue.viewReport')}: ${name}`}
      >
        {t('catalogue.viewReport')}
      </Link>
    </li>
  );
}
