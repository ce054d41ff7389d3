import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';
import { buttonClasses } from '../components/ui/button';
import { LogoMark } from '../components/ui/icons';
import { useLang } from '../lib/use-lang';
import { usePageTitle } from '../lib/use-page-title';
import { LanguageSwitcher } from './layouts/language-switcher';

const KNOWN = ['401', '403', '404', '500', '503'] as const;
type KnownStatus = (typeof KNOWN)[number];
const isKnown = (status: string): status is KnownStatus => (KNOWN as readonly string[]).includes(status);

/** `/{errorCode}`: a full page without the layout. 404 is the not-found view; other codes a generic one. */
export function ErrorPage({ status }: { status: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const title = isKnown(status) ? t(`errorPage.title${status}`) : t('errorPage.titleOther');
  const body = isKnown(status) ? t(`errorPage.body${status}`) : t('errorPage.bodyOther');
  usePageTitle(title);
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <div className="flex justify-end p-4">
        <LanguageSwitcher />
      </div>
      <main className="flex flex-1 flex-col items-center justify-center gap-5 px-6 pb-24 text-center">
        <LogoMark width={40} height={40} className="text-brand-600" />
        <p className="text-sm font-semibold tracking-wide text-brand-600">{t('errorPage.code', { code: status })}</p>
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{title}</h1>
        <p className="max-w-md text-slate-600">{body}</p>
        <Link to={`/${lang}/`} className={buttonClasses({})}>
          {t('errorPage.backHome')}
        </Link>
      </main>
    </div>
  );
}

/** Unknown routes: "Page Not Found" and the requested path. */
export function NotFoundView() {
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  usePageTitle(t('notFound.title'));
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-6 py-20 text-center sm:py-28">
      <p className="text-sm font-semibold tracking-wide text-brand-600">{t('notFound.eyebrow')}</p>
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t('notFound.title')}</h1>
      <p className="text-slate-600">{t('notFound.body')}</p>
      <p className="flex max-w-full flex-wrap items-center justify-center gap-2 text-sm text-slate-500">
        <span>{t('notFound.pathLabel')}:</span>
        <code
          data-testid="not-found-path"
          className="rounded-md bg-slate-100 px-2 py-1 font-mono text-slate-800 break-all"
        >
          {location.pathname}
        </code>
      </p>
      <Link to={`/${lang}/`} className={buttonClasses({ className: 'mt-2' })}>
        {t('notFound.backHome')}
      </Link>
    </div>
  );
}

/** The router's error boundary: a thrown 404 shows not-found; anything else the generic error page. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <ErrorPage status="404" />;
  console.error(error);
  return <ErrorPage status="500" />;
}
