import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

type SubmitDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  unanswered: readonly number[];
  onConfirm: () => void;
  isSubmitting: boolean;
  error: string | null;
};

/** "Submit your answers?" with the numbers of the questions still without an answer. */
export function SubmitDialog({ open, onOpenChange, unanswered, onConfirm, isSubmitting, error }: SubmitDialogProps) {
  const { t } = useTranslation('assessments');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('attempt.submitDialog.title')}>
      <div className="flex flex-col gap-4 text-sm text-slate-700">
        {unanswered.length === 0 ? (
          <p>{t('attempt.submitDialog.allAnswered')}</p>
        ) : (
          <p className="font-medium text-amber-800">
            {t('attempt.submitDialog.unanswered', { list: unanswered.join(', ') })}
          </p>
        )}
        <p>{t('attempt.submitDialog.unansweredNote')}</p>
        {error ? <Alert>{error}</Alert> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('attempt.submitDialog.cancel')}
          </Button>
          <Button onClick={onConfirm} isLoading={isSubmitting}>
            {t('attempt.submitDialog.confirm')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
