import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { describeError } from '../../../lib/form-errors';
import { useLocalizedPath } from '../../../lib/use-lang';
import { usePageTitle } from '../../../lib/use-page-title';
import { useConfirmDeletion } from '../api/confirm-deletion';

/** `/account/delete/confirm?token=…`, the link of the deletion mail: deletes once, then signs out here too. */
export function AccountDeletionConfirm() {
  const { t } = useTranslation('settings');
  const to = useLocalizedPath();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmDeletion();
  const hasStarted = useRef(false);
  usePageTitle(t('confirm.title'));

  useEffect(() => {
    // Once: the token is single-use, and development mode runs effects twice.
    if (hasStarted.current || !token) return;
    hasStarted.current = true;
    confirm.mutate(token);
  }, [token, confirm]);

  return (
    <div className="mx-auto flex max-w-lg flex-col px-4 py-16 sm:px-6">
      <Card className="flex flex-col gap-5 p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('confirm.title')}</h1>
        {!token ? <Alert>{t('confirm.noToken')}</Alert> : null}
        {token && (confirm.isPending || confirm.isIdle) ? (
          <p className="flex items-center gap-3 text-slate-600">
            <Spinner className="text-brand-600" />
            {t('confirm.working')}
          </p>
        ) : null}
        {confirm.isSuccess ? <Alert tone="success">{t('confirm.done')}</Alert> : null}
        {confirm.isError ? <Alert>{describeError(confirm.error)}</Alert> : null}
        {confirm.isSuccess || confirm.isError || !token ? (
          <Link to={to('/')} className={buttonClasses({ className: 'self-start' })}>
            {t('confirm.home')}
          </Link>
        ) : null}
      </Card>
    </div>
  );
}
