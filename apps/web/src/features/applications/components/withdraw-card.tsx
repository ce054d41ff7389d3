import type { ApplicationDetail } from '@app/contract/schemas/hiring';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toast';
import { cancelApplication } from '../api/cancel-application';
import { useApplicationUpdate } from '../api/use-application-update';

/** Withdrawing before a decision (the posting's cancel-application call), after a confirmation. */
export function WithdrawCard({ detail, userId }: { detail: ApplicationDetail; userId: number }) {
  const { t } = useTranslation('applications');
  const update = useApplicationUpdate(userId, detail.id);
  const [open, setOpen] = useState(false);
  const withdraw = useMutation({
    mutationFn: () => cancelApplication(detail.jobPostingId),
    onSuccess: () => toast.success(t('withdraw.done')),
    onError: update.failed,
    onSettled: async () => {
      setOpen(false);
      await update.refetchAll();
    },
  });
  return (
    <Card className="flex flex-col gap-3 p-5">
      <h2 className="text-base font-semibold text-slate-900">{t('withdraw.title')}</h2>
      <p className="text-sm text-slate-600">{t('withdraw.hint')}</p>
      <Button variant="secondary" className="self-start" onClick={() => setOpen(true)}>
        {t('withdraw.button')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('withdraw.confirmTitle')}
        body={t('withdraw.confirmBody')}
        confirmLabel={t('withdraw.confirm')}
        cancelLabel={t('answer.back')}
        onConfirm={() => withdraw.mutate()}
        isLoading={withdraw.isPending}
      />
    </Card>
  );
}
