import { SCORECARD_CRITERIA_MAX, SCORECARD_CRITERION_MAX } from '@app/contract/rules/scorecard';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Badge } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { useSaveScorecardCriteria, useScorecardCriteria } from '../api/scorecard-criteria';
import { actionErrorMessage } from '../lib/action-error';

/** The posting's scorecard criteria: add, remove, save, or go back to the defaults (a collapsible section). */
export function ScorecardCriteriaEditor({ orgId, jobId }: { orgId: number; jobId: number }) {
  const { t } = useTranslation('hiring');
  const query = useScorecardCriteria(orgId, jobId);
  const save = useSaveScorecardCriteria(orgId, jobId);
  const [items, setItems] = useState<string[]>([]);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const data = query.data;

  useEffect(() => {
    if (data) setItems(data.isDefault ? [] : data.criteria.map((c) => c.key));
  }, [data]);

  const add = () => {
    const text = draft.trim();
    if (!text) return;
    if (items.length >= SCORECARD_CRITERIA_MAX) return setProblem(t('criteria.full', { max: SCORECARD_CRITERIA_MAX }));
    if (items.some((i) => i.toLowerCase() === text.toLowerCase())) return setProblem(t('criteria.duplicate'));
    setItems([...items, text]);
    setDraft('');
    setProblem(null);
  };
  const persist = async (next: string[]) => {
    try {
      await save.mutateAsync(next);
      toast.success(t('criteria.saved'));
    } catch (error) {
      toast.error(actionErrorMessage(error));
    }
  };

  return (
    <details className="rounded-2xl border border-slate-200 bg-white p-4" data-testid="criteria-editor">
      <summary className="cursor-pointer font-semibold text-slate-900">{t('criteria.title')}</summary>
      <div className="mt-3 flex flex-col gap-3">
        <p className="text-sm text-slate-600">{t('criteria.description', { max: SCORECARD_CRITERIA_MAX })}</p>
        {query.isPending ? (
          <Spinner label={t('scorecards.loading')} />
        ) : query.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {t('criteria.loadError')}
          </p>
        ) : (
          <>
            {items.length === 0 ? (
              <div className="flex flex-wrap items-center gap-2">
                <Badge>{t('criteria.defaults')}</Badge>
                {data?.isDefault ? data.criteria.map((c) => <Badge key={c.key}>{c.label}</Badge>) : null}
              </div>
            ) : (
              <ul className="flex flex-wrap gap-2">
                {items.map((item) => (
                  <li
                    key={item}
                    className="flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-3 text-sm text-brand-800"
                  >
                    {item}
                    <button
                      type="button"
                      className="rounded-full px-2 text-brand-700 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                      aria-label={t('criteria.remove', { label: item })}
                      onClick={() => setItems(items.filter((i) => i !== item))}
                    >
                      ×
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <div className="flex flex-col gap-2 sm:flex-row">
              <label htmlFor={inputId} className="sr-only">
                {t('criteria.newLabel')}
              </label>
              <Input
                id={inputId}
                value={draft}
                maxLength={SCORECARD_CRITERION_MAX}
                placeholder={t('criteria.newLabel')}
                onChange={(e) => setDraft(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    add();
                  }
                }}
              />
              <Button variant="secondary" onClick={add}>
                {t('criteria.add')}
              </Button>
            </div>
            {problem ? (
              <p role="alert" className="text-sm text-red-700">
                {problem}
              </p>
            ) : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="ghost" onClick={() => persist([])} isLoading={save.isPending && items.length === 0}>
                {t('criteria.reset')}
              </Button>
              <Button onClick={() => persist(items)} isLoading={save.isPending}>
                {t('criteria.save')}
              </Button>
            </div>
          </>
        )}
      </div>
    </details>
  );
}
