import type { AssessmentReport } from '@app/contract/schemas/assessment';
import type { CurrentUser } from '@app/contract/schemas/user';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/form-errors';
import { formatName } from '../../../lib/names';
import { dashboardPath } from '../../../lib/paths';
import { useLang, useLocalizedPath } from '../../../lib/use-lang';
import { usePageTitle } from '../../../lib/use-page-title';
import { formatDateTime } from '../../../shared/format/dates';
import { useReport } from '../api/get-report';
import { useSetVisibility } from '../api/set-visibility';
import { QuestionOutcomes, TopicBars } from './report-parts';
import { catalogueBasePath, ResultBadge, useAssessmentName } from './shared';

/** `/report/{attemptId}` (custom layout): the printable result of one attempt. */
export function ReportPage({ attemptId, user }: { attemptId: number; user: CurrentUser }) {
  const { t } = useTranslation('assessments');
  const report = useReport(attemptId);
  usePageTitle(t('report.title'));
  if (report.isPending) return <PageSpinner label={t('attempt.loading')} />;
  if (report.isError) {
    const notFound = isApiError(report.error) && report.error.status === 404;
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <ErrorState
          title={notFound ? t('report.notFound') : t('report.loadError')}
          body={notFound ? undefined : describeError(report.error)}
          onRetry={notFound ? undefined : () => void report.refetch()}
        />
      </div>
    );
  }
  return <ReportView report={report.data} user={user} />;
}

function ReportView({ report: r, user }: { report: AssessmentReport; user: CurrentUser }) {
  const { t } = useTranslation('assessments');
  const { t: tc } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  const nameOf = useAssessmentName();
  const visibility = useSetVisibility();
  const isOwner = user.role === 'NORMAL' && user.id === r.candidate.id;
  const isPublic = visibility.isPending ? visibility.variables.isPublic : r.isPublic;
  const rows: [string, ReactNode][] = [
    [t('report.candidate'), formatName(r.candidate.firstName, r.candidate.lastName, lang)],
    [t('report.track'), t(`tracks.${r.track}`)],
    [t('report.level'), t(`levels.${String(r.level) as '1'}`)],
    [t('report.started'), formatDateTime(r.startedAt, lang, { withZoneName: true })],
    [t('report.ended'), formatDateTime(r.endedAt, lang, { withZoneName: true })],
    [t('report.status'), t(`history.status.${r.status}`)],
  ];
  const handleVisibility = (next: boolean) =>
    visibility.mutate(
      { attemptId: r.id, isPublic: next },
      {
        onSuccess: () => toast.success(next ? t('history.madePublic') : t('history.madePrivate')),
        onError: (error) => toast.error(`${t('history.visibilityError')} ${describeError(error)}`),
      },
    );
  return (
    <article className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-8 text-slate-900 sm:px-8 print:max-w-none print:gap-6 print:p-0 print:text-black">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link
          to={isOwner ? to(`${catalogueBasePath}/1?tab=history`) : dashboardPath(user.role, lang)}
          className={buttonClasses({ variant: 'ghost', size: 'sm' })}
        >
          {isOwner ? t('report.back') : tc('nav.dashboard')}
        </Link>
        <Button variant="secondary" size="sm" onClick={() => window.print()}>
          {t('report.print')}
        </Button>
      </div>
      <header className="flex flex-col gap-1">
        <p className="text-sm font-semibold text-brand-700 print:text-black">{t('report.title')}</p>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{nameOf(r.track, r.level)}</h1>
      </header>
      <section className="grid gap-6 sm:grid-cols-[220px_1fr]">
        <div
          className={clsx(
            'flex flex-col items-center justify-center gap-2 rounded-2xl border-2 p-6 text-center print:border-black print:bg-white',
            r.passed ? 'border-emerald-300 bg-emerald-50' : 'border-amber-300 bg-amber-50',
          )}
        >
          <span className="text-sm font-medium text-slate-600 print:text-black">{t('report.score')}</span>
          <span className="text-5xl font-extrabold tabular-nums" data-testid="report-score">
            {r.obtainedScore}
          </span>
          <span className="text-sm text-slate-600 print:text-black">
            {t('report.scoreOutOf', { total: r.totalScore })}
          </span>
          <ResultBadge passed={r.passed} />
        </div>
        <div className="flex flex-col gap-3">
          <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            {rows.map(([label, value]) => (
              <div key={label} className="flex flex-col">
                <dt className="text-slate-500 print:text-black">{label}</dt>
                <dd className="font-medium">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="text-sm text-slate-600 print:text-black">
            {t('report.passRule', { score: r.passScore, total: r.totalScore })} ·{' '}
            {t('report.points', { earned: r.earnedPoints, max: r.maxPoints })}
          </p>
          <p className="text-sm text-slate-600 print:text-black">
            {r.isCounted ? t('report.counted') : t('report.notCounted')}
          </p>
        </div>
      </section>
      {isOwner ? (
        <div className="rounded-xl border border-slate-200 px-4 print:hidden">
          <Switch
            checked={isPublic}
            disabled={visibility.isPending}
            onCheckedChange={handleVisibility}
            label={t('history.publicLabel')}
            hint={t('history.publicHint')}
          />
        </div>
      ) : null}
      <section aria-labelledby="report-breakdown" className="flex flex-col gap-4 break-inside-avoid">
        <h2 id="report-breakdown" className="text-lg font-semibold">
          {t('report.breakdown')}
        </h2>
        <TopicBars topics={r.topics} />
      </section>
      {r.questions ? (
        <section aria-labelledby="report-questions" className="flex flex-col gap-2">
          <h2 id="report-questions" className="text-lg font-semibold">
            {t('report.questions')}
          </h2>
          <p className="text-sm text-slate-500 print:text-black">{t('report.keyNote')}</p>
          <QuestionOutcomes questions={r.questions} />
        </section>
      ) : null}
      <p className="hidden text-xs print:block">
        {t('report.printedFrom', { url: `${window.location.origin}/${lang}${r.reportUrl}` })}
      </p>
    </article>
  );
}
