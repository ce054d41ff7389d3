import { clsx } from 'clsx';
import { useId } from 'react';

type Props<T extends string | number> = {
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T | null;
  onChange: (value: T) => void;
  invalid?: boolean;
};

/** A choice of a few values as radio buttons styled as a segmented control (arrow keys move between them). */
export function SegmentedRadio<T extends string | number>({ legend, options, value, onChange, invalid }: Props<T>) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1 text-sm font-medium text-slate-800">{legend}</legend>
      <div
        className={clsx(
          'flex flex-wrap gap-1 rounded-lg border bg-slate-50 p-1',
          invalid ? 'border-red-400' : 'border-slate-300',
        )}
      >
        {options.map((o) => (
          <label
            key={String(o.value)}
            className={clsx(
              'min-w-11 flex-1 cursor-pointer rounded-md px-3 py-1.5 text-center text-sm font-medium has-focus-visible:outline-2 has-focus-visible:outline-brand-600',
              value === o.value ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-600 hover:text-slate-900',
            )}
          >
            <input
              type="radio"
              name={name}
              value={String(o.value)}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="sr-only"
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
