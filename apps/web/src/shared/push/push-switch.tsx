import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Switch } from '../../components/ui/switch';
import { usePushSubscription } from './use-push';

type PushSwitchProps = {
  /** The account's push flag. */
  checked: boolean;
  /** Saves the flag (at once or with the surrounding form); called only once this browser is set up. */
  onChange: (checked: boolean) => void;
  label: ReactNode;
  hint: ReactNode;
  disabled?: boolean;
};

/**
 * The push notification setting: turning it on asks the browser for permission and subscribes this browser before
 * the flag is saved; turning it off unsubscribes this browser. Below the switch, what the browser allows right now.
 */
export function PushSwitch({ checked, onChange, label, hint, disabled }: PushSwitchProps) {
  const { t } = useTranslation('notifications');
  const push = usePushSubscription();
  const blocked = push.support === 'unsupported' || push.support === 'denied' || push.problem === 'unavailable';

  const toggle = async (next: boolean) => {
    if (next) {
      if (await push.enable()) onChange(true);
    } else {
      await push.disable();
      onChange(false);
    }
  };

  let status: { text: string; tone: 'ok' | 'warn' | 'muted' } | null = null;
  if (push.problem === 'unavailable') status = { text: t('push.unavailable'), tone: 'warn' };
  else if (push.support === 'unsupported') status = { text: t('push.unsupported'), tone: 'warn' };
  else if (push.support === 'denied') status = { text: t('push.denied'), tone: 'warn' };
  else if (push.problem === 'dismissed') status = { text: t('push.dismissed'), tone: 'warn' };
  else if (push.problem === 'failed') status = { text: t('push.failed'), tone: 'warn' };
  else if (checked && push.subscribed) status = { text: t('push.onHere'), tone: 'ok' };
  else if (checked && push.subscribed === false) status = { text: t('push.offHere'), tone: 'muted' };

  return (
    <div data-testid="push-setting">
      <Switch
        checked={checked}
        onCheckedChange={(next) => void toggle(next)}
        label={label}
        hint={hint}
        // A blocked browser can still turn the account's flag off, never on.
        disabled={disabled || push.busy || (blocked && !checked)}
      />
      {status ? (
        <div
          role="status"
          className={clsx(
            'flex flex-wrap items-center gap-x-3 gap-y-1 text-sm',
            status.tone === 'ok' && 'text-emerald-700',
            status.tone === 'warn' && 'text-amber-700',
            status.tone === 'muted' && 'text-slate-500',
          )}
        >
          <span>{status.text}</span>
          {checked && push.subscribed === false && !blocked && push.problem === null ? (
            <button
              type="button"
              onClick={() => void push.enable()}
              disabled={push.busy}
              className="font-semibold text-brand-700 hover:underline disabled:opacity-60"
            >
              {t('push.enableHere')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
