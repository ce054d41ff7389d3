import { lazy, Suspense, useEffect, useState } from 'react';
import type { ExternalToast } from 'sonner';

const SonnerToaster = lazy(() => import('./toaster'));

/**
 * Sonner's region (and sonner itself, 9 KB) comes with the reader's first interaction (pointer, key, focus) or the
 * first toast, whichever is first (decision 047): a visitor who only reads a page never downloads it. Toasts follow
 * user actions, so the region is normally there before its first toast, as a live region must be to be announced.
 */
let wantRegion = false;
let onWanted: (() => void) | null = null;
let regionReady: () => void;
const ready = new Promise<void>((resolve) => {
  regionReady = resolve;
});

function requestRegion() {
  wantRegion = true;
  onWanted?.();
}

const FIRST_INTERACTION = ['pointerdown', 'keydown', 'focusin'] as const;

/** The toast region, mounted on demand (above); nothing in the first render, so prerendered markup matches. */
export function Toaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (wantRegion) {
      setMounted(true);
      return;
    }
    const mount = () => setMounted(true);
    onWanted = mount;
    for (const type of FIRST_INTERACTION) window.addEventListener(type, requestRegion, { capture: true, once: true });
    return () => {
      onWanted = null;
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, requestRegion, { capture: true });
    };
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster onMounted={regionReady} />
    </Suspense>
  );
}

type Show = (message: string, options?: ExternalToast) => void;
/** Shows a toast once the region is there (sonner drops toasts sent before its region subscribed). */
const show =
  (kind: 'success' | 'info' | 'error'): Show =>
  (message, options) => {
    requestRegion();
    void Promise.all([import('./toaster'), ready]).then(([{ toast }]) => toast[kind](message, options));
  };

export const toast = { success: show('success'), info: show('info'), error: show('error') };
