import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { signOut } from '../features/auth/api/sign-out';
import { switchLanguage } from '../lib/i18n';
import { isLocale, rememberLanguage, resolveBrowserLanguage, swapLanguagePrefix } from '../lib/language';
import { sessionEvents } from '../lib/session-events';
import { IdleWatcher } from './company-gate';

/** Where a member removed from their organization lands (decision 044). */
export const MEMBERSHIP_ENDED_PATH = 'team/membership-ended';

/** `/` → the resolved language: cookie, then the browser, then English. */
export function RootRedirect() {
  const location = useLocation();
  return <Navigate replace to={`/${resolveBrowserLanguage()}/${location.search}${location.hash}`} />;
}

/**
 * The `/:lang` route: a path without a valid language prefix gets one; otherwise the language follows the route
 * (i18n, `<html lang>`, the `lang` cookie) and an ended session sends the user to the root.
 */
export function LanguageRoot() {
  const { lang } = useParams();
  const location = useLocation();
  if (!isLocale(lang)) {
    const target = swapLanguagePrefix(
      `${location.pathname}${location.search}${location.hash}`,
      resolveBrowserLanguage(),
    );
    return <Navigate replace to={target} />;
  }
  return <LanguageScope lang={lang} />;
}

function LanguageScope({ lang }: { lang: 'en' | 'ko' }) {
  useLayoutEffect(() => {
    rememberLanguage(lang);
    let isCurrent = true;
    void switchLanguage(lang).then(() => {
      if (isCurrent) document.documentElement.lang = lang;
    });
    return () => {
      isCurrent = false;
    };
  }, [lang]);
  return (
    <>
      <SessionWatcher lang={lang} />
      <IdleWatcher />
      <Outlet />
    </>
  );
}

function SessionWatcher({ lang }: { lang: string }) {
  const hasEnded = useSyncExternalStore(sessionEvents.subscribe, sessionEvents.getSnapshot, sessionEvents.getSnapshot);
  const navigate = useNavigate();
  const location = useLocation();
  const isNavigating = useRef(false);
  useEffect(() => {
    if (!hasEnded) {
      isNavigating.current = false;
      return;
    }
    // A removed member lands on the page that says so (decision 044); any other ended session on the root.
    const target = sessionEvents.reason() === 'MEMBERSHIP_ENDED' ? `/${lang}/${MEMBERSHIP_ENDED_PATH}` : `/${lang}/`;
    if (location.pathname.replace(/\/$/, '') === target.replace(/\/$/, '')) {
      sessionEvents.acknowledge();
      // Only now drop the dead cookie (sign-out clears it even without a live session): cleared earlier, a call
      // still running on the protected page would see UNAUTHENTICATED and send the user to sign-in instead.
      void signOut();
    } else if (!isNavigating.current) {
      isNavigating.current = true;
      void navigate(target, { replace: true });
    }
  }, [hasEnded, location.pathname, navigate, lang]);
  return null;
}
