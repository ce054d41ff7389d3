import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { GlobeIcon } from '../../components/ui/icons';
import { LOCALES, rememberLanguage, swapLanguagePrefix } from '../../lib/language';
import { useLang } from '../../lib/use-lang';

/** The same path in each language, and the choice to remember when the user follows it (the `lang` cookie). */
export function useLanguageLinks() {
  const lang = useLang();
  const location = useLocation();
  const current = `${location.pathname}${location.search}${location.hash}`;
  return LOCALES.map((locale) => ({
    locale,
    to: swapLanguagePrefix(current, locale),
    isCurrent: locale === lang,
    remember: () => rememberLanguage(locale),
  }));
}

/** Links to the same path in each language; the `lang` cookie is written as the user switches. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('language.label')} className={clsx('flex items-center gap-1', className)}>
      <GlobeIcon width={16} height={16} className="text-slate-500" />
      {useLanguageLinks().map(({ locale, to, isCurrent, remember }) => (
        <Link
          key={locale}
          to={to}
          lang={locale}
          hrefLang={locale}
          onClick={remember}
          aria-current={isCurrent ? 'true' : undefined}
          className={clsx(
            'rounded-md px-2 py-1 text-sm font-medium transition-colors',
            isCurrent ? 'bg-slate-100 text-slate-900' : 'text-slate-500 hover:text-slate-900',
          )}
        >
          {t(`language.${locale}`)}
        </Link>
      ))}
    </nav>
  );
}
