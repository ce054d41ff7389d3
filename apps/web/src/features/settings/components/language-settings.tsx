import type { Locale } from '@app/contract/schemas/common';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast';
import { describeError } from '../../../lib/form-errors';
import { LOCALES, rememberLanguage, swapLanguagePrefix } from '../../../lib/language';
import { useLang } from '../../../lib/use-lang';
import { useUpdateSummary } from '../api/update-summary';

type Account = { id: number; firstName: string; lastName: string; imageUrl: string | null; locale: Locale };

/**
 * One choice sets both the site's language on this browser (route prefix and `lang` cookie) and the account's
 * language, in which e-mails and notifications are written.
 */
export function LanguageSettings({ user }: { user: Account }) {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const location = useLocation();
  const updateSummary = useUpdateSummary(user.id);
  const choose = (next: Locale) => {
    if (next !== user.locale) {
      const { firstName, lastName, imageUrl } = user;
      updateSummary.mutate(
        { firstName, lastName, imageUrl, locale: next },
        { onError: (error) => toast.error(describeError(error)) },
      );
    }
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
      <p className="text-sm text-slate-500">
        {t('language.mailNote', { language: tc(`language.${updateSummary.variables?.locale ?? user.locale}`) })}
      </p>
    </fieldset>
  );
}
