import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { describeError } from '../../../lib/form-errors';
import { useConfirmTwoStep } from '../api/confirm-two-step';
import { useStartTwoStep } from '../api/start-two-step';
import { CodeForm } from './code-form';

/**
 * Setting up: a new secret as a QR code and as text, then the app's first code turns it on. The recovery codes of
 * the answer go to `onEnabled` (shown once by the caller).
 */
export function TwoStepSetup({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation('settings');
  const start = useStartTwoStep();
  const confirm = useConfirmTwoStep();
  // Started by a click, never by an effect: each start replaces the secret, so it must happen exactly once.
  const begin = () => start.mutate();

  if (start.isIdle) return <Button onClick={begin}>{t('twoStep.turnOn')}</Button>;
  if (start.isPending) return <Spinner label={t('twoStep.title')} />;
  if (start.isError) {
    return (
      <Alert>
        <p>{describeError(start.error)}</p>
        <Button variant="secondary" size="sm" onClick={() => begin()}>
          {t('twoStep.turnOn')}
        </Button>
      </Alert>
    );
  }
  const { qrCode, secret } = start.data;
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-slate-700">{t('twoStep.scan')}</p>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <img src={qrCode} alt={t('twoStep.qrAlt')} width={176} height={176} className="size-44 rounded-lg border" />
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-700">{t('twoStep.secretLabel')}</p>
          <code data-testid="two-step-secret" className="mt-1 block font-mono text-sm break-all text-slate-900">
            {secret.replace(/(.{4})/g, '$1 ').trim()}
          </code>
        </div>
      </div>
      <CodeForm
        submitLabel={t('twoStep.confirm')}
        isPending={confirm.isPending}
        error={confirm.error}
        onSubmit={({ code }) => confirm.mutate(code, { onSuccess: (data) => onEnabled(data.recoveryCodes) })}
        extraActions={
          <Button variant="secondary" onClick={() => start.reset()}>
            {t('twoStep.cancel')}
          </Button>
        }
      />
    </div>
  );
}
