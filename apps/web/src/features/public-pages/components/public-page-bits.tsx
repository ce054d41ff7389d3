import { PUBLIC_PAGE_TEXT } from '@app/contract/i18n/public-pages';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { isApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/form-errors';
import { useLang } from '../../../lib/use-lang';

/* Pieces of the public pages; their markup matches what the server sends (public-pages.bodies.ts). */

export const CARD = 'rounded-2xl border border-slate-200 bg-white shadow-xs p-5 sm:p-6';
export const LINK = 'font-medium text-brand-700 hover:underline';
/** The way to apply: below 1024 px it stays in view at the bottom of the page (above the bottom navigation). */
export const APPLY_BAR =
  'rounded-2xl border border-slate-200 bg-white shadow-xs p-4 sm:px-6 flex flex-col gap-3 sm:flex-row sm:items-center max-lg:sticky max-lg:bottom-[var(--bottom-nav-h,0px)] max-lg:z-20 max-lg:order-last max-lg:shadow-[0_-4px_12px_rgb(15_23_42/0.08)]';

/** The same title the server wrote, so taking over changes nothing. */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

export function PublicFrame({ kind, children }: { kind: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10" data-public-page={kind}>
      {children}
    </div>
  );
}

export function VerifiedBadge() {
  const lang = useLang();
  return (
    <span className="inline-flex items-center rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-700">
      {PUBLIC_PAGE_TEXT[lang].verified}
    </span>
  );
}

export function OrgLogo({ url, size }: { url: string | null; size: 'size-16' | 'size-20' }) {
  if (!url) return null;
  return <img src={url} alt="" className={`${size} shrink-0 rounded-xl border border-slate-200 object-cover`} />;
}

export function TextSection({ title, text }: { title: string; text: string }) {
  return (
    <section className={CARD}>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mt-3 text-[15px] leading-7 whitespace-pre-line text-slate-700">{text}</p>
    </section>
  );
}

export function Facts({ facts }: { facts: { label: string; value: string }[] }) {
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-2">
      {facts.map((f) => (
        <div key={f.label}>
          <dt className="text-slate-500">{f.label}</dt>
          <dd className="font-medium text-slate-900">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Closed posting or not found: a heading, a sentence and the way to open positions. */
export function PublicMessage({ kind }: { kind: 'closed' | 'notFound' }) {
  const lang = useLang();
  const text = PUBLIC_PAGE_TEXT[lang];
  const [title, body, label] =
    kind === 'closed'
      ? [text.closedTitle, text.closedBody, text.browseOpenPositions]
      : [text.notFoundTitle, text.notFoundBody, text.home];
  useDocumentTitle(`${title} | ${text.siteName}`);
  return (
    <PublicFrame kind="message">
      <section className={`${CARD} flex flex-col items-start gap-3`} data-testid={`public-${kind}`}>
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <p className="text-slate-600">{body}</p>
        <Link to={`/${lang}/`} className={buttonClasses({ size: 'lg' })}>
          {label}
        </Link>
      </section>
    </PublicFrame>
  );
}

export function PublicSkeleton() {
  return (
    <PublicFrame kind="loading">
      <div className="flex flex-col gap-4" aria-busy="true">
        <Skeleton className="h-48" />
        <Skeleton className="h-40" />
      </div>
    </PublicFrame>
  );
}

/**
 * What a public page shows before its data: not found (no id, or 404), closed (410), the error with a retry, or the
 * skeleton; then `children` with the data.
 */
export function PublicQueryGate<T>({
  missing,
  query,
  children,
}: {
  missing: boolean;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const status = isApiError(query.error) ? query.error.status : null;
  if (missing || status === 404) return <PublicMessage kind="notFound" />;
  if (status === 410) return <PublicMessage kind="closed" />;
  if (query.isError && !query.data) {
    return (
      <PublicFrame kind="error">
        <ErrorState body={describeError(query.error)} onRetry={() => void query.refetch()} />
      </PublicFrame>
    );
  }
  if (!query.data) return <PublicSkeleton />;
  return children(query.data);
}
