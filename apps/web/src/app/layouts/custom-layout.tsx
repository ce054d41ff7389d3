import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LogoMark } from '../../components/ui/icons';
import { useLang } from '../../lib/use-lang';
import { LanguageSwitcher } from './language-switcher';

/** The minimal layout (spec section 2: `/report`): a slim bar with the logo and language, full-width content. */
export function CustomLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <div className="flex h-14 items-center justify-between border-b border-slate-200 px-4 print:hidden">
        <Link to={`/${lang}/`} className="flex items-center gap-2 text-brand-600">
          <LogoMark width={24} height={24} />
          <span className="font-bold text-slate-900">{t('appName')}</span>
        </Link>
        <LanguageSwitcher />
      </div>
      <main id="main" className="flex-1">
        {children ?? <Outlet />}
      </main>
    </div>
  );
}
