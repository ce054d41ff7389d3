import type { Locale } from '@app/contract/schemas/common';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LOCALES, rememberLanguage, swapLanguagePrefix } from '../../../lib/language';
import { useLang } from '../../../lib/use-lang';

/**
 * The site's language on this browser (route prefix and the `lang` cookie). The server has no call to change the
 * account's own locale, which e-mails use, so this says so.
 */
export function LanguageSettings({ accountLocale }: { accountLocale: Locale }) {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const location = useLocation();
  const choose = (next: Locale) => {
    if (next === lang) return;
    rememberLanguage(next);
    void navigate(swapLanguagePrefix(`${location.pathname}${location.search}${location.hash}`, next));
  };
  return (
    <fieldset className="flex max-w-xl flex-col gap-4">
      <legend className="mb-2 text-sm text-slate-600">{t('language.description')}</legend>
      {LOCALES.map((locale) => (
        <label
          key={locale}
          className={clsx(
            'flex cursor-pointer items-center gap-3 rounded-xl border p-4 text-sm font-medium',
            locale === lang ? 'border-brand-600 bg-brand-50 text-brand-900' : 'border-slate-200 text-slate-800',
          )}
        >
          <input
            type="radio"
            name="site-language"
            value={locale}
            checked={locale === lang}
            onChange={() => choose(locale)}
            className="size-4 accent-brand-600"
          />
          <span lang={locale}>{tc(`language.${locale}`)}</span>
        </label>
      ))}
      <p className="text-sm text-slate-500">{t('language.mailNote', { language: tc(`language.${accountLocale}`) })}</p>
    </fieldset>
  );
}
