import { formatOfferPay } from '@app/contract/rules/offer';
import type { Offer } from '@app/contract/schemas/offer';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Badge } from '../../../components/ui/card';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { useLang } from '../../../lib/use-lang';
import { formatDate, formatDateTime } from '../../../shared/format/dates';
import { useOfferSettings } from '../api/get-offer-settings';
import { useDecideOffer } from '../api/submit-offer';
import { actionErrorMessage } from '../lib/action-error';

type Props = { orgId: number; appId: number; offer: Offer };

/** The latest offer's terms and where it stands; an owner approves a waiting one or returns it with a note. */
export function OfferStatus({ orgId, appId, offer }: Props) {
  const { t } = useTranslation('hiring');
  const lang = useLang();
  const isOwner = useOfferSettings(orgId).data?.isOwner ?? false;
  const decide = useDecideOffer(orgId, appId);
  const [isReturning, setIsReturning] = useState(false);
  const [note, setNote] = useState('');
  const run = (input: Parameters<typeof decide.mutate>[0], done: string) =>
    decide.mutate(input, {
      onSuccess: () => {
        toast.success(done);
        setIsReturning(false);
      },
      onError: (error) => toast.error(actionErrorMessage(error)),
    });
  return (
    <div className="flex flex-col gap-3" data-testid="offer-status" data-offer-status={offer.status}>
      <Badge tone={offer.status === 'SENT' || offer.status === 'ACCEPTED' ? 'brand' : 'neutral'} className="self-start">
        {t(`offer.status.${offer.status}`)}
      </Badge>
      <dl className="grid gap-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-500">{t('offer.salary')}</dt>
          <dd className="font-medium text-slate-900">
            {formatOfferPay(offer.salary.amount, offer.salary.currency, offer.salary.period, lang)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">{t('offer.startDate')}</dt>
          <dd className="font-medium text-slate-900">{formatDate(`${offer.startDate}T12:00:00Z`, lang, 'UTC')}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{t('offer.expiryDate')}</dt>
          <dd className="font-medium text-slate-900">{formatDateTime(offer.expiresAt, lang)}</dd>
        </div>
      </dl>
      {offer.returnNote ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('offer.returnNote', { note: offer.returnNote })}
        </p>
      ) : null}
      {offer.status === 'PENDING_APPROVAL' && isOwner ? (
        isReturning ? (
          <div className="flex flex-col gap-2">
            <label className="text-sm font-medium text-slate-800" htmlFor={`return-${offer.id}`}>
              {t('offer.returnLabel')}
            </label>
            <Textarea id={`return-${offer.id}`} rows={3} value={note} onChange={(e) => setNote(e.target.value)} />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" size="sm" onClick={() => setIsReturning(false)}>
                {t('decision.back')}
              </Button>
              <Button
                size="sm"
                variant="danger"
                disabled={note.trim() === ''}
                isLoading={decide.isPending}
                onClick={() => run({ approve: false, note: note.trim() }, t('offer.returned'))}
              >
                {t('offer.return')}
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" isLoading={decide.isPending} onClick={() => run({ approve: true }, t('offer.approved'))}>
              {t('offer.approve')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setIsReturning(true)}>
              {t('offer.return')}
            </Button>
          </div>
        )
      ) : null}
    </div>
  );
}
