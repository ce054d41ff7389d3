import { clsx } from 'clsx';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { optionMatches } from './combobox-match';
import { CheckIcon, ChevronDownIcon, CloseIcon } from './icons';
import { inputClasses } from './input';

export type ComboboxOption = { value: string; label: string; hint?: string; keywords?: string };

const MAX_SHOWN = 80;

type ListState = {
  options: readonly ComboboxOption[];
  onPick: (option: ComboboxOption) => void;
};

/** Filtering, the highlighted option and arrow/Enter/Escape keys shared by both comboboxes (ARIA 1.2 pattern). */
function useListbox({ options, onPick }: ListState) {
  const listId = useId();
  const [query, setQuery] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(0);
  const filtered = useMemo(() => options.filter((o) => optionMatches(o, query)).slice(0, MAX_SHOWN), [options, query]);
  const activeIndex = Math.min(active, Math.max(filtered.length - 1, 0));
  const optionId = (index: number) => `${listId}-option-${index}`;

  const pick = (option: ComboboxOption) => {
    onPick(option);
    setQuery('');
    setActive(0);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!isOpen) return setIsOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + filtered.length) % Math.max(filtered.length, 1));
    } else if (event.key === 'Enter' && isOpen) {
      event.preventDefault();
      const option = filtered[activeIndex];
      if (option) pick(option);
    } else if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      setIsOpen(false);
      setQuery('');
    }
  };
  const inputProps = {
    role: 'combobox' as const,
    'aria-expanded': isOpen,
    'aria-controls': listId,
    'aria-autocomplete': 'list' as const,
    'aria-activedescendant': isOpen && filtered.length ? optionId(activeIndex) : undefined,
    autoComplete: 'off',
    onKeyDown,
    onBlur: () => {
      setIsOpen(false);
      setQuery('');
    },
  };
  return { listId, query, setQuery, isOpen, setIsOpen, filtered, activeIndex, setActive, optionId, pick, inputProps };
}

type ListboxProps = ReturnType<typeof useListbox> & { emptyText: string; selected: (value: string) => boolean };

function Listbox({
  listId,
  isOpen,
  filtered,
  activeIndex,
  setActive,
  optionId,
  pick,
  emptyText,
  selected,
}: ListboxProps) {
  useEffect(() => {
    if (isOpen) document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' });
  }, [isOpen, activeIndex, optionId]);
  if (!isOpen) return null;
  return (
    <div
      id={listId}
      role="listbox"
      className="absolute top-full right-0 left-0 z-40 mt-1 max-h-72 overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
    >
      {filtered.length === 0 ? <p className="px-3 py-2 text-sm text-slate-500">{emptyText}</p> : null}
      {filtered.map((option, index) => (
        // Options are not focused: the input keeps focus and points at the active one (aria-activedescendant),
        // and its keys (arrows, Enter) pick them.
        // biome-ignore lint/a11y/useFocusableInteractive: see above
        // biome-ignore lint/a11y/useKeyWithClickEvents: see above
        <div
          key={option.value}
          id={optionId(index)}
          role="option"
          aria-selected={selected(option.value)}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => pick(option)}
          onMouseEnter={() => setActive(index)}
          className={clsx(
            'relative flex cursor-pointer items-center justify-between gap-3 rounded-md py-2 pr-3 pl-8 text-sm text-slate-800',
            index === activeIndex && 'bg-brand-50 text-brand-800',
          )}
        >
          {selected(option.value) ? (
            <CheckIcon width={16} height={16} className="absolute left-2 text-brand-600" />
          ) : null}
          <span className="min-w-0 truncate">{option.label}</span>
          {option.hint ? <span className="shrink-0 text-xs text-slate-500">{option.hint}</span> : null}
        </div>
      ))}
    </div>
  );
}

type ComboboxProps = {
  id?: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly ComboboxOption[];
  placeholder?: string;
  emptyText: string;
  invalid?: boolean;
  'aria-describedby'?: string;
  name?: string;
};

/** A searchable single choice: type to filter, arrows to move, Enter to choose, Escape to close. */
export function Combobox({
  id,
  value,
  onValueChange,
  options,
  placeholder,
  emptyText,
  invalid,
  ...rest
}: ComboboxProps) {
  const current = options.find((o) => o.value === value);
  const state = useListbox({
    options,
    onPick: (option) => {
      onValueChange(option.value);
      state.setIsOpen(false);
    },
  });
  return (
    <div className="relative">
      <input
        id={id}
        name={rest.name}
        aria-describedby={rest['aria-describedby']}
        aria-invalid={invalid || undefined}
        className={inputClasses(invalid, 'pr-9')}
        placeholder={current?.label ?? placeholder}
        value={state.isOpen ? state.query : (current?.label ?? '')}
        onChange={(event) => {
          state.setQuery(event.target.value);
          state.setActive(0);
          state.setIsOpen(true);
        }}
        onClick={() => state.setIsOpen(true)}
        {...state.inputProps}
      />
      <ChevronDownIcon
        width={16}
        height={16}
        className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-slate-500"
      />
      <Listbox {...state} emptyText={emptyText} selected={(v) => v === value} />
    </div>
  );
}

type MultiComboboxProps = {
  id?: string;
  values: readonly string[];
  onValuesChange: (values: string[]) => void;
  options: readonly ComboboxOption[];
  placeholder?: string;
  emptyText: string;
  removeLabel: (label: string) => string;
  'aria-describedby'?: string;
  max?: number;
};

/** A searchable multiple choice shown as chips; Backspace in the empty field removes the last chip. */
export function MultiCombobox({
  id,
  values,
  onValuesChange,
  options,
  placeholder,
  emptyText,
  removeLabel,
  max,
  ...rest
}: MultiComboboxProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const byValue = useMemo(() => new Map(options.map((o) => [o.value, o])), [options]);
  const isFull = max !== undefined && values.length >= max;
  const state = useListbox({
    options,
    onPick: (option) => {
      if (values.includes(option.value)) onValuesChange(values.filter((v) => v !== option.value));
      else if (!isFull) onValuesChange([...values, option.value]);
      // Typing again (or the arrow keys) opens the list for the next one.
      state.setIsOpen(false);
    },
  });
  const remove = (value: string) => {
    onValuesChange(values.filter((v) => v !== value));
    inputRef.current?.focus();
  };
  return (
    <div className="flex flex-col gap-2">
      {values.length ? (
        <ul className="flex flex-wrap gap-2">
          {values.map((value) => {
            const label = byValue.get(value)?.label ?? value;
            return (
              <li
                key={value}
                className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-800"
              >
                {label}
                <button
                  type="button"
                  onClick={() => remove(value)}
                  aria-label={removeLabel(label)}
                  className="rounded-full p-0.5 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <CloseIcon width={14} height={14} />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className="relative">
        <input
          ref={inputRef}
          id={id}
          aria-describedby={rest['aria-describedby']}
          className={inputClasses(false)}
          placeholder={placeholder}
          value={state.query}
          onChange={(event) => {
            state.setQuery(event.target.value);
            state.setActive(0);
            state.setIsOpen(true);
          }}
          onClick={() => state.setIsOpen(true)}
          onFocus={() => state.setIsOpen(true)}
          {...state.inputProps}
          onKeyDown={(event) => {
            if (event.key === 'Backspace' && !state.query && values.length) {
              onValuesChange(values.slice(0, -1));
              return;
            }
            state.inputProps.onKeyDown(event);
          }}
        />
        <Listbox {...state} emptyText={emptyText} selected={(v) => values.includes(v)} />
      </div>
    </div>
  );
}
