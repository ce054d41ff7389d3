import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ErrorState } from '../../components/ui/states';
import { ReportPage } from '../../features/assessments/components/report-page';
import { useCurrentUser } from '../../shared/session/get-current-user';

/** `/report/{attemptId}` (or `/report?attemptId=`), in the custom layout; the auth guard above ensures a user. */
export default function ReportRoute() {
  const { t } = useTranslation('assessments');
  const { attemptId: fromPath } = useParams();
  const [params] = useSearchParams();
  const { data: user } = useCurrentUser();
  const attemptId = fromPath ?? params.get('attemptId') ?? '';
  if (!user) return null;
  if (!/^\d+$/.test(attemptId)) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <ErrorState title={t('report.missingId')} />
      </div>
    );
  }
  return <ReportPage key={attemptId} attemptId={Number(attemptId)} user={user} />;
}
