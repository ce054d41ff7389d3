import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { isApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/form-errors';
import { useLang } from '../../../lib/use-lang';
import { usePageTitle } from '../../../lib/use-page-title';
import { toCountryOptions } from '../../../shared/countries/country-options';
import { useCountries } from '../../../shared/countries/get-countries';
import { useCompanyPosting } from '../api/get-company-posting';
import { PostingEditorForm } from './posting-editor-form';

/** `/company/job-posting/:id`: `0` creates a posting, any other id edits it. */
type Props = {
  orgId: number;
  postingId: number | null;
  /** The company's country (null when it has none; undefined while loading): a new posting starts there. */
  companyCountry: string | null | undefined;
};

export function PostingEditorPage({ orgId, postingId, companyCountry }: Props) {
  const { t } = useTranslation('postings');
  const lang = useLang();
  const isNew = postingId === 0;
  const posting = useCompanyPosting(orgId, isNew ? null : postingId);
  const countries = useCountries();
  const [needsApproval, setNeedsApproval] = useState(false);
  const options = useMemo(() => toCountryOptions(countries.data ?? [], lang), [countries.data, lang]);
  usePageTitle(isNew ? t('editor.newTitle') : t('editor.editTitle'));

  let content: React.ReactNode;
  if (postingId === null || (isApiError(posting.error) && posting.error.status === 404)) {
    content = <EmptyState title={t('editor.notFound')} />;
  } else if (posting.isError) {
    content = <ErrorState body={describeError(posting.error)} onRetry={() => void posting.refetch()} />;
  } else if (isNew || posting.data) {
    content = (
      <PostingEditorForm
        key={posting.data?.id ?? 'new'}
        orgId={orgId}
        posting={posting.data ?? null}
        countries={options}
        companyCountry={companyCountry}
        needsApproval={needsApproval}
        onNeedsApproval={setNeedsApproval}
      />
    );
  } else {
    content = (
      <div className="flex flex-col gap-4" aria-busy="true">
        <Skeleton className="h-72" />
        <Skeleton className="h-48" />
      </div>
    );
  }
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <Link
        to={`/${lang}/company/mypage/job-posting/management`}
        className="self-start text-sm font-medium text-brand-700 hover:underline"
      >
        ← {t('editor.backToManagement')}
      </Link>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {isNew ? t('editor.newTitle') : t('editor.editTitle')}
      </h1>
      {content}
    </div>
  );
}
