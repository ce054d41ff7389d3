import { useCallback } from 'react';
import { useLang } from '../../lib/use-lang';
import { localizeName } from '../catalog/localize-name';
import { useCountries } from './get-countries';

/** A country code's name in the page language (the code until the list has loaded). */
export function useCountryName() {
  const lang = useLang();
  const countries = useCountries();
  return useCallback(
    (code: string) => {
      const country = countries.data?.find((c) => c.nationCode === code);
      return country ? localizeName(country, lang) : code;
    },
    [countries.data, lang],
  );
}
