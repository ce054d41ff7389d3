import { REDIRECT_COOKIE_SECONDS } from '@app/contract/limits';
import { deleteCookie, readCookie, writeCookie } from './cookies';

export const REDIRECT_COOKIE = 'redirect-after-signin';

/**
 * A same-origin, relative path that is safe to navigate to after sign-in, or null.
 * Rejects absolute URLs, protocol-relative `//host`, backslash tricks and control characters.
 */
export function safeRedirectPath(value: string | null | undefined, origin = 'http://localhost'): string | null {
  if (!value || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  try {
    const url = new URL(value, origin);
    if (url.origin !== new URL(origin).origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

export function rememberRedirect(path: string) {
  if (safeRedirectPath(path)) writeCookie(REDIRECT_COOKIE, path, REDIRECT_COOKIE_SECONDS);
}

export function readRedirect(): string | null {
  return safeRedirectPath(readCookie(REDIRECT_COOKIE), window.location.origin);
}

export function forgetRedirect() {
  deleteCookie(REDIRECT_COOKIE);
}
