import type { Locale, Role } from '@app/contract/schemas/common';
import { languageOfPath } from './language';

/** Where each role lands after sign-in. */
export function dashboardPath(role: Role, lang: Locale): string {
  switch (role) {
    case 'NORMAL':
      return `/${lang}/talent/mypage/dashboard`;
    case 'ORGANIZATION':
      return `/${lang}/company/mypage/dashboard`;
    case 'ADMIN':
      return `/${lang}/admin`;
  }
}

const PUBLIC_PREFIXES = ['auth', 'policy', 'dev', 'jobs', 'companies'];

/**
 * Public paths (spec section 2): the root, `/auth/*`, `/policy/*`, error pages, the development mailbox, and the public
 * posting and company pages.
 */
export function isPublicPath(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  if (languageOfPath(pathname)) segments.shift();
  const first = segments[0];
  if (first === undefined) return true;
  if (PUBLIC_PREFIXES.includes(first)) return true;
  // The link of the account-deletion mail works without a session.
  if (segments.join('/') === 'account/delete/confirm') return true;
  return segments.length === 1 && /^\d{3}$/.test(first);
}
