import { formatOfferPay } from '@app/contract/rules/offer';
import type { ApplicationDetail } from '@app/contract/schemas/hiring';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useLang } from '../../../lib/use-lang';
import { formatDate, formatDateTime } from '../../../shared/format/dates';
import { answerOffer } from '../api/answer-application';
import { useApplicationUpdate } from '../api/use-application-update';
import { latestMessageOf } from '../lib/application-actions';
import { AnswerDialog } from './answer-dialog';

/**
 * The pending offer with its terms (pay, start date, when it lapses) and the company's message; the talent accepts or
 * declines after a confirmation.
 */
export function OfferPanel({ detail, userId }: { detail: ApplicationDetail; userId: number }) {
  const { t } = useTranslation('applications');
  const lang = useLang();
  const update = useApplicationUpdate(userId, detail.id);
  const [dialog, setDialog] = useState<'accept' | 'decline' | null>(null);
  const headingId = useId();
  // A structured offer carries its message; offers made before them kept it in the history.
  const message = detail.offer?.message || latestMessageOf(detail.history, 'OFFER');
  const answer = useMutation({
    mutationFn: ({ accept, text }: { accept: boolean; text: string }) => answerOffer(userId, detail.id, accept, text),
    onSuccess: (data, { accept }) => update.applied(data, t(accept ? 'offer.accepted' : 'offer.declined')),
    onError: update.failed,
    onSettled: () => setDialog(null),
  });
  const values = { company: detail.companyName, title: detail.title };
  return (
    <Card
      role="region"
      aria-labelledby={headingId}
      className="flex flex-col gap-4 border-emerald-300 bg-emerald-50/40 p-5 sm:p-6"
      data-testid="offer-panel"
    >
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {t('offer.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t('offer.body', values)}</p>
      </div>
      {detail.offer ? (
        <dl
          className="grid gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 sm:grid-cols-3"
          data-testid="offer-terms"
        >
          <div>
            <dt className="text-xs font-medium text-slate-500">{t('offer.salary')}</dt>
            <dd className="mt-0.5 font-semibold text-slate-900">
              {formatOfferPay(
                detail.offer.salary.amount,
                detail.offer.salary.currency,
                detail.offer.salary.period,
                lang,
              )}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-slate-500">{t('offer.startDate')}</dt>
            <dd className="mt-0.5 font-semibold text-slate-900">
              {formatDate(`${detail.offer.startDate}T12:00:00Z`, lang, 'UTC')}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-slate-500">{t('offer.expiresAt')}</dt>
            <dd className="mt-0.5 font-semibold text-slate-900">
              <time dateTime={detail.offer.expiresAt}>{formatDateTime(detail.offer.expiresAt, lang)}</time>
            </dd>
          </div>
        </dl>
      ) : null}
      {message ? (
        <figure className="rounded-xl border border-slate-200 bg-white px-4 py-3">
          <figcaption className="text-xs font-medium text-slate-500">{t('offer.message')}</figcaption>
          <blockquote
            className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-900"
            data-testid="offer-message"
          >
            {message}
          </blockquote>
        </figure>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={() => setDialog('accept')}>{t('offer.accept')}</Button>
        <Button variant="secondary" onClick={() => setDialog('decline')}>
          {t('offer.decline')}
        </Button>
      </div>
      <AnswerDialog
        open={dialog === 'accept'}
        onOpenChange={(open) => setDialog(open ? 'accept' : null)}
        title={t('offer.acceptTitle')}
        body={t('offer.acceptBody', values)}
        confirmLabel={t('offer.accept')}
        withMessage
        placeholder={t('answer.offerPlaceholder')}
        onConfirm={(text) => answer.mutate({ accept: true, text })}
        isLoading={answer.isPending}
      />
      <AnswerDialog
        open={dialog === 'decline'}
        onOpenChange={(open) => setDialog(open ? 'decline' : null)}
        title={t('offer.declineTitle')}
        body={t('offer.declineBody', values)}
        confirmLabel={t('offer.decline')}
        tone="danger"
        withMessage
        onConfirm={(text) => answer.mutate({ accept: false, text })}
        isLoading={answer.isPending}
      />
    </Card>
  );
}
