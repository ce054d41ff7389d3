import { countryNameOf } from '@app/contract/rules/country-names';
import { useCallback } from 'react';
import { useLang } from '../../lib/use-lang';

/** A country code's name in the page language (the contract's `countryNameOf`, bound to the page's language). */
export function useCountryName() {
  const lang = useLang();
  return useCallback((code: string) => countryNameOf(code, lang), [lang]);
}
