import type { ReactNode } from 'react';
import { Skeleton } from './spinner';
import { EmptyState, ErrorState } from './states';

type ResultsListProps<T> = {
  /** undefined while the first page loads. */
  items: T[] | undefined;
  error: string | null;
  onRetry: () => void;
  isRefreshing: boolean;
  skeletons: { count: number; className: string };
  empty: { title: string; body: string; action?: ReactNode };
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
};

/** A search's results in a two-column grid, with its error, loading and empty states. */
export function ResultsList<T>(props: ResultsListProps<T>) {
  const { items, error, onRetry, isRefreshing, skeletons, empty, itemKey, renderItem } = props;
  if (error) return <ErrorState body={error} onRetry={onRetry} />;
  if (!items) {
    return (
      <div className="grid gap-4 md:grid-cols-2" aria-busy="true">
        {Array.from({ length: skeletons.count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
          <Skeleton key={i} className={skeletons.className} />
        ))}
      </div>
    );
  }
  if (items.length === 0) return <EmptyState title={empty.title} body={empty.body} action={empty.action} />;
  return (
    <ul className="grid gap-4 md:grid-cols-2" aria-busy={isRefreshing}>
      {items.map((item) => (
        <li key={itemKey(item)}>{renderItem(item)}</li>
      ))}
    </ul>
  );
}
