import type { RecommendedPosting } from '@app/contract/schemas/posting';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { describeError } from '../../../lib/form-errors';
import { useLang } from '../../../lib/use-lang';
import { joinNames } from '../../../shared/catalog/bilingual-options';
import { localizeName } from '../../../shared/catalog/localize-name';
import { CompanyLogo, SalaryText, VerifiedMark } from '../../../shared/postings/posting-bits';
import { useRecommendedPostings } from '../api/get-recommended-postings';

/** The talent dashboard's recommended postings, each with why (needs `careers` and `postings`). */
export function DashboardRecommended() {
  const { t } = useTranslation('careers');
  const lang = useLang();
  const list = useRecommendedPostings(4);
  return (
    <Card className="flex flex-col gap-4 p-5" data-testid="dashboard-recommended">
      <div className="flex items-baseline justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{t('recommended.title')}</h2>
        <Link to={`/${lang}/talent/careers`} className="text-sm font-medium text-brand-700 hover:underline">
          {t('recommended.seeAll')}
        </Link>
      </div>
      {list.isError ? (
        <ErrorState body={describeError(list.error)} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Skeleton className="h-32" />
      ) : list.data.data.length === 0 ? (
        <p className="text-sm text-slate-500">{t('recommended.empty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100">
          {list.data.data.map((posting) => (
            <Recommended key={posting.id} posting={posting} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function Recommended({ posting }: { posting: RecommendedPosting }) {
  const { t } = useTranslation('careers');
  const lang = useLang();
  const terms = joinNames([...posting.jobTitles, ...posting.skills], lang);
  const reasons = posting.reasons
    .map((r) => t(`recommended.reasons.${r.type}`, { name: localizeName(r, lang) }))
    .join(', ');
  return (
    <li className="flex gap-3 py-3">
      <CompanyLogo org={posting.orgSummaryDTO} />
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2 text-xs text-slate-600">
          {posting.orgSummaryDTO.name}
          <VerifiedMark status={posting.orgSummaryDTO.status} />
        </p>
        <Link
          to={`/${lang}/talent/careers/${posting.id}`}
          className="font-semibold break-words text-slate-900 hover:text-brand-700 hover:underline"
        >
          {posting.title}
        </Link>
        {terms ? <p className="text-sm break-words text-brand-800">{terms}</p> : null}
        <SalaryText salary={posting.salaryDTO} className="block text-sm" />
        {reasons ? (
          <p className="mt-1 text-xs text-slate-500" data-testid="recommended-reasons">
            {t('recommended.because')} {reasons}
          </p>
        ) : null}
      </div>
    </li>
  );
}
