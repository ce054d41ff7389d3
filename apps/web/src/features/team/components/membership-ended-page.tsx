import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useLocalizedPath } from '../../../lib/use-lang';
import { usePageTitle } from '../../../lib/use-page-title';

/**
 * Where a member lands when an owner removed them from the organization (decision 044): their sessions ended, and
 * the next request said why. The account stays; another invitation lets them join a team again.
 */
export function MembershipEndedPage() {
  const { t } = useTranslation('company');
  const to = useLocalizedPath();
  usePageTitle(t('team.ended.title'));
  return (
    <div className="mx-auto flex max-w-lg flex-col gap-4 px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">{t('team.ended.title')}</h1>
      <Card className="flex flex-col gap-4 p-6" data-testid="membership-ended">
        <p className="text-slate-800">{t('team.ended.body')}</p>
        <p className="text-sm text-slate-600">{t('team.ended.next')}</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link to={to('/auth/signin')} className={buttonClasses({})}>
            {t('team.ended.signIn')}
          </Link>
          <Link to={to('/')} className={buttonClasses({ variant: 'secondary' })}>
            {t('team.ended.home')}
          </Link>
        </div>
      </Card>
    </div>
  );
}
