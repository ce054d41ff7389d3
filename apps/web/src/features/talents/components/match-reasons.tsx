import type { MatchReasonDto } from '@app/contract/schemas/talent-search';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../components/ui/icons';
import { useLang } from '../../../lib/use-lang';
import { localizeName } from '../../../shared/catalog/localize-name';
import { useCountryName } from '../../../shared/countries/use-country-name';

/** One reason as a sentence in the current language (needs `talents`). */
export function useMatchReasonText() {
  const { t } = useTranslation('talents');
  const lang = useLang();
  const countryName = useCountryName();
  return (r: MatchReasonDto): string => {
    switch (r.type) {
      case 'SKILL':
      case 'JOB_ROLE':
        return t(`match.reasons.${r.type}`, { name: localizeName(r, lang), count: r.years });
      case 'ASSESSMENT':
        return t(r.required ? 'match.reasons.ASSESSMENT_REQUIRED' : 'match.reasons.ASSESSMENT_OPTIONAL', {
          track: t(`match.tracks.${r.track}`),
          level: r.level,
        });
      case 'COUNTRY':
        return t('match.reasons.COUNTRY', { country: countryName(r.country) });
      case 'SHARED_TERM':
        return t(`match.reasons.SHARED_${r.kind}`, { name: localizeName(r, lang) });
      default:
        return t(`match.reasons.${r.type}`);
    }
  };
}

const reasonKey = (r: MatchReasonDto) => {
  if (r.type === 'SKILL' || r.type === 'JOB_ROLE') return `${r.type}:${r.categoryId}`;
  if (r.type === 'ASSESSMENT') return `${r.type}:${r.track}:${r.level}`;
  if (r.type === 'SHARED_TERM') return `${r.type}:${r.kind}:${r.id}`;
  return r.type;
};

/** The reasons behind a match score, strongest first. */
export function MatchReasonList({ reasons, className }: { reasons: MatchReasonDto[]; className?: string }) {
  const text = useMatchReasonText();
  return (
    <ul className={clsx('flex flex-col gap-1.5', className)} data-testid="match-reasons">
      {reasons.map((r) => (
        <li key={reasonKey(r)} className="flex items-start gap-2 text-sm text-slate-700">
          <CheckIcon width={16} height={16} className="mt-0.5 shrink-0 text-emerald-600" aria-hidden="true" />
          <span>{text(r)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The score out of 100 as a number and a bar. */
export function MatchScore({ score, label }: { score: number; label: string }) {
  const { t } = useTranslation('talents');
  const value = Math.max(0, Math.min(100, score));
  return (
    <div className="flex flex-col gap-1.5" data-testid="match-score" data-score={value}>
      <div className="flex items-baseline justify-between gap-3">
        <span className="text-sm font-medium text-slate-700">{label}</span>
        <span className="text-lg font-bold text-slate-900">{t('match.scoreValue', { score: value })}</span>
      </div>
      <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-slate-100">
        <div
          className={clsx(
            'h-full rounded-full',
            value >= 70 ? 'bg-emerald-500' : value >= 40 ? 'bg-brand-500' : 'bg-amber-500',
          )}
          style={{ width: `${value}%` }}
        />
      </div>
    </div>
  );
}
