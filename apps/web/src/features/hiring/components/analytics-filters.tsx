import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { type FilterDraft, periodProblem } from '../lib/analytics-filter';

type Props = {
  value: FilterDraft;
  today: string;
  postings: readonly { id: number; title: string }[];
  onApply: (next: FilterDraft) => void;
};

/** The period (two dates) and the posting; applied together, after the contract's period rule accepts them. */
export function AnalyticsFilters({ value, today, postings, onApply }: Props) {
  const { t } = useTranslation('hiring');
  const { t: tc } = useTranslation();
  const [draft, setDraft] = useState(value);
  const [problem, setProblem] = useState<ReturnType<typeof periodProblem>>(null);
  const options = [
    { value: 'all', label: t('analytics.allPostings') },
    ...postings.map((p) => ({ value: String(p.id), label: p.title })),
  ];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = periodProblem(draft, today);
    setProblem(found);
    if (!found) onApply(draft);
  };
  const errorOf = (path: 'from' | 'to') =>
    problem?.path === path ? tc(problem.key as 'validation.invalid') : undefined;
  return (
    <form
      onSubmit={submit}
      aria-label={t('analytics.filters')}
      noValidate
      className="grid grid-cols-2 items-end gap-3 sm:grid-cols-[10rem_10rem_minmax(0,1fr)_auto]"
    >
      <FormField label={t('analytics.from')} error={errorOf('from')}>
        {(control) => (
          <Input
            type="date"
            {...control}
            value={draft.from}
            max={today}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
        )}
      </FormField>
      <FormField label={t('analytics.to')} error={errorOf('to')}>
        {(control) => (
          <Input
            type="date"
            {...control}
            value={draft.to}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          />
        )}
      </FormField>
      <FormField label={t('analytics.posting')} className="col-span-2 sm:col-span-1">
        {(control) => (
          <Select
            id={control.id}
            value={draft.posting}
            options={options}
            onValueChange={(posting) => setDraft({ ...draft, posting })}
          />
        )}
      </FormField>
      <Button type="submit" className="col-span-2 sm:col-span-1">
        {t('analytics.show')}
      </Button>
    </form>
  );
}
