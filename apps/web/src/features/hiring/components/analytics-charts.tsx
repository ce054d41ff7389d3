import type { RecruitingAnalytics } from '@app/contract/schemas/recruiting-analytics';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatBucket, formatCount } from '../lib/analytics-format';
import { applicantsTable, funnelRows, sourceRows } from '../lib/analytics-view';

/*
 * The analytics page's charts (recharts, loaded with this module only when the page shows figures). They are
 * pictures of the tables beside them, which carry the same numbers for screen readers and keyboards, so the charts are
 * hidden from assistive technology and take no focus.
 */

type Props = { data: RecruitingAnalytics; lang: string };

/** Brand blue first, then hues that stay apart for common colour-vision deficiencies; slate for "other". */
const PALETTE = ['#2553eb', '#0d9488', '#d97706', '#7c3aed', '#db2777'];
const OTHER = '#64748b';
const AXIS = { fontSize: 12, fill: '#475569' };

function Frame({ children, height = 260 }: { children: ReactNode; height?: number }) {
  return (
    // `inert` as well: nothing inside a hidden picture may take focus (recharts makes some parts focusable).
    <div aria-hidden="true" inert className="w-full" style={{ height }}>
      <ResponsiveContainer width="100%" height="100%">
        {children}
      </ResponsiveContainer>
    </div>
  );
}

export function ApplicantsChart({ data, lang }: Props) {
  const { t } = useTranslation('hiring');
  const { series, rows } = applicantsTable(data);
  const bucket = data.period.bucket;
  return (
    <Frame height={300}>
      <BarChart data={rows} accessibilityLayer={false} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
        <XAxis dataKey="bucketStart" tick={AXIS} tickFormatter={(d: string) => formatBucket(d, bucket, lang)} />
        <YAxis allowDecimals={false} tick={AXIS} />
        <Tooltip labelFormatter={(d) => formatBucket(String(d), bucket, lang)} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {series.map((s, i) => (
          <Bar
            key={s.key}
            dataKey={s.key}
            name={s.label ?? t('analytics.overTime.other')}
            stackId="applicants"
            fill={s.label === null ? OTHER : PALETTE[i % PALETTE.length]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </Frame>
  );
}

export function FunnelChart({ data, lang }: Props) {
  const { t } = useTranslation('hiring');
  const rows = funnelRows(data).map((r) => ({ ...r, label: t(`status.${r.stage}`) }));
  return (
    <Frame>
      <BarChart
        data={rows}
        layout="vertical"
        accessibilityLayer={false}
        margin={{ top: 0, right: 24, left: 0, bottom: 0 }}
      >
        <CartesianGrid strokeDasharray="3 3" horizontal={false} stroke="#e2e8f0" />
        <XAxis type="number" allowDecimals={false} tick={AXIS} />
        <YAxis type="category" dataKey="label" width={110} tick={AXIS} />
        <Tooltip formatter={(v) => formatCount(Number(v), lang)} />
        <Bar dataKey="count" name={t('analytics.funnel.count')} fill={PALETTE[0]} isAnimationActive={false} />
      </BarChart>
    </Frame>
  );
}

export function DurationsChart({ data }: Props) {
  const { t } = useTranslation('hiring');
  const rows = data.stageDurations;
  // The unit of the longest stage, so short stages do not all read 0: minutes, hours, or days.
  const longest = Math.max(...rows.map((r) => r.medianHours));
  const unit = longest < 1 ? 'Minutes' : longest < 48 ? 'Hours' : 'Days';
  const factor = { Minutes: 60, Hours: 1, Days: 1 / 24 }[unit];
  const chartRows = rows.map((r) => ({
    label: t(`status.${r.status}`),
    value: Math.round(r.medianHours * factor * 10) / 10,
  }));
  const name = t(`analytics.durations.axis${unit}`);
  return (
    <Frame>
      <BarChart data={chartRows} accessibilityLayer={false} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
        <XAxis dataKey="label" tick={AXIS} interval={0} angle={-20} textAnchor="end" height={56} />
        <YAxis tick={AXIS} unit={t(`analytics.durations.unit${unit}`)} width={72} />
        <Tooltip />
        <Bar dataKey="value" name={name} fill={PALETTE[1]} isAnimationActive={false} />
      </BarChart>
    </Frame>
  );
}

export function SourcesChart({ data }: Props) {
  const { t } = useTranslation('hiring');
  const rows = sourceRows(data).map((r) => ({ label: t(`analytics.sources.${r.source}`), count: r.count }));
  return (
    <Frame height={220}>
      <PieChart accessibilityLayer={false}>
        <Pie
          data={rows}
          dataKey="count"
          nameKey="label"
          innerRadius="55%"
          outerRadius="85%"
          rootTabIndex={-1}
          isAnimationActive={false}
        >
          {rows.map((r, i) => (
            <Cell key={r.label} fill={PALETTE[i * 2] ?? OTHER} />
          ))}
        </Pie>
        <Tooltip />
        <Legend wrapperStyle={{ fontSize: 12 }} />
      </PieChart>
    </Frame>
  );
}
