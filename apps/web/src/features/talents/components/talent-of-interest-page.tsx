import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { Tabs } from '../../../components/ui/tabs';
import { describeError } from '../../../lib/form-errors';
import { useLocalizedPath } from '../../../lib/use-lang';
import { usePageTitle } from '../../../lib/use-page-title';
import { useTalentGroups } from '../api/talents-api';
import { GroupPanel } from './group-panel';

/** `/company/mypage/talent-of-interest`: bookmarked talents by group, one tab each (the tab lives in the URL). */
export function TalentOfInterestPage() {
  const { t } = useTranslation('talents');
  usePageTitle(t('interest.title'));
  const to = useLocalizedPath();
  const groups = useTalentGroups();
  const [search, setSearch] = useSearchParams();
  const list = groups.data ?? [];
  const wanted = search.get('group');
  const current = list.find((g) => String(g.id) === wanted) ?? list[0];

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('interest.title')}</h1>
      {groups.isError ? (
        <ErrorState body={describeError(groups.error)} onRetry={() => void groups.refetch()} />
      ) : !groups.data ? (
        <Skeleton className="h-44" />
      ) : list.length === 0 || !current ? (
        <EmptyState
          title={t('interest.emptyTitle')}
          body={t('interest.emptyBody')}
          action={
            <Link
              to={to('/company/talent-information')}
              className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            >
              {t('interest.find')}
            </Link>
          }
        />
      ) : (
        <Tabs
          label={t('interest.groups')}
          value={String(current.id)}
          onValueChange={(group) => setSearch({ group }, { replace: true })}
          tabs={list.map((g) => ({
            value: String(g.id),
            label: t('interest.tab', { name: g.name, count: g.talentCount }),
            content: <GroupPanel key={g.id} group={g} />,
          }))}
        />
      )}
    </div>
  );
}
