import { lazy, Suspense } from 'react';
import type { ExternalToast } from 'sonner';

const SonnerToaster = lazy(() => import('./toaster'));

/** The toast region; sonner loads after the first paint, toasts are only shown after user actions anyway. */
export function Toaster() {
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}

type Show = (message: string, options?: ExternalToast) => void;
const show =
  (kind: 'success' | 'info' | 'error'): Show =>
  (message, options) =>
    void import('./toaster').then(({ toast }) => toast[kind](message, options));

export const toast = { success: show('success'), info: show('info'), error: show('error') };
