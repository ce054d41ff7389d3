import { type RefObject, useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

/** The path without its language prefix: switching language keeps the form (same screen), so it is not leaving. */
const withoutLanguage = (pathname: string) => pathname.replace(/^\/(en|ko)(?=\/|$)/, '');

type Props = {
  when: boolean;
  /** Set to true to let the next navigation through (e.g. right after saving). */
  allowRef?: RefObject<boolean>;
  /** The screen's own words for the dialog. */
  texts: { title: string; body: string; stay: string; leave: string };
};

/**
 * Asks before leaving a screen with unsaved changes: in-app navigation gets a dialog (react-router's blocker),
 * closing or reloading the tab gets the browser's own prompt.
 */
export function UnsavedChangesPrompt({ when, allowRef, texts }: Props) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      !allowRef?.current &&
      withoutLanguage(currentLocation.pathname) !== withoutLanguage(nextLocation.pathname),
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
      title={texts.title}
      body={texts.body}
      cancelLabel={texts.stay}
      confirmLabel={texts.leave}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
