import type { ApplicationStatus } from '@app/contract/rules/application-state';
import type { TalentApplication } from '@app/contract/schemas/application';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useLang } from '../../../lib/use-lang';
import { formatDate, formatDateTime } from '../../../shared/format/dates';
import { getBrowserTimeZone } from '../../../shared/format/time-zones';
import { CompanyLogo, SalaryText } from '../../../shared/postings/posting-bits';
import { offerLabelOf } from '../lib/application-actions';
import { applicationPath } from '../lib/application-paths';
import { ApplicationStatusBadge } from './application-status-badge';
import { OfferStatusBadge } from './offer-status-badge';

/** One application: the posting and its company, the stage, the offer, when it was applied and viewed. */
export function ApplicationItem({ application: a }: { application: TalentApplication }) {
  const { t } = useTranslation('applications');
  const lang = useLang();
  const titleId = useId();
  const zone = getBrowserTimeZone();
  const offerLabel = offerLabelOf(a.status as ApplicationStatus);
  return (
    <Card
      className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:p-5"
      data-testid="application"
      data-job-id={a.jobPostingId}
      data-application-id={a.id}
    >
      <CompanyLogo org={{ name: a.companyName, logoUrl: a.logoImageUrl }} />
      <div className="min-w-0 flex-1">
        <p className="text-sm text-slate-600">{a.companyName}</p>
        <h3 id={titleId} className="font-semibold break-words text-slate-900">
          <Link to={`/${lang}/talent/careers/${a.jobPostingId}`} className="hover:text-brand-700 hover:underline">
            {a.title}
          </Link>
        </h3>
        <SalaryText salary={a.salary} className="text-sm" />
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <ApplicationStatusBadge status={a.status as ApplicationStatus} />
          {offerLabel ? <OfferStatusBadge status={offerLabel} /> : null}
        </div>
      </div>
      <div className="flex flex-col gap-1 text-sm text-slate-600 sm:items-end sm:text-right">
        <span>
          {t('list.applied', { date: formatDateTime(a.appliedAt, lang, { timeZone: zone, withWeekday: true }) })}
        </span>
        <span data-testid="application-viewed" className={a.openedAt ? undefined : 'text-slate-400'}>
          {a.openedAt
            ? t('list.viewed', { date: formatDateTime(a.openedAt, lang, { timeZone: zone, withWeekday: true }) })
            : t('list.notViewed')}
        </span>
        <span>{t('list.deadline', { date: formatDate(a.deadline, lang) })}</span>
        <Link
          to={applicationPath(lang, a.id)}
          aria-describedby={titleId}
          className={buttonClasses({ size: 'sm', variant: 'secondary', className: 'mt-1 sm:self-end' })}
        >
          {t('list.details')}
        </Link>
      </div>
    </Card>
  );
}
