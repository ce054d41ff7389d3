import { PAGE_NUMBER_MAX } from '@app/contract/limits';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

type PaginationProps = { page: number; pageCount: number; onPageChange: (page: number) => void };

/**
 * Page numbers from 1; shows a window of pages around the current one. Lists reach their first PAGE_NUMBER_MAX pages
 * (the API refuses deeper ones); past that a note asks to narrow the list.
 */
export function Pagination({ page, pageCount: all, onPageChange }: PaginationProps) {
  const { t } = useTranslation();
  if (all <= 1) return null;
  const pageCount = Math.min(all, PAGE_NUMBER_MAX);
  const start = Math.max(1, Math.min(page - 2, pageCount - 4));
  const pages = Array.from({ length: Math.min(5, pageCount) }, (_, i) => start + i);
  const itemClass =
    'flex size-9 items-center justify-center rounded-lg text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-40';
  return (
    <nav aria-label={t('a11y.pagination')} className="flex flex-wrap items-center justify-center gap-1">
      <button
        type="button"
        className={clsx(itemClass, 'text-slate-600 hover:bg-slate-100')}
        onClick={() => onPageChange(page - 1)}
        disabled={page <= 1}
        aria-label={t('a11y.previousPage')}
      >
        <ChevronLeftIcon width={16} height={16} />
      </button>
      {pages.map((p) => (
        <button
          key={p}
          type="button"
          className={clsx(itemClass, p === page ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100')}
          onClick={() => onPageChange(p)}
          aria-current={p === page ? 'page' : undefined}
          aria-label={t('a11y.page', { page: p })}
        >
          {p}
        </button>
      ))}
      <button
        type="button"
        className={clsx(itemClass, 'text-slate-600 hover:bg-slate-100')}
        onClick={() => onPageChange(page + 1)}
        disabled={page >= pageCount}
        aria-label={t('a11y.nextPage')}
      >
        <ChevronRightIcon width={16} height={16} />
      </button>
      {all > PAGE_NUMBER_MAX && page >= pageCount - 4 && (
        <p className="basis-full pt-1 text-center text-xs text-slate-500">
          {t('pagination.reachNote', { pages: PAGE_NUMBER_MAX })}
        </p>
      )}
    </nav>
  );
}
