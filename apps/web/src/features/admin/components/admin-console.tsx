import type { CurrentUser } from '@app/contract/schemas/user';
import { Tabs as RadixTabs } from 'radix-ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useLocalizedPath } from '../../../lib/use-lang';
import { usePageTitle } from '../../../lib/use-page-title';
import { CONSOLE_TABS, type ConsoleParams, readConsoleParams, writeConsoleParams } from '../lib/console-params';
import { OrganizationList } from './organization-list';

type AdminConsoleProps = { user: CurrentUser; onSignOut: () => void; isSigningOut: boolean };

/** `/admin`: organizations by verification status (the review queue first), searchable by name, in pages. */
export function AdminConsole({ user, onSignOut, isSigningOut }: AdminConsoleProps) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('company');
  const to = useLocalizedPath();
  usePageTitle(t('console.title'));
  const [search, setSearch] = useSearchParams();
  const params = readConsoleParams(search);
  const [keyword, setKeyword] = useState(params.keyword);
  useEffect(() => setKeyword(params.keyword), [params.keyword]);

  const go = (next: Partial<ConsoleParams>) => setSearch(writeConsoleParams({ ...params, page: 1, ...next }));
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    go({ keyword: keyword.trim() });
  };

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('console.title')}</h1>
          <p className="mt-2 text-slate-600">
            {t('console.signedIn')} <span className="text-slate-500">({user.email})</span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2 self-start sm:self-auto">
          <Link to={to('/admin/notices')} className={buttonClasses({ variant: 'secondary' })}>
            {t('notices.pageTitle')}
          </Link>
          <Link to={to('/admin/mails')} className={buttonClasses({ variant: 'secondary' })}>
            {t('deadLetters.pageTitle')}
          </Link>
          <Button variant="secondary" onClick={onSignOut} isLoading={isSigningOut}>
            {t('console.signOut')}
          </Button>
        </div>
      </div>

      <form onSubmit={onSearch} className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <label htmlFor="admin-search" className="sr-only">
          {t('console.searchLabel')}
        </label>
        <Input
          id="admin-search"
          type="search"
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          placeholder={t('console.searchPlaceholder')}
          maxLength={100}
          className="sm:max-w-sm"
        />
        <div className="flex gap-2">
          <Button type="submit">{t('console.search')}</Button>
          {params.keyword ? (
            <Button variant="ghost" onClick={() => go({ keyword: '' })}>
              {t('console.clear')}
            </Button>
          ) : null}
        </div>
      </form>

      <RadixTabs.Root
        value={params.status}
        onValueChange={(status) => go({ status: status as ConsoleParams['status'] })}
        className="flex flex-col gap-4"
      >
        <RadixTabs.List
          aria-label={t('console.tabsLabel')}
          className="inline-flex max-w-full self-start overflow-x-auto rounded-xl bg-slate-100 p-1"
        >
          {CONSOLE_TABS.map((status) => (
            <RadixTabs.Trigger
              key={status}
              value={status}
              className="shrink-0 rounded-lg px-4 py-2 text-sm font-semibold text-slate-600 transition-colors hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm"
            >
              {tc(`status.${status}`)}
            </RadixTabs.Trigger>
          ))}
        </RadixTabs.List>
        {CONSOLE_TABS.map((status) => (
          <RadixTabs.Content key={status} value={status} className="focus-visible:outline-none">
            {status === params.status ? (
              <OrganizationList params={params} onPageChange={(page) => go({ page })} />
            ) : null}
          </RadixTabs.Content>
        ))}
      </RadixTabs.Root>
    </div>
  );
}
