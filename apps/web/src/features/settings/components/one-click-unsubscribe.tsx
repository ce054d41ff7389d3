import type { MailFlag, OneClickPreview } from '@app/contract/schemas/notification-flag';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/form-errors';
import { useLocalizedPath } from '../../../lib/use-lang';
import { usePageTitle } from '../../../lib/use-page-title';
import { useApplyOneClick, useOneClickPreview } from '../api/one-click';

/** Where the user changes every setting (after signing in). */
const settingsPath = (role: OneClickPreview['role']) =>
  role === 'ORGANIZATION' ? '/company/mypage/settings' : '/talent/mypage/settings';

/**
 * `/settings/notifications/unsubscribe?token=…`, the one-click link of a notification mail: works signed out,
 * shows which setting of which account changes, and turns it off on one click.
 */
export function OneClickUnsubscribe() {
  const { t } = useTranslation('settings');
  const to = useLocalizedPath();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const preview = useOneClickPreview(token);
  const apply = useApplyOneClick(token);
  usePageTitle(t('unsubscribe.title'));

  const flagName = (flag: MailFlag) => t(`unsubscribe.flags.${flag}`);
  const linkError = (error: unknown) => {
    const code = isApiError(error) ? error.errorCode : null;
    if (code === 'TOKEN_INVALID') return t('unsubscribe.invalid');
    if (code === 'TOKEN_EXPIRED') return t('unsubscribe.expired');
    return describeError(error);
  };
  const isLinkProblem = (error: unknown) =>
    isApiError(error) && (error.errorCode === 'TOKEN_INVALID' || error.errorCode === 'TOKEN_EXPIRED');

  let content: ReactNode;
  if (!token) {
    content = <Alert>{t('unsubscribe.noToken')}</Alert>;
  } else if (preview.isPending) {
    content = (
      <p className="flex items-center gap-3 text-slate-600">
        <Spinner className="text-brand-600" />
        {t('unsubscribe.checking')}
      </p>
    );
  } else if (preview.isError) {
    content = (
      <>
        <Alert>
          <p>{linkError(preview.error)}</p>
          {isLinkProblem(preview.error) ? <p>{t('unsubscribe.signInHint')}</p> : null}
        </Alert>
        <div className="flex flex-wrap gap-2">
          {isLinkProblem(preview.error) ? (
            <Link to={to('/auth/signin')} className={buttonClasses({})}>
              {t('unsubscribe.signIn')}
            </Link>
          ) : (
            <Button onClick={() => void preview.refetch()}>{t('unsubscribe.retry')}</Button>
          )}
        </div>
      </>
    );
  } else {
    const { flag, email, role, enabled } = preview.data;
    const settingsLink = (
      <Link to={to(settingsPath(role))} className={buttonClasses({ variant: 'secondary' })}>
        {t('unsubscribe.openSettings')}
      </Link>
    );
    if (apply.isSuccess || !enabled) {
      content = (
        <>
          <Alert tone="success">
            <p>{t(apply.isSuccess ? 'unsubscribe.done' : 'unsubscribe.already', { flag: flagName(flag), email })}</p>
            <p>{t('unsubscribe.turnOnAgain')}</p>
          </Alert>
          <div className="flex flex-wrap gap-2">{settingsLink}</div>
        </>
      );
    } else {
      content = (
        <>
          <dl className="grid gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
            <dt className="font-medium text-slate-500">{t('unsubscribe.account')}</dt>
            <dd className="font-semibold text-slate-900">{email}</dd>
            <dt className="font-medium text-slate-500">{t('unsubscribe.setting')}</dt>
            <dd className="text-slate-900">
              <span className="font-semibold">{flagName(flag)}</span>
              <span className="text-slate-500">
                {' '}
                · {t('unsubscribe.onNow')} → {t('unsubscribe.offAfter')}
              </span>
            </dd>
          </dl>
          <p className="text-slate-700">{t(`unsubscribe.effect.${flag}`)}</p>
          {apply.isError ? <Alert>{linkError(apply.error)}</Alert> : null}
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => apply.mutate()} isLoading={apply.isPending}>
              {t('unsubscribe.turnOff', { flag: flagName(flag) })}
            </Button>
            <Link to={to('/')} className={buttonClasses({ variant: 'ghost' })}>
              {t('unsubscribe.keep')}
            </Link>
          </div>
        </>
      );
    }
  }

  return (
    <div className="mx-auto flex max-w-lg flex-col px-4 py-16 sm:px-6">
      <Card className="flex flex-col gap-5 p-6 sm:p-8">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('unsubscribe.title')}</h1>
          <p className="mt-2 text-sm text-slate-600">{t('unsubscribe.intro')}</p>
        </div>
        <div aria-live="polite" className="flex flex-col gap-5">
          {content}
        </div>
      </Card>
    </div>
  );
}
