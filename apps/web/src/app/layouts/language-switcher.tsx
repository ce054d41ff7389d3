import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { GlobeIcon } from '../../components/ui/icons';
import { LOCALES, rememberLanguage, swapLanguagePrefix } from '../../lib/language';
import { useLang } from '../../lib/use-lang';

/** Links to the same path in each language; the `lang` cookie is written as the user switches. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  const current = `${location.pathname}${location.search}${location.hash}`;
  return (
    <nav aria-label={t('language.label')} className={clsx('flex items-center gap-1', className)}>
      <GlobeIcon width={16} height={16} className="text-slate-500" />
      {LOCALES.map((locale) => (
        <Link
          key={locale}
          to={swapLanguagePrefix(current, locale)}
          lang={locale}
          hrefLang={locale}
          onClick={() => rememberLanguage(locale)}
          aria-current={locale === lang ? 'true' : undefined}
          className={clsx(
            'rounded-md px-2 py-1 text-sm font-medium transition-colors',
            locale === lang ? 'bg-slate-100 text-slate-900' : 'text-slate-500 hover:text-slate-900',
          )}
        >
          {t(`language.${locale}`)}
        </Link>
      ))}
    </nav>
  );
}
