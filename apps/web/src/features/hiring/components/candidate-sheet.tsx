import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PageSpinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { describeError } from '../../../lib/form-errors';
import { useLang } from '../../../lib/use-lang';
import { useCandidateApplication } from '../api/open-application';
import { CandidateDetail } from './candidate-detail';
import { SideSheet } from './side-sheet';

/**
 * The candidate opened from the list, in a side sheet. Opening it the first time moves a new application into
 * document review (server side); closing returns to the list with its filters.
 */
export function CandidateSheet({ orgId, jobId, appId }: { orgId: number; jobId: number; appId: number }) {
  const { t } = useTranslation('hiring');
  const lang = useLang();
  const navigate = useNavigate();
  const { search } = useLocation();
  const application = useCandidateApplication(orgId, appId);
  const close = () =>
    navigate(`/${lang}/company/mypage/manage-recruitment/${jobId}${search}`, { preventScrollReset: true });

  return (
    <SideSheet open onOpenChange={(open) => (open ? undefined : close())} title={t('detail.title')}>
      {application.isError ? (
        <ErrorState body={describeError(application.error)} onRetry={() => void application.refetch()} />
      ) : !application.data ? (
        <PageSpinner label={t('detail.loading')} />
      ) : (
        <CandidateDetail orgId={orgId} detail={application.data} />
      )}
    </SideSheet>
  );
}
