import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { useLocalizedPath } from '../../../lib/use-lang';
import { usePageTitle } from '../../../lib/use-page-title';
import { NoticeForm } from './notice-form';
import { NoticeList } from './notice-list';

/** `/admin/notices`: write a service notice in English and Korean for an audience, and see those already sent. */
export function NoticesPage() {
  const { t } = useTranslation('admin');
  const to = useLocalizedPath();
  usePageTitle(t('notices.pageTitle'));
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-10">
      <div>
        <Link to={to('/admin')} className="text-sm font-medium text-brand-700 hover:underline">
          ← {t('notices.back')}
        </Link>
        <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('notices.pageTitle')}</h1>
        <p className="mt-2 max-w-3xl text-slate-600">{t('notices.subtitle')}</p>
      </div>
      <section aria-labelledby="notice-form-title">
        <Card className="flex flex-col gap-5 p-5 sm:p-6">
          <h2 id="notice-form-title" className="text-lg font-semibold text-slate-900">
            {t('notices.compose')}
          </h2>
          <NoticeForm />
        </Card>
      </section>
      <section aria-labelledby="notice-list-title" className="flex flex-col gap-4">
        <h2 id="notice-list-title" className="text-lg font-semibold text-slate-900">
          {t('notices.sentTitle')}
        </h2>
        <NoticeList />
      </section>
    </div>
  );
}
