import type { BulkResultSchema } from '@app/contract/schemas/hiring';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast';
import { useBulkReject } from '../api/bulk-reject';
import { actionErrorMessage } from '../lib/action-error';
import { DECISION_DEFAULTS, type DecisionRequest, type DecisionValues, decisionResolver } from '../lib/decision-form';
import { BulkResults } from './bulk-results';
import { ConfirmStep } from './confirm-step';
import { MessageFields } from './message-fields';

type Results = z.infer<typeof BulkResultSchema>['results'];
type Props = {
  orgId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The selected application ids with the candidates' names. */
  selected: ReadonlyMap<number, string>;
  /** Called with the ids that were rejected. */
  onDone: (rejected: number[]) => void;
};

/** Rejects the selected candidates with one message, after a confirmation; then shows each one's result. */
export function BulkRejectDialog({ orgId, open, onOpenChange, selected, onDone }: Props) {
  const { t } = useTranslation('hiring');
  const [step, setStep] = useState<'write' | 'confirm' | 'results'>('write');
  const [results, setResults] = useState<{ items: Results; names: Map<number, string> } | null>(null);
  const form = useForm<DecisionValues, unknown, DecisionRequest>({
    resolver: decisionResolver,
    defaultValues: DECISION_DEFAULTS,
  });
  const reject = useBulkReject(orgId);
  const count = selected.size;
  useEffect(() => {
    if (open) decisionResolver.preload();
    else {
      form.reset(DECISION_DEFAULTS);
      setStep('write');
      setResults(null);
    }
  }, [open, form]);

  const confirm = () => {
    const values = form.getValues();
    const names = new Map(selected);
    reject.mutate(
      { applicationIds: [...selected.keys()], content: values.content.trim(), emailNotiFlag: values.emailNotiFlag },
      {
        onSuccess: (data) => {
          setResults({ items: data.results, names });
          setStep('results');
          onDone(data.results.filter((r) => r.ok).map((r) => r.applicationId));
        },
        onError: (error) => toast.error(actionErrorMessage(error)),
      },
    );
  };

  const title =
    step === 'results'
      ? t('bulk.resultsTitle')
      : step === 'confirm'
        ? t('decision.confirmTitle')
        : t('bulk.title', { count });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={step === 'write' ? t('bulk.description') : undefined}
    >
      {step === 'write' ? (
        <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit(() => setStep('confirm'))}>
          <MessageFields form={form} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t('decision.cancel')}
            </Button>
            <Button type="submit" disabled={count === 0}>
              {t('decision.next')}
            </Button>
          </div>
        </form>
      ) : step === 'confirm' ? (
        <ConfirmStep
          body={t('bulk.confirmBody', { count })}
          message={form.getValues('content').trim()}
          note={form.getValues('emailNotiFlag') ? t('decision.mailYes') : t('decision.mailNo')}
          confirmLabel={t('bulk.confirm')}
          tone="danger"
          isLoading={reject.isPending}
          onBack={() => setStep('write')}
          onConfirm={confirm}
        />
      ) : results ? (
        <BulkResults results={results.items} names={results.names} onClose={() => onOpenChange(false)} />
      ) : null}
    </Dialog>
  );
}
