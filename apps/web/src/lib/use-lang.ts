import type { Locale } from '@app/contract/schemas/common';
import { useParams } from 'react-router';
import { DEFAULT_LANGUAGE, isLocale } from './language';

/** The language of the current route (`/:lang/...`). */
export function useLang(): Locale {
  const { lang } = useParams();
  return isLocale(lang) ? lang : DEFAULT_LANGUAGE;
}

/** Builds `/{lang}{path}` links for the current language. */
export function useLocalizedPath() {
  const lang = useLang();
  return (path: string) => `/${lang}${path === '/' ? '/' : path}`;
}
