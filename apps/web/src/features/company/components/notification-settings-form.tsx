import type { CompanyNotificationSettings, CompanyUser } from '@app/contract/schemas/user';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../components/ui/toast';
import { describeError } from '../../../lib/form-errors';
import { PushSwitch } from '../../../shared/push/push-switch';
import { useUpdateCompanyNotificationSettings } from '../api/update-notification-settings';

type Flag = keyof CompanyNotificationSettings;
const CHANNELS: Flag[] = ['emailNotiFlag', 'pushNotiFlag'];
const TOPICS: Flag[] = [
  'noticeNotiFlag',
  'recommendedTalentNotiFlag',
  'newApplicantNotiFlag',
  'jobDecisionNotiFlag',
  'talentProfileUpdateNotiFlag',
];

/** The company user's notification flags, each with a one-line explanation; saved together. */
export function NotificationSettingsForm({ user }: { user: CompanyUser }) {
  const { t } = useTranslation('company');
  const save = useUpdateCompanyNotificationSettings(user.id);
  const form = useForm<CompanyNotificationSettings>({ defaultValues: user.notificationSettings });

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset(saved);
        toast.success(t('settings.saved'));
      },
    }),
  );

  const group = (title: string, flags: Flag[]) => (
    <fieldset className="mt-4">
      <legend className="text-sm font-semibold text-slate-800">{title}</legend>
      <div className="mt-1 divide-y divide-slate-100">
        {flags.map((flag) => (
          <Controller
            key={flag}
            control={form.control}
            name={flag}
            render={({ field }) =>
              // Push also needs this browser's permission and subscription, which the push switch handles.
              flag === 'pushNotiFlag' ? (
                <PushSwitch
                  checked={field.value}
                  onChange={field.onChange}
                  label={t(`settings.flags.${flag}.label`)}
                  hint={t(`settings.flags.${flag}.hint`)}
                />
              ) : (
                <Switch
                  name={flag}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  label={t(`settings.flags.${flag}.label`)}
                  hint={t(`settings.flags.${flag}.hint`)}
                />
              )
            }
          />
        ))}
      </div>
    </fieldset>
  );

  return (
    <Card className="p-5 sm:p-6">
      <form onSubmit={onSubmit} noValidate aria-labelledby="notifications-title">
        <h2 id="notifications-title" className="text-lg font-semibold text-slate-900">
          {t('settings.notificationsTitle')}
        </h2>
        <p className="mt-1 text-sm text-slate-500">{t('settings.notificationsBody')}</p>
        {save.error ? (
          <div className="mt-4">
            <Alert>{describeError(save.error)}</Alert>
          </div>
        ) : null}
        {group(t('settings.channels'), CHANNELS)}
        {group(t('settings.topics'), TOPICS)}
        <div className="mt-4 flex justify-end">
          <Button type="submit" isLoading={save.isPending} disabled={!form.formState.isDirty}>
            {t('settings.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
