import type { Role } from '@app/contract/schemas/common';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { ErrorState } from '../components/ui/states';
import { describeError } from '../lib/form-errors';
import { dashboardPath, isPublicPath } from '../lib/paths';
import { wasPrerendered } from '../lib/prerendered';
import { forgetRedirect, readRedirect, rememberRedirect } from '../lib/redirect';
import { sessionEvents } from '../lib/session-events';
import { useLang } from '../lib/use-lang';
import { useCurrentUser } from '../shared/session/get-current-user';

/** Protected screens: a visitor goes to sign-in and the requested path is kept for 5 minutes. */
export function RequireAuth() {
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  const user = useCurrentUser();
  const hasSessionEnded = useSyncExternalStore(
    sessionEvents.subscribe,
    sessionEvents.getSnapshot,
    sessionEvents.getSnapshot,
  );
  const requested = `${location.pathname}${location.search}${location.hash}`;
  const mustSignIn = user.isSuccess && !user.data && !hasSessionEnded;

  useEffect(() => {
    if (mustSignIn) rememberRedirect(requested);
  }, [mustSignIn, requested]);

  // While an ended session is being handled, the watcher sends the user to the root instead.
  if (user.isPending || hasSessionEnded) return <PageSpinner label={t('states.loading')} />;
  if (user.isError) return <ErrorState body={describeError(user.error)} onRetry={() => void user.refetch()} />;
  if (!user.data) return <Navigate replace to={`/${lang}/auth/signin`} />;
  // A changed required policy: the consent page comes before anything else, then the user goes on to `requested`.
  // Settings stay open, where someone who does not agree can download their data or delete the account.
  const consentPath = `/${lang}/consents`;
  const isExempt = location.pathname === consentPath || location.pathname.endsWith('/mypage/settings');
  if (user.data.pendingConsents.length > 0 && !isExempt) {
    return <Navigate replace to={consentPath} state={{ from: requested }} />;
  }
  return <Outlet />;
}

/** Role screens: talents, companies and admins each see their own; anyone else goes to their own dashboard. */
export function RequireRole({ allow }: { allow: Role }) {
  const lang = useLang();
  const { data: user } = useCurrentUser();
  if (!user) return null;
  if (user.role !== allow) return <Navigate replace to={dashboardPath(user.role, lang)} />;
  return <Outlet />;
}

/** Sends `/talent` and the like to the signed-in user's dashboard. */
export function ToDashboard() {
  const lang = useLang();
  const { data: user } = useCurrentUser();
  return user ? <Navigate replace to={dashboardPath(user.role, lang)} /> : null;
}

/**
 * Auth screens: a signed-in user is replaced to the path kept before sign-in, or their dashboard.
 * Links carrying a single-use token (verification, password reset) still open, so they are never lost.
 */
export function PublicOnly() {
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  const user = useCurrentUser();
  const hasToken = new URLSearchParams(location.search).has('token');
  const signedInUser = hasToken ? null : (user.data ?? null);
  // Read the kept path once: the cookie is cleared right after, while the navigation to a lazy screen is under way
  // and this guard may render again (it would then send the user to the dashboard instead).
  const kept = useRef<string | null | undefined>(undefined);
  if (signedInUser && kept.current === undefined) kept.current = readRedirect();

  useEffect(() => {
    if (signedInUser) forgetRedirect();
  }, [signedInUser]);

  // A prerendered page was sent only to a visitor without a session: the form shows at once (decision 031).
  if (user.isPending && !wasPrerendered()) return <PageSpinner label={t('states.loading')} />;
  if (signedInUser) {
    const target = kept.current && !isPublicPath(kept.current) ? kept.current : dashboardPath(signedInUser.role, lang);
    return <Navigate replace to={target} />;
  }
  return <Outlet />;
}
