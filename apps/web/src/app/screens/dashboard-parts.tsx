import type { CurrentUser } from '@app/contract/schemas/user';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Badge, Card } from '../../components/ui/card';
import { CheckIcon } from '../../components/ui/icons';
import { PageHeader } from '../../components/ui/page-header';
import { formatName } from '../../lib/names';

export function DashboardHeader({ title, subtitle, aside }: { title: string; subtitle: string; aside?: ReactNode }) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <PageHeader title={title} subtitle={subtitle} />
      {aside}
    </div>
  );
}

type NextStepProps = {
  title: string;
  body: string;
  isDone: boolean;
  action?: { label: string; to: string };
  status?: ReactNode;
};

/** One item of the "next steps" checklist. */
export function NextStep({ title, body, isDone, action, status }: NextStepProps) {
  const { t } = useTranslation('dashboard');
  return (
    <li className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center">
      <span
        className={clsx(
          'flex size-9 shrink-0 items-center justify-center rounded-full border-2',
          isDone ? 'border-emerald-500 bg-emerald-500 text-white' : 'border-slate-300 text-transparent',
        )}
      >
        <CheckIcon width={18} height={18} strokeWidth={3} />
        <span className="sr-only">{isDone ? t('done') : t('todo')}</span>
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-slate-900">{title}</h3>
          {status}
        </div>
        <p className="mt-1 text-sm leading-6 text-slate-600">{body}</p>
      </div>
      {action && !isDone ? (
        <Link to={action.to} className={buttonClasses({ size: 'sm', className: 'self-start sm:self-center' })}>
          {action.label}
        </Link>
      ) : null}
    </li>
  );
}

export function NextSteps({ children }: { children: ReactNode }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card>
      <h2 className="border-b border-slate-200 px-5 py-4 text-lg font-semibold text-slate-900">
        {t('nextStepsTitle')}
      </h2>
      <ol className="divide-y divide-slate-200">{children}</ol>
    </Card>
  );
}

/** The signed-in account at a glance. */
export function AccountCard({ user, extra }: { user: CurrentUser; extra?: ReactNode }) {
  const { t } = useTranslation('dashboard');
  const { t: tc } = useTranslation();
  const emailOn = 'notificationSettings' in user ? user.notificationSettings.emailNotiFlag : null;
  const rows: [string, ReactNode][] = [
    [t('name'), formatName(user.firstName, user.lastName)],
    [t('email'), user.email],
    [t('role'), t(`roles.${user.role}`)],
    [t('language'), tc(`language.${user.locale}`)],
  ];
  if (emailOn !== null) {
    rows.push([
      t('emailNotifications'),
      <Badge key="mail" tone={emailOn ? 'success' : 'neutral'}>
        {emailOn ? t('on') : t('off')}
      </Badge>,
    ]);
  }
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold text-slate-900">{t('accountTitle')}</h2>
      <dl className="mt-4 space-y-3 text-sm">
        {extra}
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-col gap-0.5">
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-medium break-all text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
