import type { ApplicationScorecards, Scorecard } from '@app/contract/schemas/scorecard';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/card';
import { formatName } from '../../../lib/names';
import { useLang } from '../../../lib/use-lang';

const TONES: Record<Scorecard['recommendation'], BadgeTone> = {
  STRONG_NO: 'danger',
  NO: 'warning',
  YES: 'brand',
  STRONG_YES: 'success',
};

type Props = { scorecards: Scorecard[]; criteria: ApplicationScorecards['criteria'] };

/** Scorecards side by side: one column per interviewer, one row per criterion (scrolls sideways on a phone). */
export function ScorecardTable({ scorecards, criteria }: Props) {
  const { t } = useTranslation('hiring');
  const lang = useLang();
  // Criteria rated earlier under other names (changed since) still show, after the current ones.
  const keys = [...criteria.map((c) => c.key)];
  const labels = new Map(criteria.map((c) => [c.key, c.label]));
  for (const card of scorecards) {
    for (const r of card.ratings) {
      if (!labels.has(r.criterion)) {
        keys.push(r.criterion);
        labels.set(r.criterion, r.label);
      }
    }
  }
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200" data-testid="scorecard-table">
      <table className="min-w-full text-sm">
        <caption className="sr-only">{t('scorecards.tableCaption')}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-medium text-slate-600">
              {t('scorecards.criterion')}
            </th>
            {scorecards.map((s) => (
              <th key={s.id} scope="col" className="px-3 py-2 text-left font-semibold whitespace-nowrap text-slate-900">
                {formatName(s.interviewer.firstName, s.interviewer.lastName, lang)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          <tr>
            <th scope="row" className="px-3 py-2 text-left font-medium text-slate-700">
              {t('scorecards.recommendation')}
            </th>
            {scorecards.map((s) => (
              <td key={s.id} className="px-3 py-2">
                <Badge tone={TONES[s.recommendation]}>{t(`scorecards.rec.${s.recommendation}`)}</Badge>
              </td>
            ))}
          </tr>
          {keys.map((key) => (
            <tr key={key}>
              <th scope="row" className="px-3 py-2 text-left font-medium text-slate-700">
                {labels.get(key)}
              </th>
              {scorecards.map((s) => {
                const rating = s.ratings.find((r) => r.criterion === key)?.rating;
                return (
                  <td key={s.id} className="px-3 py-2 tabular-nums">
                    {rating ? t('scorecards.rating', { rating }) : '–'}
                  </td>
                );
              })}
            </tr>
          ))}
          <tr>
            <th scope="row" className="px-3 py-2 text-left align-top font-medium text-slate-700">
              {t('scorecards.notes')}
            </th>
            {scorecards.map((s) => (
              <td key={s.id} className="max-w-64 px-3 py-2 align-top whitespace-pre-wrap text-slate-700">
                {s.notes ?? '–'}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
