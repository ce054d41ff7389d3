import type { Attempt } from '@app/contract/schemas/assessment';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { isApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/form-errors';
import { useLocalizedPath } from '../../../lib/use-lang';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAttempt } from '../api/get-attempt';
import { AttemptRunner } from './attempt-runner';
import { catalogueBasePath, useAssessmentName } from './shared';

/** `/talent/mypage/skill-assessment/attempt/{attemptId}`: resumes an open attempt, or points to a finished one's report. */
export function AttemptPage({ attemptId }: { attemptId: number }) {
  const { t } = useTranslation('assessments');
  const attempt = useAttempt(attemptId);
  const nameOf = useAssessmentName();
  usePageTitle(attempt.data ? nameOf(attempt.data.track, attempt.data.level) : t('title'));
  if (attempt.isPending) return <PageSpinner label={t('attempt.loading')} />;
  if (attempt.isError) {
    const notFound = isApiError(attempt.error) && attempt.error.status === 404;
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <ErrorState
          title={t('attempt.loadError')}
          body={describeError(attempt.error)}
          onRetry={notFound ? undefined : () => void attempt.refetch()}
        />
      </div>
    );
  }
  if (attempt.data.status !== 'IN_PROGRESS') return <FinishedAttempt attempt={attempt.data} />;
  return <AttemptRunner key={attempt.data.id} attempt={attempt.data} receivedAt={attempt.dataUpdatedAt} />;
}

function FinishedAttempt({ attempt }: { attempt: Attempt }) {
  const { t } = useTranslation('assessments');
  const to = useLocalizedPath();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Card className="flex flex-col items-start gap-4 p-6">
        <h1 className="text-xl font-bold text-slate-900">{t('attempt.finishedTitle')}</h1>
        <p className="text-slate-600">{t('attempt.finishedBody')}</p>
        <div className="flex flex-wrap gap-2">
          {attempt.reportUrl ? (
            <Link to={to(attempt.reportUrl)} className={buttonClasses({})}>
              {t('attempt.seeReport')}
            </Link>
          ) : null}
          <Link to={to(`${catalogueBasePath}/1`)} className={buttonClasses({ variant: 'secondary' })}>
            {t('attempt.backToList')}
          </Link>
        </div>
      </Card>
    </div>
  );
}
