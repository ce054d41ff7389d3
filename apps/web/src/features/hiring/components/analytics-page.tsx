import { canMember, type MemberRole } from '@app/contract/rules/member-roles';
import type { RecruitingAnalytics } from '@app/contract/schemas/recruiting-analytics';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton, Spinner } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { describeError } from '../../../lib/form-errors';
import { useLang } from '../../../lib/use-lang';
import { usePageTitle } from '../../../lib/use-page-title';
import { useRecruitingAnalytics } from '../api/get-recruiting-analytics';
import { useRecruitmentSummary } from '../api/get-recruitment-summary';
import { type FilterDraft, filterFromParams, todayIn, viewerTimeZone } from '../lib/analytics-filter';
import { formatCount, formatDay, formatDuration } from '../lib/analytics-format';
import { isEmptyReport } from '../lib/analytics-view';
import { AnalyticsFilters } from './analytics-filters';
import { ApplicantsTable, DurationsTable, FunnelTable, SourcesTable } from './analytics-tables';

// The chart library loads with the first figures, never in another screen's bundle.
const charts = () => import('./analytics-charts');
const ApplicantsChart = lazy(() => charts().then((m) => ({ default: m.ApplicantsChart })));
const FunnelChart = lazy(() => charts().then((m) => ({ default: m.FunnelChart })));
const DurationsChart = lazy(() => charts().then((m) => ({ default: m.DurationsChart })));
const SourcesChart = lazy(() => charts().then((m) => ({ default: m.SourcesChart })));

type Props = { orgId: number; memberRole: MemberRole };

/** `/company/mypage/analytics`: the company's recruiting figures for a period, overall or for one posting. */
export function AnalyticsPage({ orgId, memberRole }: Props) {
  const { t } = useTranslation('hiring');
  usePageTitle(t('analytics.title'));
  const allowed = canMember(memberRole, 'CANDIDATES_ALL');
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader title={t('analytics.title')} subtitle={t('analytics.subtitle')} />
      {allowed ? <Report orgId={orgId} /> : <ErrorState body={t('analytics.forbidden')} />}
    </div>
  );
}

function Report({ orgId }: { orgId: number }) {
  const { t } = useTranslation('hiring');
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const timeZone = useMemo(viewerTimeZone, []);
  const today = todayIn(timeZone);
  const draft = filterFromParams(params, today);
  const postings = useRecruitmentSummary(orgId);
  const jobPostingId = draft.posting === 'all' ? null : Number(draft.posting);
  const report = useRecruitingAnalytics(orgId, { from: draft.from, to: draft.to, jobPostingId, timeZone });
  const apply = (next: FilterDraft) => {
    const search = new URLSearchParams({ from: next.from, to: next.to });
    if (next.posting !== 'all') search.set('posting', next.posting);
    setParams(search, { replace: true });
  };
  const options = (postings.data ?? []).map((p) => ({ id: p.jobPostingId, title: p.title }));

  return (
    <>
      <Card className="p-4 sm:p-5">
        <AnalyticsFilters
          key={`${draft.from}/${draft.to}/${draft.posting}/${options.length}`}
          value={draft}
          today={today}
          postings={options}
          onApply={apply}
        />
      </Card>
      <p role="status" className="min-h-5 text-sm text-slate-600">
        {report.isFetching && report.data ? (
          <span className="inline-flex items-center gap-2">
            <Spinner className="text-brand-600" />
            {t('analytics.updating')}
          </span>
        ) : report.data ? (
          t('analytics.periodNote', {
            from: formatDay(report.data.period.from, lang),
            to: formatDay(report.data.period.to, lang),
            bucket: t(`analytics.bucket.${report.data.period.bucket}`),
          })
        ) : null}
      </p>
      {report.isError ? (
        <ErrorState body={describeError(report.error)} onRetry={() => void report.refetch()} />
      ) : !report.data ? (
        <div className="flex flex-col gap-4" aria-busy="true">
          <p className="flex items-center gap-3 text-slate-600">
            <Spinner className="text-brand-600" />
            {t('analytics.loading')}
          </p>
          <Skeleton className="h-24" />
          <Skeleton className="h-72" />
        </div>
      ) : isEmptyReport(report.data) ? (
        <EmptyState title={t('analytics.empty')} body={t('analytics.emptyBody')} />
      ) : (
        <Figures data={report.data} lang={lang} />
      )}
    </>
  );
}

function Figures({ data, lang }: { data: RecruitingAnalytics; lang: string }) {
  const { t } = useTranslation('hiring');
  const applicants = data.funnel[0]?.count ?? 0;
  const { medianDays, hires } = data.timeToHire;
  const toHire = medianDays === null ? t('analytics.summary.none') : formatDuration(medianDays * 24, t);
  return (
    <>
      <dl aria-label={t('analytics.summary.label')} className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Stat label={t('analytics.summary.applicants')} value={formatCount(applicants, lang)} />
        <Stat label={t('analytics.summary.hires')} value={formatCount(hires, lang)} />
        <Stat label={t('analytics.summary.timeToHire')} value={toHire} />
      </dl>
      <Section title={t('analytics.overTime.title')} chart={<ApplicantsChart data={data} lang={lang} />} wide>
        <ApplicantsTable data={data} lang={lang} />
      </Section>
      <Section title={t('analytics.funnel.title')} chart={<FunnelChart data={data} lang={lang} />}>
        <FunnelTable data={data} lang={lang} />
      </Section>
      <Section
        title={t('analytics.durations.title')}
        chart={data.stageDurations.length > 0 ? <DurationsChart data={data} lang={lang} /> : null}
      >
        {data.stageDurations.length > 0 ? (
          <DurationsTable data={data} lang={lang} />
        ) : (
          <p className="text-sm text-slate-600">{t('analytics.durations.none')}</p>
        )}
        {hires > 0 ? (
          <p className="mt-3 text-sm text-slate-700">
            {t('analytics.durations.toHire', { value: toHire, count: hires })}
          </p>
        ) : null}
      </Section>
      <Section title={t('analytics.sources.title')} chart={<SourcesChart data={data} lang={lang} />}>
        <SourcesTable data={data} lang={lang} />
      </Section>
    </>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Card className="px-4 py-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{value}</dd>
    </Card>
  );
}

/** A chart with its table: side by side on wide screens (one above the other when `wide` or narrow). */
function Section({
  title,
  chart,
  wide,
  children,
}: {
  title: string;
  chart: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="mb-4 text-lg font-semibold text-slate-900">{title}</h2>
      <div className={wide ? 'flex flex-col gap-6' : 'grid gap-6 lg:grid-cols-2 lg:items-start'}>
        {chart ? (
          <div className="min-w-0">
            <Suspense fallback={<Skeleton className="h-64" />}>{chart}</Suspense>
          </div>
        ) : null}
        <div className="min-w-0">{children}</div>
      </div>
    </Card>
  );
}
