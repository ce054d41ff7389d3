import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Pagination } from '../../../components/ui/pagination';
import { ResultsList } from '../../../components/ui/results-list';
import { Select } from '../../../components/ui/select';
import { describeError } from '../../../lib/form-errors';
import { usePageTitle } from '../../../lib/use-page-title';
import { formatCount } from '../../postings/lib/salary-display';
import { useTalentSearch } from '../api/talents-api';
import {
  DEFAULT_TALENT_FILTERS,
  hasActiveTalentFilters,
  readTalentFilters,
  TALENT_SORT_VALUES,
  TALENTS_PAGE_SIZE,
  type TalentFilters,
  writeTalentFilters,
} from '../lib/search-params';
import { TalentCard } from './talent-card';
import { TalentSearchFilters } from './talent-search-filters';

/** `/company/talent-information`: search talents; every filter lives in the URL. */
export function TalentSearchPage() {
  const { t } = useTranslation('talents');
  usePageTitle(t('search.title'));
  const [search, setSearch] = useSearchParams();
  const filters = readTalentFilters(search);
  const results = useTalentSearch(filters);
  const go = (next: TalentFilters) => setSearch(writeTalentFilters(next));
  const clear = () => go({ ...DEFAULT_TALENT_FILTERS, sort: filters.sort });
  const total = results.data?.totalElementCount ?? 0;
  const pageCount = results.data ? (results.data.last ? filters.page : Math.ceil(total / TALENTS_PAGE_SIZE)) : 1;
  const count = results.data?.totalIsCapped ? t('search.capped', { count: formatCount(total) }) : formatCount(total);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('search.title')}</h1>
        <p className="mt-2 text-slate-600">{t('search.subtitle')}</p>
      </div>
      <form
        key={filters.keyword}
        aria-label={t('search.keyword')}
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const keyword = String(new FormData(event.currentTarget).get('keyword') ?? '').trim();
          go({ ...filters, keyword, page: 1 });
        }}
      >
        <Input
          name="keyword"
          type="search"
          aria-label={t('search.keyword')}
          placeholder={t('search.keywordPlaceholder')}
          defaultValue={filters.keyword}
          maxLength={100}
        />
        <Button type="submit">{t('search.submit')}</Button>
      </form>
      <div className="grid items-start gap-6 lg:grid-cols-[260px_minmax(0,1fr)]">
        <aside aria-label={t('search.filters')} className="rounded-2xl border border-slate-200 bg-white p-5">
          <TalentSearchFilters filters={filters} onChange={go} />
          {hasActiveTalentFilters(filters) ? (
            <Button variant="link" className="mt-4" onClick={clear}>
              {t('search.clear')}
            </Button>
          ) : null}
        </aside>
        <section aria-label={t('search.results')} className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-600" aria-live="polite" data-testid="result-count">
              {results.data ? t('search.count', { count }) : '\u00a0'}
            </p>
            <div className="flex items-center gap-2">
              <label className="text-sm text-slate-600" htmlFor="talent-sort">
                {t('search.sort')}
              </label>
              <div className="w-44">
                <Select
                  id="talent-sort"
                  value={filters.sort}
                  onValueChange={(sort) => go({ ...filters, sort: sort as TalentFilters['sort'], page: 1 })}
                  options={TALENT_SORT_VALUES.map((s) => ({ value: s, label: t(`search.sorts.${s}`) }))}
                />
              </div>
            </div>
          </div>
          <ResultsList
            items={results.data?.data}
            error={results.isError ? describeError(results.error) : null}
            onRetry={() => void results.refetch()}
            isRefreshing={results.isPlaceholderData}
            skeletons={{ count: 4, className: 'h-44' }}
            empty={{
              title: t('search.emptyTitle'),
              body: t('search.emptyBody'),
              action: hasActiveTalentFilters(filters) ? (
                <Button variant="secondary" size="sm" onClick={clear}>
                  {t('search.clear')}
                </Button>
              ) : null,
            }}
            itemKey={(talent) => talent.userId}
            renderItem={(talent) => <TalentCard talent={talent} />}
          />
          <Pagination page={filters.page} pageCount={pageCount} onPageChange={(page) => go({ ...filters, page })} />
        </section>
      </div>
    </div>
  );
}
