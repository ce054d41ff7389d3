import type { CurrentUser } from '@app/contract/schemas/user';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronDownIcon, UserIcon } from '../../components/ui/icons';
import { formatName, initialsOf } from '../../lib/names';
import { dashboardPath } from '../../lib/paths';
import { useLang } from '../../lib/use-lang';
import { useLanguageLinks } from './language-switcher';
import { accountLinks, roleLinks } from './role-links';

const itemClass =
  'flex h-11 cursor-pointer items-center rounded-md px-3 text-sm text-slate-800 outline-none select-none data-highlighted:bg-slate-100 lg:h-10';
const separator = <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />;

type UserMenuProps = {
  user: CurrentUser;
  onSignOut: () => void;
  /** `avatar` in the header; `tab` is the bottom navigation's "Account" item (the menu opens upwards). */
  variant?: 'avatar' | 'tab';
  tabClassName?: string;
};

export function UserMenu({ user, onSignOut, variant = 'avatar', tabClassName }: UserMenuProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const languages = useLanguageLinks();
  const initials = initialsOf(user.firstName, user.lastName);
  const displayName = user.role === 'ORGANIZATION' ? user.companyName : formatName(user.firstName, user.lastName);
  return (
    <DropdownMenu.Root>
      {variant === 'tab' ? (
        <DropdownMenu.Trigger className={tabClassName} data-testid="bottom-nav-account">
          <UserIcon width={22} height={22} />
          <span>{t('nav.account')}</span>
        </DropdownMenu.Trigger>
      ) : (
        <DropdownMenu.Trigger
          aria-label={t('userMenu.open')}
          className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <span className="flex size-8 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white">
            {initials || '?'}
          </span>
          <span className="hidden max-w-40 truncate text-sm font-medium text-slate-800 sm:inline">{displayName}</span>
          <ChevronDownIcon width={16} height={16} className="text-slate-500" />
        </DropdownMenu.Trigger>
      )}
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          side={variant === 'tab' ? 'top' : 'bottom'}
          sideOffset={6}
          collisionPadding={8}
          className="z-50 max-h-(--radix-dropdown-menu-content-available-height) w-64 overflow-y-auto rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          <div className="px-3 py-2">
            <p className="text-xs text-slate-600">{t('userMenu.signedInAs')}</p>
            <p className="truncate text-sm font-medium text-slate-900">{user.email}</p>
          </div>
          {separator}
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={dashboardPath(user.role, lang)}>{t('userMenu.dashboard')}</Link>
          </DropdownMenu.Item>
          {[
            // The bottom navigation's menu leaves out the screens it already shows.
            ...roleLinks(user, lang, t).filter((link) => variant === 'avatar' || !link.tab),
            ...accountLinks(user, lang, t),
          ].map(({ to, label }) => (
            <DropdownMenu.Item key={to} asChild className={itemClass}>
              <Link to={to}>{label}</Link>
            </DropdownMenu.Item>
          ))}
          {separator}
          <DropdownMenu.Label className="px-3 pt-1 text-xs text-slate-600">{t('language.label')}</DropdownMenu.Label>
          {languages.map(({ locale, to, isCurrent, remember }) => (
            <DropdownMenu.Item key={locale} asChild className={itemClass}>
              <Link
                to={to}
                lang={locale}
                hrefLang={locale}
                onClick={remember}
                aria-current={isCurrent ? 'true' : undefined}
                className={isCurrent ? 'font-semibold' : undefined}
              >
                {t(`language.${locale}`)}
              </Link>
            </DropdownMenu.Item>
          ))}
          {separator}
          <DropdownMenu.Item className={itemClass} onSelect={onSignOut}>
            {t('userMenu.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
