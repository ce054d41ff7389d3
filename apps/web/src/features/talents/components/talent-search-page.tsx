import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Badge } from '../../../components/ui/card';
import { FilterSheet, type ResultCount } from '../../../components/ui/filter-sheet';
import { KeywordForm } from '../../../components/ui/keyword-form';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { ResultsList } from '../../../components/ui/results-list';
import { Select } from '../../../components/ui/select';
import { describeError } from '../../../lib/form-errors';
import { usePageTitle } from '../../../lib/use-page-title';
import { formatCount } from '../../../shared/format/numbers';
import { isNotVerifiedError, VerificationRequiredNotice } from '../../../shared/organization/verification-required';
import { useTalentSearch } from '../api/talents-api';
import {
  changeTalentFilters,
  countActiveTalentFilters,
  DEFAULT_TALENT_FILTERS,
  readTalentFilters,
  TALENT_SORT_VALUES,
  TALENTS_PAGE_SIZE,
  type TalentFilters,
  writeTalentFilters,
} from '../lib/search-params';
import { FilterChips, useFilterChips } from './filter-chips';
import { SavedSearches, useCurrentSavedSearch } from './saved-searches';
import { TalentCard } from './talent-card';
import { TalentSearchFilters } from './talent-search-filters';

/** How many talents the filters find, as shown: past the server's cap the count is a lower bound ("1,000+"). */
function useTalentResultCount(filters: TalentFilters): ResultCount {
  const { t } = useTranslation('talents');
  const { data, isPlaceholderData } = useTalentSearch(filters);
  if (!data || isPlaceholderData) return null;
  return { count: data.totalElementCount, shown: countText(data, t) };
}

function countText(data: { totalElementCount: number; totalIsCapped?: boolean }, t: TFunction<'talents'>) {
  const total = formatCount(data.totalElementCount);
  return data.totalIsCapped ? t('search.capped', { count: total }) : total;
}

/** `/company/talent-information`: search talents; every filter lives in the URL. */
export function TalentSearchPage() {
  const { t } = useTranslation('talents');
  usePageTitle(t('search.title'));
  const [search, setSearch] = useSearchParams();
  const filters = readTalentFilters(search);
  const results = useTalentSearch(filters);
  const chips = useFilterChips()(filters);
  const current = useCurrentSavedSearch(filters);
  const go = (next: TalentFilters) => setSearch(writeTalentFilters(next));
  const clear = () => go({ ...DEFAULT_TALENT_FILTERS, sort: filters.sort });
  const active = countActiveTalentFilters(filters);
  const total = results.data?.totalElementCount ?? 0;
  const pageCount = results.data ? (results.data.last ? filters.page : Math.ceil(total / TALENTS_PAGE_SIZE)) : 1;
  const count = results.data ? countText(results.data, t) : '';

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader title={t('search.title')} subtitle={t('search.subtitle')} />
      <KeywordForm
        value={filters.keyword}
        label={t('search.keyword')}
        placeholder={t('search.keywordPlaceholder')}
        submitLabel={t('search.submit')}
        onSearch={(keyword) => go(changeTalentFilters(filters, { keyword }))}
      />
      <div className="grid items-start gap-6 lg:grid-cols-[280px_minmax(0,1fr)]">
        <FilterSheet
          applied={filters}
          // The keyword has its own field above: the sheet neither counts nor clears it.
          activeCount={active - (filters.keyword ? 1 : 0)}
          cleared={{ ...DEFAULT_TALENT_FILTERS, keyword: filters.keyword, sort: filters.sort }}
          useResultCount={useTalentResultCount}
          onApply={go}
        >
          {(chosen, choose) => <TalentSearchFilters filters={chosen} onChange={choose} />}
        </FilterSheet>
        <aside
          aria-label={t('search.filters')}
          className="hidden rounded-2xl border border-slate-200 bg-white p-5 lg:block"
        >
          <TalentSearchFilters filters={filters} onChange={go} />
        </aside>
        <section aria-label={t('search.results')} className="flex min-w-0 flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex flex-wrap items-center gap-2">
              <p className="text-sm font-medium text-slate-700" aria-live="polite" data-testid="result-count">
                {results.data ? t('search.count', { count: total, shown: count }) : '\u00a0'}
              </p>
              {current ? (
                <Badge tone="brand" data-testid="current-saved-search">
                  {t('saved.current', { name: current.name })}
                </Badge>
              ) : null}
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <SavedSearches filters={filters} onRun={go} />
              <label className="sr-only" htmlFor="talent-sort">
                {t('search.sort')}
              </label>
              <div className="w-44">
                <Select
                  id="talent-sort"
                  value={filters.sort}
                  onValueChange={(sort) => go(changeTalentFilters(filters, { sort: sort as TalentFilters['sort'] }))}
                  options={TALENT_SORT_VALUES.map((s) => ({ value: s, label: t(`search.sorts.${s}`) }))}
                />
              </div>
            </div>
          </div>
          {chips.length ? (
            <div className="flex flex-wrap items-center gap-2">
              <FilterChips chips={chips} onRemove={(chip) => go(changeTalentFilters(filters, chip.without))} />
              <Button variant="link" size="sm" onClick={clear}>
                {t('search.clear')}
              </Button>
            </div>
          ) : null}
          {isNotVerifiedError(results.error) ? (
            <VerificationRequiredNotice />
          ) : (
            <ResultsList
              items={results.data?.data}
              error={results.isError ? describeError(results.error) : null}
              onRetry={() => void results.refetch()}
              isRefreshing={results.isPlaceholderData}
              skeletons={{ count: 4, className: 'h-44' }}
              empty={{
                title: t('search.emptyTitle'),
                body: t('search.emptyBody'),
                action: active ? (
                  <Button variant="secondary" size="sm" onClick={clear}>
                    {t('search.clear')}
                  </Button>
                ) : null,
              }}
              itemKey={(talent) => talent.userId}
              renderItem={(talent) => <TalentCard talent={talent} />}
            />
          )}
          <Pagination page={filters.page} pageCount={pageCount} onPageChange={(page) => go({ ...filters, page })} />
        </section>
      </div>
    </div>
  );
}
