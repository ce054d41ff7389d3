import { useSyncExternalStore } from 'react';

/**
 * Whether the viewport matches a media query; false on the server and while the client hydrates (the server cannot
 * know the screen), then the browser's answer, following it as the window is resized.
 *
 * For parts of a server-rendered page that CSS hides on some screens: rendering them only where they show keeps
 * their hydration (and the queries they start) off the main thread of phones (decision 060).
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Tailwind's `lg` breakpoint (64rem), from which pages show their filter sidebar instead of the filter sheet. */
export const WIDE_SCREEN = '(min-width: 64rem)';
