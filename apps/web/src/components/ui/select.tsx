import { clsx } from 'clsx';
import { Select as RadixSelect } from 'radix-ui';
import { CheckIcon, ChevronDownIcon } from './icons';
import { inputClasses } from './input';

export type SelectOption = { value: string; label: string };

type SelectProps = {
  id?: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  invalid?: boolean;
  placeholder?: string;
  'aria-describedby'?: string;
  /** For a select without a label element of its own (e.g. under a filter's legend). */
  'aria-label'?: string;
  name?: string;
};

export function Select({ id, value, onValueChange, options, invalid, placeholder, name, ...aria }: SelectProps) {
  return (
    <RadixSelect.Root value={value} onValueChange={onValueChange} name={name}>
      <RadixSelect.Trigger
        id={id}
        aria-invalid={invalid || undefined}
        aria-describedby={aria['aria-describedby']}
        aria-label={aria['aria-label']}
        className={inputClasses(invalid, 'flex items-center justify-between text-left')}
      >
        <RadixSelect.Value placeholder={placeholder} />
        <RadixSelect.Icon className="text-slate-500">
          <ChevronDownIcon width={16} height={16} />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content
          position="popper"
          sideOffset={4}
          className="z-50 max-h-72 min-w-(--radix-select-trigger-width) overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg"
        >
          <RadixSelect.Viewport className="p-1">
            {options.map((option) => (
              <RadixSelect.Item
                key={option.value}
                value={option.value}
                className={clsx(
                  'relative flex h-9 cursor-pointer items-center rounded-md pr-3 pl-8 text-sm text-slate-800 outline-none select-none',
                  'data-highlighted:bg-brand-50 data-highlighted:text-brand-800',
                )}
              >
                <RadixSelect.ItemIndicator className="absolute left-2 text-brand-600">
                  <CheckIcon width={16} height={16} />
                </RadixSelect.ItemIndicator>
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}
