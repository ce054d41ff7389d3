import { SESSION_IDLE_WARNING_SECONDS } from '@app/contract/limits';
import { idleWarningDelay } from '@app/contract/rules/two-step-code';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast';
import { sessionIdle } from '../../../lib/session-idle';
import { readSessionIdle, staySignedIn } from '../api/session-idle';

/**
 * Company sessions end after an idle time (decision 035): a minute before, this asks whether the person is still
 * there; "stay signed in" counts as activity, and at the end the app signs out. Before warning it asks the server,
 * which also knows another tab's activity (that read is not activity itself).
 */
export function IdleWarning({ onSignOut }: { onSignOut: () => void }) {
  const { t } = useTranslation('auth');
  const deadline = useSyncExternalStore(sessionIdle.subscribe, sessionIdle.getSnapshot, sessionIdle.getSnapshot);
  const [isOpen, setIsOpen] = useState(false);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline === null) return;
    const warn = window.setTimeout(
      async () => {
        // Another tab may have been used meanwhile: the server's deadline decides (it updates the store).
        const fresh = await readSessionIdle().catch(() => null);
        const latest = fresh?.idleExpiresAt ? Date.parse(fresh.idleExpiresAt) : deadline;
        if (latest - Date.now() > SESSION_IDLE_WARNING_SECONDS * 1000) return;
        setNow(Date.now());
        setIsOpen(true);
      },
      idleWarningDelay(deadline, Date.now(), SESSION_IDLE_WARNING_SECONDS),
    );
    return () => window.clearTimeout(warn);
  }, [deadline]);

  useEffect(() => {
    if (!isOpen || deadline === null) return;
    if (deadline > Date.now() + SESSION_IDLE_WARNING_SECONDS * 1000) {
      setIsOpen(false);
      return;
    }
    const tick = window.setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= deadline) {
        window.clearInterval(tick);
        setIsOpen(false);
        toast.info(t('idle.signedOut'), { id: 'idle-signed-out' });
        onSignOut();
      }
    }, 1000);
    return () => window.clearInterval(tick);
  }, [isOpen, deadline, onSignOut, t]);

  const seconds = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  const stay = () => {
    setIsOpen(false);
    void staySignedIn().catch(() => undefined);
  };
  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => (open ? undefined : stay())}
      title={t('idle.title')}
      description={t('idle.body', { seconds })}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onSignOut}>
          {t('idle.signOut')}
        </Button>
        <Button onClick={stay} autoFocus>
          {t('idle.stay')}
        </Button>
      </div>
    </Dialog>
  );
}
