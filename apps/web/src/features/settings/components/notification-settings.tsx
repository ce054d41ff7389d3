import type { TalentNotificationSettings } from '@app/contract/schemas/user';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../components/ui/toast';
import { describeError } from '../../../lib/form-errors';
import { PushSwitch } from '../../../shared/push/push-switch';
import { useUpdateTalentNotifications } from '../api/update-notifications';

const FLAGS = [
  'emailNotiFlag',
  'pushNotiFlag',
  'noticeNotiFlag',
  'recommendedJobNotiFlag',
  'jobResultFlag',
] as const satisfies readonly (keyof TalentNotificationSettings)[];

/** A talent's notification flags; each switch saves at once. */
export function TalentNotificationSettingsForm({
  userId,
  settings,
}: {
  userId: number;
  settings: TalentNotificationSettings;
}) {
  const { t } = useTranslation('settings');
  const update = useUpdateTalentNotifications(userId);
  const pending = update.isPending ? update.variables : undefined;
  return (
    <div className="flex max-w-2xl flex-col gap-5">
      <p className="text-sm text-slate-600">{t('notifications.description')}</p>
      {update.isError ? <Alert>{describeError(update.error)}</Alert> : null}
      <ul className="flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200">
        {FLAGS.map((flag) => {
          const save = (checked: boolean) =>
            update.mutate({ [flag]: checked }, { onSuccess: () => toast.success(t('notifications.saved')) });
          const props = {
            label: t(`notifications.${flag}.label`),
            hint: t(`notifications.${flag}.body`),
            checked: pending?.[flag] ?? settings[flag],
            disabled: update.isPending,
          };
          return (
            <li key={flag} className="p-4">
              {/* Push also needs this browser's permission and subscription, which the push switch handles. */}
              {flag === 'pushNotiFlag' ? (
                <PushSwitch {...props} onChange={save} />
              ) : (
                <Switch {...props} onCheckedChange={save} />
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
