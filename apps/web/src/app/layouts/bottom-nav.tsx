import type { CurrentUser } from '@app/contract/schemas/user';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import {
  BriefcaseIcon,
  ClipboardCheckIcon,
  FileTextIcon,
  KanbanIcon,
  ListChecksIcon,
  MailIcon,
  MegaphoneIcon,
  UserIcon,
  UsersSearchIcon,
} from '../../components/ui/icons';
import { useLang } from '../../lib/use-lang';
import { roleLinks, type TabIcon } from './role-links';

const ICONS: Record<TabIcon, typeof UserIcon> = {
  briefcase: BriefcaseIcon,
  file: FileTextIcon,
  mail: MailIcon,
  clipboard: ClipboardCheckIcon,
  megaphone: MegaphoneIcon,
  kanban: KanbanIcon,
  users: UsersSearchIcon,
  list: ListChecksIcon,
};

const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

// 44 px and more of touch target per item; the label under the icon keeps it readable without the icon.
const itemClass =
  'flex min-h-14 min-w-0 flex-1 flex-col items-center justify-center gap-0.5 px-0.5 text-[11px] leading-tight font-medium tracking-tight text-slate-600 transition-colors hover:text-slate-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 aria-[current=page]:text-brand-700 data-[state=open]:text-brand-700';

/** Below 1024 px: the role's main screens and the account menu, fixed at the bottom above the safe area. */
export function BottomNav({ user, onSignOut }: { user: CurrentUser; onSignOut: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const tabs = roleLinks(user, lang, t).filter((link) => link.tab);
  return (
    <nav
      aria-label={t('nav.tabs')}
      data-testid="bottom-nav"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] lg:hidden print:hidden"
    >
      <ul className="mx-auto flex max-w-xl">
        {tabs.map(({ to, label, tab }) => {
          const Icon = tab ? ICONS[tab.icon] : UserIcon;
          return (
            <li key={to} className="flex min-w-0 flex-1">
              <NavLink to={to} className={itemClass}>
                <Icon width={22} height={22} />
                <span className="max-w-full truncate">{tab?.label ?? label}</span>
              </NavLink>
            </li>
          );
        })}
        <li className="flex min-w-0 flex-1">
          <Suspense
            fallback={
              <span className={itemClass}>
                <UserIcon width={22} height={22} />
                <span>{t('nav.account')}</span>
              </span>
            }
          >
            <UserMenu user={user} onSignOut={onSignOut} variant="tab" tabClassName={itemClass} />
          </Suspense>
        </li>
      </ul>
    </nav>
  );
}
