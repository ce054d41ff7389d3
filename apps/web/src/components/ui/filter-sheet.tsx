import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Dialog } from './dialog';
import { SlidersIcon } from './icons';

/** How many results a set of filters finds: the number, and as shown (e.g. "1,000+"); null while counting. */
export type ResultCount = { count: number; shown: string } | null;

type FilterSheetProps<T> = {
  /** The filters in force (the page's URL). */
  applied: T;
  /** How many of them narrow the search (the button's number). */
  activeCount: number;
  /** What `applied` becomes with "Clear all". */
  cleared: T;
  /** The page's search hook, for the live count of the chosen filters (the same query as the results). */
  useResultCount: (filters: T) => ResultCount;
  onApply: (filters: T) => void;
  /** The filter fields, editing the chosen filters (nothing is applied before "Show N results"). */
  children: (chosen: T, choose: (next: T) => void) => ReactNode;
};

/**
 * Below 1024 px: a "Filters (n)" button opening the filters in a sheet from the bottom, with "Show N results" counting
 * the results of the chosen filters as they change. From 1024 px pages show their sidebar instead.
 */
export function FilterSheet<T>(props: FilterSheetProps<T>) {
  const { applied, activeCount, cleared, useResultCount, onApply, children } = props;
  const { t } = useTranslation();
  // Null while closed: the count is then the page's own query (no request of its own).
  const [draft, setDraft] = useState<T | null>(null);
  const chosen = draft ?? applied;
  const result = useResultCount(chosen);
  return (
    <Dialog
      open={draft !== null}
      onOpenChange={(open) => setDraft(open ? applied : null)}
      variant="sheet"
      title={t('filters.title')}
      trigger={
        <Button variant="secondary" className="justify-start lg:hidden" data-testid="filters-button">
          <SlidersIcon width={18} height={18} />
          {activeCount ? t('filters.openCount', { count: activeCount }) : t('filters.open')}
        </Button>
      }
      footer={
        <>
          <span className="sr-only" aria-live="polite">
            {result ? t('filters.showResults', { count: result.count, shown: result.shown }) : ''}
          </span>
          <Button variant="secondary" onClick={() => setDraft(cleared)}>
            {t('filters.clear')}
          </Button>
          <Button
            className="flex-1"
            isLoading={!result}
            data-testid="filters-apply"
            onClick={() => {
              onApply(chosen);
              setDraft(null);
            }}
          >
            {result ? t('filters.showResults', { count: result.count, shown: result.shown }) : t('filters.counting')}
          </Button>
        </>
      }
    >
      {draft !== null ? children(draft, setDraft) : null}
    </Dialog>
  );
}
