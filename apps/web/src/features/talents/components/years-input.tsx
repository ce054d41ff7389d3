import { Input } from '../../../components/ui/input';
import { EXPERIENCE_YEARS_MAX } from '../lib/search-params';

type Props = { id: string; value: number | null; onCommit: (years: number | null) => void };

/** Whole years, clamped to 0–60; blank means "any". */
export function parseYears(text: string): number | null {
  if (text.trim() === '') return null;
  const n = Math.round(Number(text));
  return Number.isFinite(n) ? Math.min(EXPERIENCE_YEARS_MAX, Math.max(0, n)) : null;
}

/**
 * A number of years that reaches the URL on Enter or when the field is left, not on every key (each change is a
 * new search and a history entry). Re-mounted with the URL's value, so back and forward show that entry's years.
 */
export function YearsInput({ id, value, onCommit }: Props) {
  const commit = (input: HTMLInputElement) => {
    const years = parseYears(input.value);
    input.value = years === null ? '' : String(years);
    if (years !== value) onCommit(years);
  };
  return (
    <Input
      key={value ?? ''}
      id={id}
      type="number"
      inputMode="numeric"
      min={0}
      max={EXPERIENCE_YEARS_MAX}
      step={1}
      className="w-20!"
      defaultValue={value ?? ''}
      onBlur={(event) => commit(event.currentTarget)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit(event.currentTarget);
        }
      }}
    />
  );
}
