import { clsx } from 'clsx';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { CheckIcon } from './icons';

type CheckboxProps = {
  checked: boolean;
  /** Some but not all of what this box stands for (an "agree to all" box) is checked. */
  isIndeterminate?: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: ReactNode;
  error?: string;
  name?: string;
  onBlur?: () => void;
};

/** A labelled checkbox; the label may contain links (they stay clickable without toggling the box). */
export function Checkbox({ checked, isIndeterminate, onCheckedChange, label, error, name, onBlur }: CheckboxProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-3">
        <RadixCheckbox.Root
          id={id}
          name={name}
          checked={isIndeterminate && !checked ? 'indeterminate' : checked}
          onCheckedChange={(value) => onCheckedChange(value === true)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={clsx(
            'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-md border bg-white transition-colors',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
            'data-[state=checked]:border-brand-600 data-[state=checked]:bg-brand-600 data-[state=checked]:text-white',
            'data-[state=indeterminate]:border-brand-600 data-[state=indeterminate]:text-brand-600',
            error ? 'border-red-500' : 'border-slate-400',
          )}
        >
          <RadixCheckbox.Indicator>
            {isIndeterminate && !checked ? (
              <span className="block h-0.5 w-2.5 rounded bg-current" />
            ) : (
              <CheckIcon width={14} height={14} strokeWidth={3} />
            )}
          </RadixCheckbox.Indicator>
        </RadixCheckbox.Root>
        <label htmlFor={id} className="text-sm leading-6 text-slate-700">
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId} className="pl-8 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
