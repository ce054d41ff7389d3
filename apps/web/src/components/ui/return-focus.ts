import { useRef } from 'react';

/**
 * Focus back to the opener when a Radix dialog closes. Radix returns it only to a `Dialog.Trigger`; our dialogs are
 * opened by ordinary buttons and links (controlled `open`), so without this a keyboard user lands on the page's top.
 * Spread the result on `Dialog.Content`. When the opener is gone (its row was deleted), Radix's default applies.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    // Called before focus moves into the dialog: what has focus now opened it.
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      opener.current = null;
      if (!target?.isConnected || target === document.body) return;
      event.preventDefault();
      target.focus();
    },
  };
}
