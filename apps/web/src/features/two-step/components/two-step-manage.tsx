import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toast';
import { useDisableTwoStep } from '../api/disable-two-step';
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes';
import { CodeForm } from './code-form';

/** With two-step sign-in on: new recovery codes for a code, and turning it off (password, code, confirmation). */
export function TwoStepManage({ onCodes, canDisable }: { onCodes: (codes: string[]) => void; canDisable: boolean }) {
  const { t } = useTranslation('settings');
  const regenerate = useRegenerateRecoveryCodes();
  const disable = useDisableTwoStep();
  const [pending, setPending] = useState<{ code: string; password: string } | null>(null);

  return (
    <div className="flex flex-col gap-6">
      <section className="flex flex-col gap-3">
        <h3 className="text-base font-semibold text-slate-900">{t('twoStep.regenerateTitle')}</h3>
        <p className="text-sm text-slate-600">{t('twoStep.regenerateBody')}</p>
        <CodeForm
          submitLabel={t('twoStep.regenerate')}
          isPending={regenerate.isPending}
          error={regenerate.error}
          onSubmit={({ code }) => regenerate.mutate(code, { onSuccess: (data) => onCodes(data.recoveryCodes) })}
        />
      </section>
      {canDisable ? (
        <section className="flex flex-col gap-3">
          <h3 className="text-base font-semibold text-slate-900">{t('twoStep.disableTitle')}</h3>
          <p className="text-sm text-slate-600">{t('twoStep.disableBody')}</p>
          <CodeForm
            withPassword
            tone="danger"
            submitLabel={t('twoStep.disable')}
            isPending={disable.isPending}
            error={disable.error}
            onSubmit={setPending}
          />
          <ConfirmDialog
            open={pending !== null}
            onOpenChange={(open) => (open ? undefined : setPending(null))}
            title={t('twoStep.disableConfirmTitle')}
            body={t('twoStep.disableConfirmBody')}
            confirmLabel={t('twoStep.disable')}
            cancelLabel={t('twoStep.cancel')}
            isLoading={disable.isPending}
            onConfirm={() => {
              if (!pending) return;
              disable.mutate(pending, {
                onSuccess: () => toast.success(t('twoStep.disabled')),
                onSettled: () => setPending(null),
              });
            }}
          />
        </section>
      ) : (
        <p className="text-sm text-slate-600">{t('twoStep.requiredByOrganization')}</p>
      )}
    </div>
  );
}
