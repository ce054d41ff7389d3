import { EXPERIENCE_YEARS_MAX } from '@app/contract/limits';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';

/** The talent's years of experience for the experienced filter, applied on submit (not on every keystroke). */
export function ExperienceYearsForm({
  years,
  onApply,
}: {
  years: number | null;
  onApply: (years: number | null) => void;
}) {
  const { t } = useTranslation('careers');
  const id = useId();
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('experienceYears') ?? '').trim();
    const n = Number(text);
    onApply(text && Number.isInteger(n) && n >= 0 && n <= EXPERIENCE_YEARS_MAX ? n : null);
  };
  return (
    // Re-mounted when the URL changes, so back and forward show the years of that entry.
    <form key={years ?? 'none'} onSubmit={apply} className="flex items-end gap-2">
      <div className="flex flex-1 flex-col gap-1">
        <label htmlFor={id} className="text-xs text-slate-600">
          {t('search.experienceYears')}
        </label>
        <Input
          id={id}
          name="experienceYears"
          type="number"
          min={0}
          max={EXPERIENCE_YEARS_MAX}
          inputMode="numeric"
          defaultValue={years ?? ''}
        />
      </div>
      <Button type="submit" variant="secondary" size="sm">
        {t('search.applyYears')}
      </Button>
    </form>
  );
}
