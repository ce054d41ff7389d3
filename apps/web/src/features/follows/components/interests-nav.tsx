import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useLang } from '../../../lib/use-lang';

/** Switches between followed postings and followed companies. */
export function InterestsNav() {
  const { t } = useTranslation('careers');
  const lang = useLang();
  const links = [
    [`/${lang}/talent/mypage/job-of-interest/1`, t('interests.jobs')],
    [`/${lang}/talent/mypage/company-of-interest/1`, t('interests.companies')],
  ] as const;
  return (
    <nav aria-label={t('interests.title')} className="inline-flex self-start rounded-xl bg-slate-100 p-1">
      {links.map(([to, label]) => (
        <NavLink
          key={to}
          to={to}
          className={({ isActive }) =>
            clsx(
              'rounded-lg px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600',
              isActive ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-600 hover:text-slate-900',
            )
          }
        >
          {label}
        </NavLink>
      ))}
    </nav>
  );
}
