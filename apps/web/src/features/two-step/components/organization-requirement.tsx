import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../components/ui/toast';
import { describeError } from '../../../lib/form-errors';
import { useSetOrganizationTwoStep } from '../api/set-organization-two-step';

/** The owner's switch: every member of the company must use two-step sign-in. */
export function OrganizationRequirement({
  isRequired,
  isOwnerEnabled,
}: {
  isRequired: boolean;
  isOwnerEnabled: boolean;
}) {
  const { t } = useTranslation('settings');
  const set = useSetOrganizationTwoStep();
  return (
    <div className="flex flex-col gap-3 border-t border-slate-200 pt-5">
      {set.isError ? <Alert>{describeError(set.error)}</Alert> : null}
      <Switch
        name="organization-two-step"
        checked={isRequired}
        disabled={set.isPending || (!isRequired && !isOwnerEnabled)}
        onCheckedChange={(checked) =>
          set.mutate(checked, { onSuccess: () => toast.success(t('twoStep.organizationSaved')) })
        }
        label={t('twoStep.organizationTitle')}
        hint={t('twoStep.organizationHint')}
      />
    </div>
  );
}
