import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

/** The path without its language prefix: switching language keeps the form (same screen), so it is not leaving. */
const withoutLang = (pathname: string) => pathname.replace(/^\/(en|ko)(?=\/|$)/, '');

/**
 * While `isDirty`, leaving the screen asks first: in-app navigation through the router's blocker, closing or
 * reloading the tab through `beforeunload`.
 */
export function UnsavedChangesPrompt({ isDirty }: { isDirty: boolean }) {
  const { t } = useTranslation('profile');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && withoutLang(currentLocation.pathname) !== withoutLang(nextLocation.pathname),
  );

  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a returnValue to show their own prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => !open && blocker.state === 'blocked' && blocker.reset()}
      title={t('leave.title')}
      body={t('leave.body')}
      confirmLabel={t('leave.confirm')}
      cancelLabel={t('leave.stay')}
      onConfirm={() => blocker.state === 'blocked' && blocker.proceed()}
    />
  );
}
