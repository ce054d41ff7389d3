import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { toast } from '../../../components/ui/toast';
import { describeError } from '../../../lib/form-errors';
import { useTwoStepStatus } from '../api/get-two-step';
import { OrganizationRequirement } from './organization-requirement';
import { RecoveryCodes } from './recovery-codes';
import { TwoStepManage } from './two-step-manage';
import { TwoStepSetup } from './two-step-setup';

/**
 * The settings' two-step sign-in (every role): set up with a QR code, recovery codes shown once, new codes, turning
 * off; for a company's owner, the organization's requirement. `onEnabled` runs once the user saved the codes.
 */
export function TwoStepSection({ onEnabled }: { onEnabled?: () => void }) {
  const { t, i18n } = useTranslation('settings');
  const status = useTwoStepStatus();
  const [codes, setCodes] = useState<string[] | null>(null);

  if (status.isPending) return <Spinner label={t('twoStep.title')} />;
  if (status.isError) return <ErrorState body={describeError(status.error)} onRetry={() => void status.refetch()} />;
  const { isEnabled, enabledAt, recoveryCodesLeft, organization } = status.data;

  if (codes) {
    return (
      <RecoveryCodes
        codes={codes}
        onDone={() => {
          setCodes(null);
          onEnabled?.();
        }}
      />
    );
  }
  const date = enabledAt
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(enabledAt))
    : '';
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-slate-600">{t('twoStep.description')}</p>
      <p data-testid="two-step-state" className="text-sm font-medium text-slate-900">
        {isEnabled
          ? `${t('twoStep.on', { date })} ${t('twoStep.codesLeft', { count: recoveryCodesLeft })}`
          : t('twoStep.off')}
      </p>
      {isEnabled ? (
        <TwoStepManage onCodes={setCodes} canDisable={!organization?.isRequired} />
      ) : (
        <TwoStepSetup
          onEnabled={(next) => {
            setCodes(next);
            toast.success(t('twoStep.enabled'));
          }}
        />
      )}
      {organization?.canChange ? (
        <OrganizationRequirement isRequired={organization.isRequired} isOwnerEnabled={isEnabled} />
      ) : null}
    </div>
  );
}
