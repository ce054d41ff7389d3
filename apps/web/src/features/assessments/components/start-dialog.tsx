import { ASSESSMENT_RETAKE_COOLDOWN_HOURS } from '@app/contract/limits';
import type { Assessment } from '@app/contract/schemas/assessment';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { isApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/form-errors';
import { useLang, useLocalizedPath } from '../../../lib/use-lang';
import { formatDateTime } from '../../../shared/format/dates';
import { useStartAttempt } from '../api/start-attempt';
import { localized, retakeAtFromRetryAfter } from '../lib/format';
import { attemptPath } from './shared';

type StartDialogProps = {
  assessment: Assessment | null;
  /** The talent's open attempt anywhere in the catalogue, to link to when the server says one is in progress. */
  openAttemptId: number | null;
  onClose: () => void;
};

/** Confirms the start (duration and rules), starts the attempt and opens it; explains why a start was refused. */
export function StartDialog({ assessment, openAttemptId, onClose }: StartDialogProps) {
  const { t } = useTranslation('assessments');
  const lang = useLang();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const start = useStartAttempt();
  const close = () => {
    start.reset();
    onClose();
  };
  const handleStart = () => {
    if (!assessment) return;
    start.mutate(assessment.id, { onSuccess: (attempt) => navigate(to(attemptPath(attempt.id))) });
  };
  const name = assessment ? localized(assessment.names, lang) : '';
  const error = start.error;
  const code = isApiError(error) ? error.errorCode : null;
  return (
    <Dialog
      open={assessment !== null}
      onOpenChange={(open) => !open && close()}
      title={t('startDialog.title', { name })}
    >
      {assessment ? (
        <div className="flex flex-col gap-4 text-sm text-slate-700">
          <p>{t('startDialog.intro')}</p>
          <ul className="list-disc space-y-1.5 pl-5 leading-6">
            <li>
              {t('startDialog.ruleTime', { minutes: assessment.durationMinutes, count: assessment.questionCount })}
            </li>
            <li>{t('startDialog.ruleServer')}</li>
            <li>{t('startDialog.ruleSaved')}</li>
            <li>{t('startDialog.ruleAuto')}</li>
            <li>{t('startDialog.ruleOne')}</li>
            <li>
              {t('startDialog.rulePass', {
                score: assessment.passScore,
                total: assessment.totalScore,
                hours: ASSESSMENT_RETAKE_COOLDOWN_HOURS,
              })}
            </li>
          </ul>
          {error ? (
            <Alert>
              {code === 'ATTEMPT_IN_PROGRESS' ? (
                <p>
                  {t('catalogue.inProgressError')}{' '}
                  {openAttemptId ? (
                    <Link className="font-semibold underline" to={to(attemptPath(openAttemptId))}>
                      {t('catalogue.resumeIt')}
                    </Link>
                  ) : null}
                </p>
              ) : code === 'RETAKE_COOLDOWN' && isApiError(error) && error.retryAfter !== null ? (
                <p>
                  {t('catalogue.cooldownError', {
                    date: formatDateTime(retakeAtFromRetryAfter(error.retryAfter, Date.now()), lang, {
                      withZoneName: true,
                    }),
                  })}
                </p>
              ) : (
                <p>
                  {t('catalogue.startError')} {describeError(error)}
                </p>
              )}
            </Alert>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close}>
              {t('startDialog.cancel')}
            </Button>
            <Button onClick={handleStart} isLoading={start.isPending} disabled={code === 'ATTEMPT_IN_PROGRESS'}>
              {t('startDialog.confirm')}
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
