import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FilterSheet, type ResultCount } from '../../../components/ui/filter-sheet';
import { KeywordForm } from '../../../components/ui/keyword-form';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { ResultsList } from '../../../components/ui/results-list';
import { Select } from '../../../components/ui/select';
import { describeError } from '../../../lib/form-errors';
import { useMediaQuery, WIDE_SCREEN } from '../../../lib/use-media-query';
import { usePageTitle } from '../../../lib/use-page-title';
import { formatCount } from '../../../shared/format/numbers';
import { JobCard } from '../../../shared/postings/job-card';
import { useJobSearch } from '../api/search-jobs';
import {
  changeFilters,
  countActiveJobFilters,
  DEFAULT_FILTERS,
  effectiveSort,
  hasActiveFilters,
  JOBS_PAGE_SIZE,
  type JobFilters,
  readJobFilters,
  sortChoices,
  writeJobFilters,
} from '../lib/search-params';
import { CareersFilters } from './careers-filters';

/** How many postings the filters find, as shown: past the server's cap the count is a lower bound ("1,000+"). */
function useJobResultCount(filters: JobFilters): ResultCount {
  const { t } = useTranslation('careers');
  const { data, isPlaceholderData } = useJobSearch(filters);
  if (!data || isPlaceholderData) return null;
  return { count: data.totalElementCount, shown: countText(data, t) };
}

function countText(data: { totalElementCount: number; totalIsCapped?: boolean }, t: TFunction<'careers'>) {
  const total = formatCount(data.totalElementCount);
  return data.totalIsCapped ? t('search.capped', { count: total }) : total;
}

/** `/talent/careers`: search open postings; every filter lives in the URL (shareable, back/forward). */
export function CareersPage({ canFollow }: { canFollow: boolean }) {
  const { t } = useTranslation('careers');
  usePageTitle(t('title'));
  const [search, setSearch] = useSearchParams();
  const filters = readJobFilters(search);
  const results = useJobSearch(filters);
  const isWide = useMediaQuery(WIDE_SCREEN);
  const go = (next: JobFilters) => setSearch(writeJobFilters(next));
  const clear = () => go({ ...DEFAULT_FILTERS, sort: filters.sort });
  const pageCount = results.data ? Math.max(1, Math.ceil(results.data.totalElementCount / JOBS_PAGE_SIZE)) : 1;
  const count = results.data ? countText(results.data, t) : '';

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <KeywordForm
        value={filters.keyword}
        label={t('search.keyword')}
        placeholder={t('search.keywordPlaceholder')}
        submitLabel={t('search.submit')}
        onSearch={(keyword) => go(changeFilters(filters, { keyword }))}
      />
      <div className="grid items-start gap-6 lg:grid-cols-[280px_minmax(0,1fr)]">
        <FilterSheet
          applied={filters}
          activeCount={countActiveJobFilters(filters)}
          cleared={{ ...DEFAULT_FILTERS, keyword: filters.keyword, sort: filters.sort }}
          useResultCount={useJobResultCount}
          onApply={go}
        >
          {(chosen, choose) => <CareersFilters filters={chosen} onChange={choose} />}
        </FilterSheet>
        <aside
          aria-label={t('search.filters')}
          className="hidden rounded-2xl border border-slate-200 bg-white p-5 lg:block"
        >
          {/* Only where the sidebar shows, and from just after hydration: phones (the filter sheet) never render,
              hydrate or fetch for it, and it was most of the careers page's hydration work (decision 060). */}
          {isWide ? (
            <>
              <CareersFilters filters={filters} onChange={go} />
              {hasActiveFilters(filters) ? (
                <Button variant="link" className="mt-4" onClick={clear}>
                  {t('search.clear')}
                </Button>
              ) : null}
            </>
          ) : null}
        </aside>
        <section aria-labelledby="careers-results" className="flex flex-col gap-4">
          {/* The cards' titles are h3: a heading for the list keeps the outline in order for screen readers. */}
          <h2 id="careers-results" className="sr-only">
            {t('search.results')}
          </h2>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-600" aria-live="polite" data-testid="result-count">
              {results.data ? t('search.count', { count }) : '\u00a0'}
            </p>
            <div className="flex items-center gap-2">
              <label className="text-sm text-slate-600" htmlFor="careers-sort">
                {t('search.sort')}
              </label>
              <div className="w-40">
                <Select
                  id="careers-sort"
                  value={effectiveSort(filters)}
                  onValueChange={(sort) => go({ ...filters, sort: sort as JobFilters['sort'], page: 1 })}
                  options={sortChoices(filters.keyword).map((s) => ({ value: s, label: t(`search.sorts.${s}`) }))}
                />
              </div>
            </div>
          </div>
          <ResultsList
            items={results.data?.data}
            error={results.isError ? describeError(results.error) : null}
            onRetry={() => void results.refetch()}
            isRefreshing={results.isPlaceholderData}
            skeletons={{ count: 6, className: 'h-52' }}
            empty={{
              title: t('empty.title'),
              body: t('empty.body'),
              action: hasActiveFilters(filters) ? (
                <Button variant="secondary" size="sm" onClick={clear}>
                  {t('search.clear')}
                </Button>
              ) : null,
            }}
            itemKey={(posting) => posting.id}
            renderItem={(posting) => <JobCard posting={posting} canFollow={canFollow} />}
          />
          <Pagination page={filters.page} pageCount={pageCount} onPageChange={(page) => go({ ...filters, page })} />
        </section>
      </div>
    </div>
  );
}
