import { PROPOSAL_MESSAGE_MAX } from '@app/contract/limits';
import type { TalentPreview } from '@app/contract/schemas/talent-search';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { describeError } from '../../../lib/form-errors';
import { formatName } from '../../../lib/names';
import { useLang } from '../../../lib/use-lang';
import { formatDate } from '../../../shared/format/dates';
import { isNotVerifiedError, VerificationRequiredNotice } from '../../../shared/organization/verification-required';
import { useCreateProposal, useOpenPostings, useOrgTalentProposals } from '../api/proposals-api';
import { proposablePostings, proposalErrorCode } from '../lib/proposals';
import { ProposalStatusBadge } from './proposal-status-badge';

type Props = { orgId: number | null; talent: TalentPreview };

/**
 * "Propose a position" on the talent preview: one of the company's open postings the talent has not applied to and
 * has no open proposal for, with a message; below, the proposals already sent to this talent.
 */
export function ProposePanel({ orgId, talent }: Props) {
  const { t } = useTranslation('talents');
  const lang = useLang();
  const talentId = talent.userId;
  const name = formatName(talent.firstName, talent.lastName);
  const postings = useOpenPostings(orgId);
  const history = useOrgTalentProposals(orgId, talentId);
  const create = useCreateProposal(orgId, talentId);
  const [postingId, setPostingId] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<{ posting?: string; message?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [notVerified, setNotVerified] = useState(false);

  const info = talent.associatedInformation;
  const isOpenToOffers = talent.profile.isJobOffersAcceptable;
  const options = proposablePostings(postings.data?.data ?? [], info.appliedPostingIds, info.openProposalPostingIds);
  const selected = options.some((p) => String(p.id) === postingId) ? postingId : '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = message.trim();
    const next = {
      posting: selected ? undefined : t('proposals.propose.postingRequired'),
      message: text ? undefined : t('proposals.propose.messageRequired'),
    };
    setErrors(next);
    setFailure(null);
    setNotVerified(false);
    if (next.posting || next.message) return;
    create.mutate(
      { jobPostingId: Number(selected), message: text },
      {
        onSuccess: () => {
          setMessage('');
          setPostingId('');
          toast.success(t('proposals.propose.sent', { name }));
        },
        onError: (error) => {
          if (isNotVerifiedError(error)) return setNotVerified(true);
          const code = proposalErrorCode(error);
          setFailure(code ? t(`proposals.errors.${code}`) : describeError(error));
        },
      },
    );
  };

  return (
    <Card className="flex flex-col gap-4 p-5" data-testid="propose-panel">
      <h2 className="font-semibold text-slate-900">{t('proposals.propose.title')}</h2>
      {!isOpenToOffers ? (
        <Alert tone="info">
          <p>{t('proposals.propose.closed')}</p>
        </Alert>
      ) : postings.isError ? (
        <ErrorState body={describeError(postings.error)} onRetry={() => void postings.refetch()} />
      ) : !postings.data ? (
        <Skeleton className="h-40" />
      ) : options.length === 0 ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-sm text-slate-600">{t('proposals.propose.noPostings')}</p>
          <Link to={`/${lang}/company/job-posting/0`} className={buttonClasses({ size: 'sm', variant: 'secondary' })}>
            {t('proposals.propose.newPosting')}
          </Link>
        </div>
      ) : (
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
          <p className="text-sm text-slate-600">{t('proposals.propose.body', { name })}</p>
          <FormField
            label={t('proposals.propose.posting')}
            error={errors.posting}
            hint={t('proposals.propose.excluded')}
          >
            {(control) => (
              <Select
                id={control.id}
                aria-describedby={control['aria-describedby']}
                invalid={control.invalid}
                value={selected}
                placeholder={t('proposals.propose.pickPosting')}
                onValueChange={(value) => {
                  setPostingId(value);
                  setErrors((e) => ({ ...e, posting: undefined }));
                }}
                options={options.map((p) => ({ value: String(p.id), label: p.title }))}
              />
            )}
          </FormField>
          <FormField
            label={t('proposals.propose.message')}
            error={errors.message}
            hint={t('proposals.propose.messageCount', { count: message.length, max: PROPOSAL_MESSAGE_MAX })}
          >
            {(control) => (
              <Textarea
                {...control}
                invalid={control.invalid}
                value={message}
                maxLength={PROPOSAL_MESSAGE_MAX}
                placeholder={t('proposals.propose.messagePlaceholder')}
                onChange={(event) => {
                  setMessage(event.target.value);
                  setErrors((e) => ({ ...e, message: undefined }));
                }}
              />
            )}
          </FormField>
          {notVerified ? <VerificationRequiredNotice /> : null}
          {failure ? (
            <Alert>
              <p data-testid="proposal-error">{failure}</p>
            </Alert>
          ) : null}
          <Button type="submit" className="self-start" isLoading={create.isPending}>
            {t('proposals.propose.submit')}
          </Button>
        </form>
      )}
      <section className="flex flex-col gap-2 border-t border-slate-100 pt-4">
        <h3 className="text-sm font-semibold text-slate-800">{t('proposals.propose.history')}</h3>
        {history.isError ? (
          <ErrorState body={describeError(history.error)} onRetry={() => void history.refetch()} />
        ) : !history.data ? (
          <Skeleton className="h-12" />
        ) : history.data.data.length === 0 ? (
          <p className="text-sm text-slate-500">{t('proposals.propose.noHistory')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-100" data-testid="sent-proposals">
            {history.data.data.map((p) => (
              <li key={p.id} className="flex flex-col gap-1 py-3" data-testid="sent-proposal">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Link
                    to={`/${lang}/company/job-posting/${p.jobPostingId}`}
                    className="font-medium break-words text-slate-900 hover:text-brand-700 hover:underline"
                  >
                    {p.postingTitle}
                  </Link>
                  <ProposalStatusBadge status={p.status} />
                </div>
                <p className="line-clamp-2 text-sm whitespace-pre-line text-slate-600">{p.message}</p>
                <p className="text-xs text-slate-500">
                  {t('proposals.propose.sentOn', { date: formatDate(p.createdAt, lang) })}
                  {p.respondedAt
                    ? ` · ${t('proposals.propose.answeredOn', { date: formatDate(p.respondedAt, lang) })}`
                    : ''}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
