import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toast';
import { describeError } from '../../../lib/form-errors';
import { fairHiringQueryKey, requestDocuments, useFairHiring } from '../api/fair-hiring';

const formatDay = (value: string, lang: string) =>
  new Intl.DateTimeFormat(lang === 'ko' ? 'ko-KR' : 'en-GB', {
    dateStyle: 'long',
    ...(value.length === 10 ? { timeZone: 'UTC' } : {}),
  }).format(new Date(value.length === 10 ? `${value}T00:00:00Z` : value));

/**
 * What the Fair Hiring Procedure Act promises on this application: the stated process and dates (and a delay), the
 * retention window after an unsuccessful result, and the talent's request to have their documents returned or deleted.
 */
export function FairHiringCard({ userId, appId }: { userId: number; appId: number }) {
  const { t, i18n } = useTranslation('applications');
  const query = useFairHiring(userId, appId);
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<'RETURN' | 'DELETE' | null>(null);
  const ask = useMutation({
    mutationFn: (k: 'RETURN' | 'DELETE') => requestDocuments(userId, appId, k),
    onSuccess: () => toast.success(t('fairHiring.requested')),
    onError: (error) => toast.error(describeError(error)),
    onSettled: async () => {
      setKind(null);
      await queryClient.invalidateQueries({ queryKey: fairHiringQueryKey(userId, appId) });
    },
  });
  if (query.isPending) return <Card className="p-5 text-sm text-slate-500">{t('fairHiring.loading')}</Card>;
  if (query.isError) return <Alert tone="error">{t('fairHiring.error')}</Alert>;
  const f = query.data;
  const day = (v: string) => formatDay(v, i18n.language);
  const dates = (['documentsBy', 'interviewsBy', 'resultBy'] as const).filter((k) => f[k]);
  return (
    <Card className="flex flex-col gap-3 p-5" data-testid="fair-hiring">
      <h2 className="text-base font-semibold text-slate-900">{t('fairHiring.title')}</h2>
      <p className="text-sm text-slate-600">{t('fairHiring.received', { date: day(f.appliedAt) })}</p>
      {f.hiringProcess ? <p className="whitespace-pre-line text-sm text-slate-700">{f.hiringProcess}</p> : null}
      {dates.length > 0 ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {dates.map((k) => (
            <div key={k} className="contents">
              <dt className="text-slate-500">{t(`fairHiring.${k}`)}</dt>
              <dd className="text-slate-900">{day(f[k] as string)}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-sm text-slate-500">{t('fairHiring.noDates')}</p>
      )}
      {f.overdue ? <Alert tone="info">{t('fairHiring.delayed', { date: day(f.overdue.date) })}</Alert> : null}
      {/* A confirmed request also anonymises at once; its own message says why, not "the period ended". */}
      {f.isAnonymized && !f.documentRequest?.confirmedAt ? (
        <Alert tone="info">{t('fairHiring.anonymized')}</Alert>
      ) : null}
      {f.retentionEndsAt && !f.isAnonymized ? (
        <p className="text-sm text-slate-600">
          {t('fairHiring.retention', { days: f.documentRetentionDays, date: day(f.retentionEndsAt) })}
        </p>
      ) : null}
      {f.documentRequest ? (
        <Alert tone={f.documentRequest.confirmedAt ? 'success' : 'info'}>
          {f.documentRequest.confirmedAt
            ? t(`fairHiring.confirmed.${f.documentRequest.kind}`, { date: day(f.documentRequest.confirmedAt) })
            : t(`fairHiring.pending.${f.documentRequest.kind}`, { date: day(f.documentRequest.dueAt) })}
        </Alert>
      ) : null}
      {f.canRequestDocuments ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setKind('DELETE')}>
            {t('fairHiring.askDelete')}
          </Button>
          <Button variant="secondary" onClick={() => setKind('RETURN')}>
            {t('fairHiring.askReturn')}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={kind !== null}
        onOpenChange={(open) => (open ? null : setKind(null))}
        title={t(`fairHiring.confirmTitle.${kind ?? 'DELETE'}`)}
        body={t('fairHiring.confirmBody')}
        confirmLabel={t('fairHiring.confirm')}
        cancelLabel={t('answer.back')}
        onConfirm={() => kind && ask.mutate(kind)}
        isLoading={ask.isPending}
      />
    </Card>
  );
}
