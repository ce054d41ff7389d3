import { clsx } from 'clsx';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Switch } from '../../../components/ui/switch';
import { CANDIDATE_SORTS, CANDIDATE_STATUSES, type CandidateParams } from '../lib/candidate-params';

type Props = { params: CandidateParams; onChange: (change: Partial<CandidateParams>) => void };

/** Stage chips, the "with an offer" switch, a name search, and the sort. */
export function CandidateFilters({ params, onChange }: Props) {
  const { t } = useTranslation('hiring');
  const [keyword, setKeyword] = useState(params.keyword);
  useEffect(() => setKeyword(params.keyword), [params.keyword]);
  const toggle = (status: CandidateParams['statuses'][number]) =>
    onChange({
      statuses: params.statuses.includes(status)
        ? params.statuses.filter((s) => s !== status)
        : [...params.statuses, status],
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ keyword: keyword.trim() });
  };
  const chip = (isOn: boolean) =>
    clsx(
      'rounded-full border px-3 py-1.5 text-sm font-medium transition-colors',
      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
      isOn
        ? 'border-brand-600 bg-brand-600 text-white hover:bg-brand-700'
        : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
    );

  return (
    <section aria-label={t('candidates.filters.label')} className="flex flex-col gap-4">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">{t('candidates.filters.stages')}</legend>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={chip(params.statuses.length === 0)}
            aria-pressed={params.statuses.length === 0}
            onClick={() => onChange({ statuses: [] })}
          >
            {t('candidates.filters.allStages')}
          </button>
          {CANDIDATE_STATUSES.map((status) => (
            <button
              key={status}
              type="button"
              className={chip(params.statuses.includes(status))}
              aria-pressed={params.statuses.includes(status)}
              onClick={() => toggle(status)}
            >
              {t(`status.${status}`)}
            </button>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <form onSubmit={submit} className="flex flex-col gap-1.5">
          <label htmlFor="candidate-keyword" className="text-sm font-medium text-slate-800">
            {t('candidates.filters.keyword')}
          </label>
          <div className="flex gap-2">
            <Input
              id="candidate-keyword"
              type="search"
              value={keyword}
              maxLength={100}
              placeholder={t('candidates.filters.keywordPlaceholder')}
              onChange={(event) => setKeyword(event.target.value)}
            />
            <Button type="submit" variant="secondary">
              {t('candidates.filters.search')}
            </Button>
          </div>
        </form>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="candidate-sort" className="text-sm font-medium text-slate-800">
            {t('candidates.filters.sort')}
          </label>
          <Select
            id="candidate-sort"
            value={params.sort}
            onValueChange={(v) => onChange({ sort: v as CandidateParams['sort'] })}
            options={CANDIDATE_SORTS.map((v) => ({ value: v, label: t(`candidates.sorts.${v}`) }))}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="candidate-direction" className="text-sm font-medium text-slate-800">
            {t('candidates.filters.direction')}
          </label>
          <Select
            id="candidate-direction"
            value={params.direction}
            onValueChange={(v) => onChange({ direction: v as CandidateParams['direction'] })}
            options={(['DESC', 'ASC'] as const).map((v) => ({ value: v, label: t(`candidates.directions.${v}`) }))}
          />
        </div>
      </div>
      <div className="max-w-xl">
        <Switch
          checked={params.includeJobOffer}
          onCheckedChange={(includeJobOffer) => onChange({ includeJobOffer })}
          label={t('candidates.filters.includeJobOffer')}
          hint={t('candidates.filters.includeJobOfferHint')}
        />
      </div>
    </section>
  );
}
