import type { RecruitingAnalytics } from '@app/contract/schemas/recruiting-analytics';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBucket, formatCount, formatDuration, formatShare } from '../lib/analytics-format';
import { applicantsTable, funnelRows, sourceRows } from '../lib/analytics-view';

/*
 * The numbers behind each chart as real tables (caption, column and row headers), for screen readers and for anyone
 * who wants the exact figures. They scroll sideways on a narrow screen, with the keyboard too.
 */

type Props = { data: RecruitingAnalytics; lang: string };

function DataTable({ caption, head, children }: { caption: string; head: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('hiring');
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard (WCAG 2.1.1).
    <section tabIndex={0} aria-label={t('analytics.tableRegion', { caption })} className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        {/* Wraps within the screen even when the table scrolls sideways. */}
        <caption className="max-w-[calc(100vw-4.5rem)] pb-2 text-left text-sm font-medium text-slate-700 sm:max-w-none">
          {caption}
        </caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-600">{head}</tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-800">{children}</tbody>
      </table>
    </section>
  );
}

const th = 'px-2 py-2 font-medium break-keep wrap-normal';
const num = 'px-2 py-2 text-right tabular-nums whitespace-nowrap';

export function ApplicantsTable({ data, lang }: Props) {
  const { t } = useTranslation('hiring');
  const { series, rows } = applicantsTable(data);
  const bucket = data.period.bucket;
  return (
    <DataTable
      caption={t('analytics.overTime.caption', { bucket: t(`analytics.bucket.${bucket}`) })}
      head={
        <>
          <th scope="col" className={`${th} whitespace-nowrap`}>
            {t(`analytics.bucketColumn.${bucket}`)}
          </th>
          {series.map((s) => (
            <th key={s.key} scope="col" className={`${th} min-w-24 text-right`}>
              {s.label ?? t('analytics.overTime.other')}
            </th>
          ))}
          <th scope="col" className={`${th} whitespace-nowrap text-right`}>
            {t('analytics.overTime.total')}
          </th>
        </>
      }
    >
      {rows.map((row) => (
        <tr key={row.bucketStart}>
          <th scope="row" className={`${th} whitespace-nowrap text-left`}>
            {formatBucket(row.bucketStart, bucket, lang)}
          </th>
          {series.map((s) => (
            <td key={s.key} className={num}>
              {formatCount(Number(row[s.key] ?? 0), lang)}
            </td>
          ))}
          <td className={`${num} font-semibold`}>{formatCount(row.total, lang)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

export function FunnelTable({ data, lang }: Props) {
  const { t } = useTranslation('hiring');
  return (
    <DataTable
      caption={t('analytics.funnel.caption')}
      head={
        <>
          <th scope="col" className={th}>
            {t('analytics.funnel.stage')}
          </th>
          <th scope="col" className={`${th} text-right`}>
            {t('analytics.funnel.count')}
          </th>
          <th scope="col" className={`${th} text-right`}>
            {t('analytics.funnel.ofApplicants')}
          </th>
          <th scope="col" className={`${th} text-right`}>
            {t('analytics.funnel.fromPrevious')}
          </th>
        </>
      }
    >
      {funnelRows(data).map((row) => (
        <tr key={row.stage}>
          <th scope="row" className={`${th} whitespace-nowrap text-left`}>
            {t(`status.${row.stage}`)}
          </th>
          <td className={num}>{formatCount(row.count, lang)}</td>
          <td className={num}>{formatShare(row.ofApplicants, lang)}</td>
          <td className={num}>{formatShare(row.fromPrevious, lang)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

export function DurationsTable({ data, lang }: Props) {
  const { t } = useTranslation('hiring');
  return (
    <DataTable
      caption={t('analytics.durations.caption')}
      head={
        <>
          <th scope="col" className={th}>
            {t('analytics.durations.stage')}
          </th>
          <th scope="col" className={`${th} text-right`}>
            {t('analytics.durations.median')}
          </th>
          <th scope="col" className={`${th} text-right`}>
            {t('analytics.durations.samples')}
          </th>
        </>
      }
    >
      {data.stageDurations.map((row) => (
        <tr key={row.status}>
          <th scope="row" className={`${th} whitespace-nowrap text-left`}>
            {t(`status.${row.status}`)}
          </th>
          <td className="px-2 py-2 text-right">{formatDuration(row.medianHours, t)}</td>
          <td className={num}>{formatCount(row.samples, lang)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

export function SourcesTable({ data, lang }: Props) {
  const { t } = useTranslation('hiring');
  return (
    <DataTable
      caption={t('analytics.sources.caption')}
      head={
        <>
          <th scope="col" className={th}>
            {t('analytics.sources.source')}
          </th>
          <th scope="col" className={`${th} text-right`}>
            {t('analytics.sources.count')}
          </th>
          <th scope="col" className={`${th} text-right`}>
            {t('analytics.sources.share')}
          </th>
        </>
      }
    >
      {sourceRows(data).map((row) => (
        <tr key={row.source}>
          <th scope="row" className={`${th} whitespace-nowrap text-left`}>
            {t(`analytics.sources.${row.source}`)}
          </th>
          <td className={num}>{formatCount(row.count, lang)}</td>
          <td className={num}>{formatShare(row.share, lang)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
