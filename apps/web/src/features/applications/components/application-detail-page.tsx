import type { ApplicationStatus } from '@app/contract/rules/application-state';
import type { ApplicationDetail } from '@app/contract/schemas/hiring';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { isApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/form-errors';
import { useLang } from '../../../lib/use-lang';
import { usePageTitle } from '../../../lib/use-page-title';
import { getBrowserTimeZone } from '../../../shared/format/time-zones';
import { interviewIcsUrl, useApplication } from '../api/get-application';
import { confirmedSlotOf, offerLabelOf, talentActionsOf } from '../lib/application-actions';
import { applicationsPath } from '../lib/application-paths';
import { ApplicationDates } from './application-dates';
import { ApplicationStatusBadge } from './application-status-badge';
import { ApplicationTimeline } from './application-timeline';
import { FairHiringCard } from './fair-hiring-card';
import { InterviewProposalPanel } from './interview-proposal-panel';
import { OfferPanel } from './offer-panel';
import { OfferStatusBadge } from './offer-status-badge';
import { ScheduledInterview } from './scheduled-interview';
import { WithdrawCard } from './withdraw-card';

/** `/talent/mypage/manage-job/document-review/:appId`: one application, its dates, history and what to answer. */
export function ApplicationDetailPage({ userId, appId }: { userId: number; appId: number | null }) {
  const { t } = useTranslation('applications');
  const lang = useLang();
  const query = useApplication(userId, appId);
  usePageTitle(query.data?.title ?? t('detail.title'));
  let content: React.ReactNode;
  if (appId === null || (isApiError(query.error) && query.error.status === 404)) {
    content = (
      <EmptyState
        title={t('detail.notFound')}
        body={t('detail.notFoundBody')}
        action={
          <Link to={applicationsPath(lang)} className={buttonClasses({ size: 'sm' })}>
            {t('detail.back')}
          </Link>
        }
      />
    );
  } else if (query.isError) {
    content = <ErrorState body={describeError(query.error)} onRetry={() => void query.refetch()} />;
  } else if (query.data) {
    content = <ApplicationDetailView detail={query.data} userId={userId} />;
  } else {
    content = (
      <div className="flex flex-col gap-4" aria-busy="true">
        <Skeleton className="h-32" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-8 sm:px-6 sm:py-10">
      <Link to={applicationsPath(lang)} className="self-start text-sm font-medium text-brand-700 hover:underline">
        ← {t('detail.back')}
      </Link>
      {content}
    </div>
  );
}

function ApplicationDetailView({ detail, userId }: { detail: ApplicationDetail; userId: number }) {
  const { t } = useTranslation('applications');
  const lang = useLang();
  const timeZone = useMemo(getBrowserTimeZone, []);
  const actions = talentActionsOf(detail);
  const status = detail.status as ApplicationStatus;
  const offerLabel = offerLabelOf(status);
  const proposal = detail.interviewProposal;
  return (
    <div className="flex flex-col gap-6" data-testid="application-detail" data-status={status}>
      <Card className="flex flex-col gap-3 p-5 sm:p-6">
        <Link
          to={`/${lang}/talent/company-info/${detail.companyId}`}
          className="self-start text-sm text-slate-600 hover:text-brand-700 hover:underline"
        >
          {detail.companyName}
        </Link>
        <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">{detail.title}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <ApplicationStatusBadge status={status} />
          {offerLabel ? <OfferStatusBadge status={offerLabel} /> : null}
        </div>
        <Link
          to={`/${lang}/talent/careers/${detail.jobPostingId}`}
          className="self-start text-sm font-medium text-brand-700 hover:underline"
        >
          {t('detail.viewPosting')}
        </Link>
      </Card>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="flex min-w-0 flex-col gap-6">
          {actions.answerOffer ? <OfferPanel detail={detail} userId={userId} /> : null}
          {actions.answerInterview ? (
            <InterviewProposalPanel detail={detail} userId={userId} timeZone={timeZone} />
          ) : null}
          {actions.scheduled ? (
            <ScheduledInterview
              proposal={actions.scheduled.proposal}
              startsAt={actions.scheduled.slot.startsAt}
              timeZone={timeZone}
              icsUrl={interviewIcsUrl(userId, detail.id)}
            />
          ) : null}
          {proposal?.status === 'DECLINED' && status === 'DOCUMENT_REVIEW' ? (
            <Alert tone="info">{t('interview.declinedNote')}</Alert>
          ) : null}
          <ApplicationTimeline detail={detail} timeZone={timeZone} />
        </div>
        <aside className="flex flex-col gap-6">
          <ApplicationDates
            detail={detail}
            interviewAt={confirmedSlotOf(proposal)?.startsAt ?? null}
            timeZone={timeZone}
          />
          <FairHiringCard userId={userId} appId={detail.id} />
          {actions.withdraw ? <WithdrawCard detail={detail} userId={userId} /> : null}
        </aside>
      </div>
    </div>
  );
}
