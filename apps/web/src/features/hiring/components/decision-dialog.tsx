import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useDecideApplication } from '../api/decide-application';
import { actionErrorMessage } from '../lib/action-error';
import type { Decision } from '../lib/candidate-actions';
import {
  DECISION_DEFAULTS,
  DECISION_FIELDS,
  type DecisionRequest,
  type DecisionValues,
  decisionResolver,
} from '../lib/decision-form';
import { ConfirmStep } from './confirm-step';
import { MessageFields } from './message-fields';

type Props = {
  orgId: number;
  appId: number;
  candidateId: number;
  name: string;
  /** The decision being made; null when the dialog is closed. */
  decision: Decision | null;
  onClose: () => void;
};

/** Offer, reject, cancel or hire: write the message, then confirm. A refused move shows the server's reason. */
export function DecisionDialog({ orgId, appId, candidateId, name, decision, onClose }: Props) {
  const { t } = useTranslation('hiring');
  const [shown, setShown] = useState<Decision>('OFFER');
  const [step, setStep] = useState<'write' | 'confirm'>('write');
  const form = useForm<DecisionValues, unknown, DecisionRequest>({
    resolver: decisionResolver,
    defaultValues: DECISION_DEFAULTS,
  });
  const decide = useDecideApplication(orgId, appId);
  const open = decision !== null;
  useEffect(() => {
    if (decision) {
      setShown(decision);
      decisionResolver.preload();
    } else {
      form.reset(DECISION_DEFAULTS);
      setStep('write');
    }
  }, [decision, form]);

  // mutateAsync, not mutate's callbacks: the decision can end the application, and the actions (with this dialog)
  // leave the panel when the refreshed detail arrives; the confirmation must still be shown.
  const confirm = async () => {
    const values = form.getValues();
    try {
      await decide.mutateAsync({
        decision: shown,
        content: values.content.trim(),
        emailNotiFlag: values.emailNotiFlag,
        candidateId,
      });
      toast.success(t(`decision.done.${shown}`, { name }));
      onClose();
    } catch (error) {
      toast.error(actionErrorMessage(error));
      if (isApiError(error) && applyServerFieldErrors(error, form.setError, DECISION_FIELDS) > 0) setStep('write');
      else onClose();
    }
  };
  const isDestructive = shown === 'REJECT' || shown === 'CANCEL';

  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title={step === 'write' ? t(`decision.title.${shown}`, { name }) : t('decision.confirmTitle')}
      description={step === 'write' ? t(`decision.description.${shown}`) : undefined}
    >
      {step === 'write' ? (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={form.handleSubmit(() => setStep('confirm'))}
          data-testid="decision-form"
        >
          <MessageFields form={form} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose}>
              {t('decision.cancel')}
            </Button>
            <Button type="submit">{t('decision.next')}</Button>
          </div>
        </form>
      ) : (
        <ConfirmStep
          body={t(`decision.confirmBody.${shown}`, { name })}
          message={form.getValues('content').trim()}
          note={form.getValues('emailNotiFlag') ? t('decision.mailYes') : t('decision.mailNo')}
          confirmLabel={t(`decision.confirm.${shown}`)}
          tone={isDestructive ? 'danger' : 'primary'}
          isLoading={decide.isPending}
          onBack={() => setStep('write')}
          onConfirm={confirm}
        />
      )}
    </Dialog>
  );
}
