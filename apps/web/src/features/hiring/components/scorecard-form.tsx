import { RATING_MAX, RECOMMENDATIONS, type Recommendation, SCORECARD_NOTES_MAX } from '@app/contract/rules/scorecard';
import type { Scorecard } from '@app/contract/schemas/scorecard';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { useSubmitScorecard } from '../api/submit-scorecard';
import { actionErrorMessage } from '../lib/action-error';
import { SegmentedRadio } from './segmented-radio';

type Props = {
  orgId: number;
  appId: number;
  interviewId: number;
  criteria: { key: string; label: string }[];
  mine: Scorecard | null;
  onDone: () => void;
};

const RATINGS = Array.from({ length: RATING_MAX }, (_, i) => i + 1);

/** The caller's scorecard: an overall recommendation, a 1–5 rating per criterion and notes. */
export function ScorecardForm({ orgId, appId, interviewId, criteria, mine, onDone }: Props) {
  const { t } = useTranslation('hiring');
  const submit = useSubmitScorecard(orgId, appId, interviewId);
  const [recommendation, setRecommendation] = useState<Recommendation | null>(mine?.recommendation ?? null);
  const [ratings, setRatings] = useState<Record<string, number>>(() =>
    Object.fromEntries((mine?.ratings ?? []).map((r) => [r.criterion, r.rating])),
  );
  const [notes, setNotes] = useState(mine?.notes ?? '');
  const [isIncomplete, setIsIncomplete] = useState(false);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const missing = !recommendation || criteria.some((c) => !ratings[c.key]);
    setIsIncomplete(missing);
    if (missing || !recommendation) return;
    try {
      await submit.mutateAsync({
        recommendation,
        ratings: criteria.map((c) => ({ criterion: c.key, rating: ratings[c.key] as number })),
        ...(notes.trim() ? { notes } : {}),
      });
      toast.success(t('scorecards.saved'));
      onDone();
    } catch (error) {
      toast.error(actionErrorMessage(error));
    }
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 p-4"
      data-testid="scorecard-form"
    >
      <SegmentedRadio
        legend={t('scorecards.recommendation')}
        options={RECOMMENDATIONS.map((r) => ({ value: r, label: t(`scorecards.rec.${r}`) }))}
        value={recommendation}
        onChange={setRecommendation}
        invalid={isIncomplete && !recommendation}
      />
      {criteria.map((c) => (
        <SegmentedRadio
          key={c.key}
          legend={c.label}
          options={RATINGS.map((n) => ({ value: n, label: String(n) }))}
          value={ratings[c.key] ?? null}
          onChange={(n) => setRatings((prev) => ({ ...prev, [c.key]: n }))}
          invalid={isIncomplete && !ratings[c.key]}
        />
      ))}
      <FormField label={t('scorecards.notes')} isOptional>
        {(control) => (
          <Textarea
            rows={4}
            maxLength={SCORECARD_NOTES_MAX}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            {...control}
          />
        )}
      </FormField>
      {isIncomplete ? <Alert>{t('scorecards.incomplete')}</Alert> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('propose.cancel')}
        </Button>
        <Button type="submit" isLoading={submit.isPending}>
          {t('scorecards.submit')}
        </Button>
      </div>
    </form>
  );
}
