import { LANG_COOKIE_DAYS } from '@app/contract/limits';
import type { Locale } from '@app/contract/schemas/common';
import { readCookie, writeCookie } from './cookies';

/** The contract's LOCALES, repeated here so the first page load does not pull zod in. */
export const LOCALES = ['en', 'ko'] as const satisfies readonly Locale[];
export const LANG_COOKIE = 'lang';
export const DEFAULT_LANGUAGE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** `ko-KR` → `ko`; anything we do not speak → null. */
export function localeFromTag(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(base) ? base : null;
}

/** The language: from the route, then the cookie, then the browser's languages, then English. */
export function resolveLanguage(sources: {
  route?: string | null;
  cookie?: string | null;
  browser?: readonly string[];
}): Locale {
  if (isLocale(sources.route)) return sources.route;
  const fromCookie = localeFromTag(sources.cookie);
  if (fromCookie) return fromCookie;
  for (const tag of sources.browser ?? []) {
    const found = localeFromTag(tag);
    if (found) return found;
  }
  return DEFAULT_LANGUAGE;
}

/** The first path segment when it is a language prefix. */
export function languageOfPath(pathname: string): Locale | null {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : null;
}

/** `/en/auth/signin?x=1` with `ko` → `/ko/auth/signin?x=1`; a path without a prefix gets one. */
export function swapLanguagePrefix(path: string, lang: Locale): string {
  const match = /^([^?#]*)(.*)$/.exec(path);
  const pathname = match?.[1] || '/';
  const rest = match?.[2] ?? '';
  const segments = pathname.split('/').filter((s, i) => i > 0 || s !== '');
  if (isLocale(segments[0])) segments.shift();
  const tail = segments.join('/');
  return `/${lang}${tail ? `/${tail}` : '/'}${rest}`;
}

export function resolveBrowserLanguage(routeLang?: string | null): Locale {
  return resolveLanguage({
    route: routeLang,
    cookie: readCookie(LANG_COOKIE),
    browser: navigator.languages?.length ? navigator.languages : [navigator.language],
  });
}

export function rememberLanguage(lang: Locale) {
  writeCookie(LANG_COOKIE, lang, LANG_COOKIE_DAYS * 86_400);
}
