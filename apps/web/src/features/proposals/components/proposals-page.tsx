import { PROPOSAL_STATUSES, type Proposal } from '@app/contract/schemas/talent-group';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { toast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/form-errors';
import { useLang } from '../../../lib/use-lang';
import { usePageTitle } from '../../../lib/use-page-title';
import { formatDate } from '../../../shared/format/dates';
import { CompanyLogo } from '../../../shared/postings/posting-bits';
import { PROPOSALS_PAGE_SIZE, useAnswerProposal, useTalentProposals } from '../api/proposals-api';
import { applicationPath } from '../lib/proposals';
import { ProposalStatusBadge } from './proposal-status-badge';

const ALL = 'ALL';
type Status = Proposal['status'];
const isStatus = (v: string | null): v is Status => (PROPOSAL_STATUSES as readonly (string | null)[]).includes(v);

/** `/talent/mypage/proposals`: the position proposals the talent received; accept (applies) or decline each open one. */
export function ProposalsPage({ userId }: { userId: number }) {
  const { t } = useTranslation('talents');
  usePageTitle(t('proposals.page.title'));
  const [search, setSearch] = useSearchParams();
  const rawStatus = search.get('status');
  const status = isStatus(rawStatus) ? rawStatus : undefined;
  const page = Math.max(1, Number(search.get('page')) || 1);
  const list = useTalentProposals(userId, page, status);
  const total = list.data?.totalElementCount ?? 0;
  const go = (next: { status?: Status; page?: number }) => {
    const params = new URLSearchParams();
    if (next.status) params.set('status', next.status);
    if (next.page && next.page > 1) params.set('page', String(next.page));
    setSearch(params);
  };

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader title={t('proposals.page.title')} subtitle={t('proposals.page.subtitle')} />
      <div className="flex flex-col gap-1.5 sm:w-64">
        <label htmlFor="proposals-status" className="text-sm font-medium text-slate-800">
          {t('proposals.page.status')}
        </label>
        <Select
          id="proposals-status"
          value={status ?? ALL}
          onValueChange={(v) => go({ status: isStatus(v) ? v : undefined })}
          options={[
            { value: ALL, label: t('proposals.page.all') },
            ...PROPOSAL_STATUSES.map((s) => ({ value: s, label: t(`proposals.status.${s}`) })),
          ]}
        />
      </div>
      <p className="text-sm text-slate-600" aria-live="polite">
        {list.data ? t('proposals.page.count', { count: total }) : '\u00a0'}
      </p>
      {list.isError ? (
        <ErrorState body={describeError(list.error)} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </div>
      ) : list.data.data.length === 0 ? (
        <EmptyState
          title={t('proposals.page.emptyTitle')}
          body={t('proposals.page.emptyBody')}
          action={<ProfileLink />}
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {list.data.data.map((p) => (
            <li key={p.id}>
              <ProposalItem userId={userId} proposal={p} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        pageCount={Math.max(1, Math.ceil(total / PROPOSALS_PAGE_SIZE))}
        onPageChange={(next) => go({ status, page: next })}
      />
    </div>
  );
}

function ProfileLink({ label }: { label?: string }) {
  const { t } = useTranslation('talents');
  const lang = useLang();
  return (
    <Link
      to={`/${lang}/talent/mypage/profile-register`}
      className={buttonClasses({ size: 'sm', variant: 'secondary' })}
    >
      {label ?? t('proposals.page.editProfile')}
    </Link>
  );
}

/** One proposal: company, posting, message, dates and state; an open one can be accepted or declined. */
function ProposalItem({ userId, proposal: p }: { userId: number; proposal: Proposal }) {
  const { t } = useTranslation('talents');
  const lang = useLang();
  const answer = useAnswerProposal(userId);
  // The dialog keeps its kind while it closes, so its text does not flip during the animation.
  const [kind, setKind] = useState<'accept' | 'decline'>('accept');
  const [isConfirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const vars = { title: p.postingTitle, company: p.companyName };

  const run = (kind: 'accept' | 'decline') =>
    answer.mutate(
      { proposalId: p.id, answer: kind },
      {
        onSuccess: () => {
          setConfirming(false);
          setFailure(null);
          toast.success(kind === 'accept' ? t('proposals.page.accepted', vars) : t('proposals.page.declined'));
        },
        onError: (error) => {
          setConfirming(false);
          setFailure(error);
        },
      },
    );

  const ask = (next: 'accept' | 'decline') => {
    setKind(next);
    setConfirming(true);
  };
  const profileIncomplete = isApiError(failure) && failure.errorCode === 'PROFILE_INCOMPLETE';
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5" data-testid="proposal" data-proposal-id={p.id}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <CompanyLogo org={{ name: p.companyName, logoUrl: p.logoImageUrl }} />
        <div className="min-w-0 flex-1">
          <p className="text-sm text-slate-600">{p.companyName}</p>
          <h2 className="font-semibold break-words text-slate-900">
            <Link to={`/${lang}/talent/careers/${p.jobPostingId}`} className="hover:text-brand-700 hover:underline">
              {p.postingTitle}
            </Link>
          </h2>
        </div>
        <div className="flex flex-col gap-1 text-sm text-slate-600 sm:items-end">
          <ProposalStatusBadge status={p.status} />
          <span>{t('proposals.page.received', { date: formatDate(p.createdAt, lang) })}</span>
          {p.respondedAt ? (
            <span>{t('proposals.page.answered', { date: formatDate(p.respondedAt, lang) })}</span>
          ) : null}
        </div>
      </div>
      <figure className="rounded-xl bg-slate-50 px-4 py-3">
        <figcaption className="text-xs font-medium text-slate-500">
          {t('proposals.page.messageLabel', { company: p.companyName })}
        </figcaption>
        <blockquote className="mt-1 text-sm leading-6 break-words whitespace-pre-line text-slate-800">
          {p.message}
        </blockquote>
      </figure>
      {failure ? (
        <Alert>
          <p>{describeError(failure)}</p>
          {profileIncomplete ? <ProfileLink label={t('proposals.page.completeProfile')} /> : null}
        </Alert>
      ) : null}
      {p.status === 'OPEN' ? (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => ask('accept')}>
            {t('proposals.page.accept')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => ask('decline')}>
            {t('proposals.page.decline')}
          </Button>
        </div>
      ) : p.status === 'ACCEPTED' && p.applicationId !== null ? (
        <Link
          to={`/${lang}${applicationPath(p.applicationId)}`}
          className={buttonClasses({ size: 'sm', variant: 'secondary', className: 'self-start' })}
        >
          {t('proposals.page.viewApplication')}
        </Link>
      ) : null}
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setConfirming}
        title={kind === 'decline' ? t('proposals.page.declineTitle', vars) : t('proposals.page.acceptTitle', vars)}
        body={kind === 'decline' ? t('proposals.page.declineBody', vars) : t('proposals.page.acceptBody', vars)}
        confirmLabel={kind === 'decline' ? t('proposals.page.decline') : t('proposals.page.accept')}
        cancelLabel={t('proposals.page.cancel')}
        tone={kind === 'decline' ? 'danger' : 'primary'}
        isLoading={answer.isPending}
        onConfirm={() => run(kind)}
      />
    </Card>
  );
}
