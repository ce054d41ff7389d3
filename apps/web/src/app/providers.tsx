import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Toaster, toast } from '../components/ui/toast';
import { signOut } from '../features/auth/api/sign-out';
import { configureApiClient } from '../lib/api-client';
import { i18n } from '../lib/i18n';
import { isPublicPath } from '../lib/paths';
import { queryClient } from '../lib/query-client';
import { rememberRedirect } from '../lib/redirect';
import { sessionEvents } from '../lib/session-events';
import { userQueryKey } from '../shared/session/get-current-user';

configureApiClient({
  language: () => i18n.language,
  /**
   * A session that was revoked or expired while the app was in use: forget the user and let the watcher send
   * them to the root with an explanation. A stale cookie on a public page, with nobody signed in, is ignored.
   */
  onSessionExpired: (reason) => {
    const wasSignedIn = queryClient.getQueryData(userQueryKey) != null;
    const { pathname, search, hash } = window.location;
    const isOnProtectedPage = !isPublicPath(pathname);
    if (!wasSignedIn && !isOnProtectedPage) {
      void signOut();
      return;
    }
    queryClient.setQueryData(userQueryKey, null);
    // A removed member gets a page that says so (decision 044); coming back to the same page makes no sense.
    if (reason === 'MEMBERSHIP_ENDED') {
      sessionEvents.markEnded(reason);
      return;
    }
    if (isOnProtectedPage) rememberRedirect(`${pathname}${search}${hash}`);
    toast.info(i18n.t('errors.SESSION_EXPIRED'), { id: 'session-ended' });
    // The watcher takes the user to the root, then drops the dead cookie (see SessionWatcher).
    sessionEvents.markEnded();
  },
});

/** `client`: the server's render brings its own per request (decision 049); the browser has one for the page's life. */
export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
