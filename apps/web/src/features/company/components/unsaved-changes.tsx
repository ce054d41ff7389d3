import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

const withoutLanguage = (pathname: string) => pathname.replace(/^\/(en|ko)(?=\/|$)/, '');

/**
 * Asks before leaving a page with unsaved changes: in-app navigation gets a dialog (react-router's blocker),
 * closing or reloading the tab gets the browser's own prompt.
 */
export function UnsavedChangesPrompt({ when }: { when: boolean }) {
  const { t } = useTranslation('company');
  // Switching the language keeps the page (and the form) as it is, so only other pages are blocked.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && withoutLanguage(currentLocation.pathname) !== withoutLanguage(nextLocation.pathname),
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a return value to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title={t('unsaved.title')}
      body={t('unsaved.body')}
      cancelLabel={t('unsaved.stay')}
      confirmLabel={t('unsaved.leave')}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
