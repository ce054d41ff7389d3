import type { ApplicationStatus } from '@app/contract/rules/application-state';
import type { TalentApplication } from '@app/contract/schemas/application';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { useLang } from '../../../lib/use-lang';
import { CompanyLogo, SalaryText } from '../../postings/components/posting-bits';
import { formatDate } from '../../postings/lib/salary-display';
import { ApplicationStatusBadge } from './application-status-badge';

/** One application: the posting, its company, the state and the dates. */
export function ApplicationItem({ application: a }: { application: TalentApplication }) {
  const { t } = useTranslation('careers');
  const lang = useLang();
  return (
    <Card
      className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:p-5"
      data-testid="application"
      data-job-id={a.jobPostingId}
    >
      <CompanyLogo org={{ name: a.companyName, logoUrl: a.logoImageUrl }} />
      <div className="min-w-0 flex-1">
        <p className="text-sm text-slate-600">{a.companyName}</p>
        <h3 className="font-semibold break-words text-slate-900">
          <Link to={`/${lang}/talent/careers/${a.jobPostingId}`} className="hover:text-brand-700 hover:underline">
            {a.title}
          </Link>
        </h3>
        <SalaryText salary={a.salary} className="text-sm" />
      </div>
      <div className="flex flex-col gap-1 text-sm text-slate-600 sm:items-end">
        <ApplicationStatusBadge status={a.status as ApplicationStatus} />
        <span>{t('applications.appliedOn', { date: formatDate(a.appliedAt, lang) })}</span>
        <span>{t('applications.deadline', { date: formatDate(a.deadline, lang) })}</span>
      </div>
    </Card>
  );
}
