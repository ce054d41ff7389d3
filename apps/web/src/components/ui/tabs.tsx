import { clsx } from 'clsx';
import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';

type Tab = { value: string; label: ReactNode; content: ReactNode };

type TabsProps = {
  tabs: readonly Tab[];
  defaultValue?: string;
  label: string;
  /** Controlled use (e.g. the tab kept in the URL): the shown tab and its change handler. */
  value?: string;
  onValueChange?: (value: string) => void;
};

/** Arrow keys move between tabs (Radix); the panel follows. */
export function Tabs({ tabs, defaultValue, label, value, onValueChange }: TabsProps) {
  return (
    <RadixTabs.Root
      defaultValue={value === undefined ? (defaultValue ?? tabs[0]?.value) : undefined}
      value={value}
      onValueChange={onValueChange}
      className="flex flex-col gap-4"
    >
      <RadixTabs.List
        aria-label={label}
        className="inline-flex max-w-full self-start overflow-x-auto rounded-xl bg-slate-100 p-1"
      >
        {tabs.map((tab) => (
          <RadixTabs.Trigger
            key={tab.value}
            value={tab.value}
            className={clsx(
              'shrink-0 rounded-lg px-4 py-2 text-sm font-semibold text-slate-600 transition-colors hover:text-slate-900',
              'focus-visible:outline-2 focus-visible:outline-brand-600',
              'data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm',
            )}
          >
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content key={tab.value} value={tab.value} className="focus-visible:outline-none">
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
