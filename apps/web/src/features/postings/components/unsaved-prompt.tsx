import { type RefObject, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

const withoutLanguage = (pathname: string) => pathname.replace(/^\/(en|ko)(?=\/|$)/, '');

/**
 * Asks before leaving the editor with unsaved changes: a dialog for in-app navigation (react-router's blocker), the
 * browser's prompt for closing or reloading. `allowRef` lets a navigation right after saving through.
 */
export function UnsavedPrompt({ when, allowRef }: { when: boolean; allowRef: RefObject<boolean> }) {
  const { t } = useTranslation('postings');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && !allowRef.current && withoutLanguage(currentLocation.pathname) !== withoutLanguage(nextLocation.pathname),
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
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
      title={t('editor.unsaved.title')}
      body={t('editor.unsaved.body')}
      cancelLabel={t('editor.unsaved.stay')}
      confirmLabel={t('editor.unsaved.leave')}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
