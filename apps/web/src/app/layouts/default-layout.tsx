import { clsx } from 'clsx';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { LogoMark } from '../../components/ui/icons';
import { toast } from '../../components/ui/toast';
import { useSignOut } from '../../features/auth/api/sign-out';
import { loadNamespace } from '../../lib/i18n';
import { dashboardPath } from '../../lib/paths';
import { useLang } from '../../lib/use-lang';
import { useCurrentUser } from '../../shared/session/get-current-user';
import { useBottomBar } from './bottom-bar';
import { LanguageSwitcher } from './language-switcher';
import { roleLinks } from './role-links';

// The menu (Radix + floating-ui) is only needed once someone is signed in.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));
// The bottom navigation (phones and tablets) is only drawn once someone is signed in.
const BottomNav = lazy(() => import('./bottom-nav').then((m) => ({ default: m.BottomNav })));
// The notification bell (talents and companies) comes with its messages, after the header paints.
const NotificationBell = lazy(() =>
  Promise.all([
    import('../../features/notifications/components/notification-bell'),
    loadNamespace('notifications'),
  ]).then(([m]) => ({ default: m.NotificationBell })),
);

/**
 * Header (logo, navigation, language, account) and footer (policies) around every ordinary screen; below 1024 px a
 * signed-in user's main screens are in the bottom navigation instead of the header.
 */
export function DefaultLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const bottomBar = useBottomBar(user);
  const hasBottomNav = bottomBar === 'nav';
  const onSignOut = useSignOutWithToast();
  return (
    // --bottom-nav-h: what a page's own sticky bar at the bottom (apply, timer) stays above; the same room is kept
    // below the page (main and footer) so the fixed navigation never covers its end.
    <div
      className={clsx(
        'flex min-h-dvh flex-col',
        bottomBar
          ? '[--bottom-nav-h:calc(3.5rem+1px+env(safe-area-inset-bottom))] max-lg:pb-(--bottom-nav-h)'
          : '[--bottom-nav-h:env(safe-area-inset-bottom)]',
      )}
    >
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('nav.skipToContent')}
      </a>
      <Header hasBottomNav={hasBottomNav} onSignOut={onSignOut} />
      {/* At least a screen tall: the footer starts below the fold, so a screen whose content arrives after its
          first paint grows downwards without pushing the footer out of view (a layout shift). */}
      <main id="main" tabIndex={-1} className="min-h-[calc(100dvh-4rem)] flex-1 focus:outline-none">
        {children ?? <Outlet />}
      </main>
      <Footer />
      {hasBottomNav && user ? (
        // The same empty bar while its code arrives: nothing moves when it fills in.
        <Suspense
          fallback={
            <div className="fixed inset-x-0 bottom-0 z-30 h-(--bottom-nav-h) border-t border-slate-200 bg-white lg:hidden" />
          }
        >
          <BottomNav user={user} onSignOut={onSignOut} />
        </Suspense>
      ) : null}
    </div>
  );
}

function useSignOutWithToast() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return () => signOut.mutate(undefined, { onSettled: () => toast.success(t('userMenu.signedOut')) });
}

// Desktop links: from 1024 px (below, the bottom navigation has the main screens).
const headerLinkClass =
  'hidden rounded-md px-2 py-1 text-sm font-medium whitespace-nowrap text-slate-600 hover:text-slate-900';

function Header({ hasBottomNav, onSignOut }: { hasBottomNav: boolean; onSignOut: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { data: user, isPending } = useCurrentUser();

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link to={`/${lang}/`} className="flex items-center gap-2 text-brand-600">
          <LogoMark />
          <span className="text-lg font-bold tracking-tight whitespace-nowrap text-slate-900">{t('appName')}</span>
        </Link>
        <nav aria-label={t('nav.main')} className="flex items-center gap-1 sm:gap-3">
          <LanguageSwitcher className="hidden sm:flex" />
          {isPending ? (
            // Neither the visitor's links nor the user's until the session is known: nothing to swap afterwards.
            <span className="h-9 w-9" />
          ) : user ? (
            <>
              <Link to={dashboardPath(user.role, lang)} className={`${headerLinkClass} xl:inline`}>
                {t('nav.dashboard')}
              </Link>
              {roleLinks(user, lang, t)
                .filter((link) => !link.menuOnly)
                .map(({ to, label }) => (
                  <Link key={to} to={to} className={`${headerLinkClass} lg:inline`}>
                    {label}
                  </Link>
                ))}
              {user.role === 'NORMAL' || user.role === 'ORGANIZATION' ? (
                <Suspense fallback={<span className="size-9" />}>
                  <NotificationBell user={user} />
                </Suspense>
              ) : null}
              {/* With the bottom navigation the account menu is its last item. */}
              <div className={clsx(hasBottomNav && 'hidden lg:block')}>
                <Suspense fallback={<span className="size-8 rounded-full bg-slate-200" />}>
                  <UserMenu user={user} onSignOut={onSignOut} />
                </Suspense>
              </div>
            </>
          ) : (
            <>
              <Link to={`/${lang}/auth/signin`} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
                {t('nav.signIn')}
              </Link>
              <Link to={`/${lang}/auth/signup`} className={buttonClasses({ size: 'sm' })}>
                {t('nav.signUp')}
              </Link>
            </>
          )}
        </nav>
      </div>
      {/* On phones the language has a row of its own, or lives in the bottom navigation's account menu. */}
      {hasBottomNav ? null : (
        <div className="flex justify-end border-t border-slate-100 px-4 py-1 sm:hidden">
          <LanguageSwitcher />
        </div>
      )}
    </header>
  );
}

function Footer() {
  const { t } = useTranslation();
  const lang = useLang();
  const linkClass = 'text-sm text-slate-600 hover:text-slate-900';
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div className="flex items-center gap-2 text-brand-600">
          <LogoMark width={22} height={22} />
          <span className="text-sm text-slate-500">{t('footer.rights', { year: new Date().getFullYear() })}</span>
        </div>
        <ul className="flex flex-wrap gap-x-5 gap-y-2">
          <li>
            <Link className={linkClass} to={`/${lang}/policy/terms`}>
              {t('footer.terms')}
            </Link>
          </li>
          <li>
            <Link className={linkClass} to={`/${lang}/policy/privacy`}>
              {t('footer.privacy')}
            </Link>
          </li>
          <li>
            <Link className={linkClass} to={`/${lang}/dev/mailbox`}>
              {t('footer.mailbox')}
            </Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
