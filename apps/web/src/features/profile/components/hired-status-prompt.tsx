import type { JobSeekingStatus } from '@app/contract/schemas/profile';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toast';
import { describeError } from '../../../lib/form-errors';
import { useProfile } from '../api/get-profile';
import { useUpdateJobSeekingStatus } from '../api/update-job-seeking-status';

type Props = { userId: number; applicationId: number; companyName: string };

const CHOICES = ['NOT_SEEKING', 'OPEN_TO_OFFERS'] as const satisfies readonly JobSeekingStatus[];
const dismissedKey = (applicationId: number) => `hired-status-prompt-dismissed:${applicationId}`;
const subscribeNever = () => () => {};

/**
 * Once hired, a profile that still says "actively looking" keeps bringing recommendations and offers: offer to
 * change it in one click, after a confirmation (needs the `profile` namespace). "Keep it" hides the offer for this
 * hire on this browser.
 */
export function HiredStatusPrompt({ userId, applicationId, companyName }: Props) {
  const { t } = useTranslation('profile');
  const profile = useProfile(userId);
  const update = useUpdateJobSeekingStatus(userId);
  const [choice, setChoice] = useState<JobSeekingStatus | null>(null);
  // Kept in this browser only: the server's render (decision 049) and hydration leave the prompt out, the browser's
  // next render reads the choice.
  const wasDismissed = useSyncExternalStore(
    subscribeNever,
    () => localStorage.getItem(dismissedKey(applicationId)) === '1',
    () => true,
  );
  const [isDismissed, setIsDismissed] = useState(false);
  if (wasDismissed || isDismissed || profile.data?.profile.jobSeekingStatus !== 'ACTIVELY_SEEKING') return null;

  const confirm = () => {
    if (!choice) return;
    update.mutate(choice, {
      onSuccess: () => {
        toast.success(t('hiredPrompt.done', { status: t(`status.${choice}`) }));
        setChoice(null);
      },
      onError: (error) => toast.error(describeError(error)),
    });
  };
  const keep = () => {
    localStorage.setItem(dismissedKey(applicationId), '1');
    setIsDismissed(true);
  };

  return (
    <Card className="border-emerald-200 bg-emerald-50 p-5" data-testid="hired-status-prompt">
      <h2 className="text-lg font-semibold text-slate-900">{t('hiredPrompt.title', { company: companyName })}</h2>
      <p className="mt-1 text-sm text-slate-700">{t('hiredPrompt.body', { status: t('status.ACTIVELY_SEEKING') })}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        {CHOICES.map((status, index) => (
          <Button
            key={status}
            size="sm"
            variant={index === 0 ? 'primary' : 'secondary'}
            onClick={() => setChoice(status)}
          >
            {t('hiredPrompt.change', { status: t(`status.${status}`) })}
          </Button>
        ))}
        <Button size="sm" variant="ghost" onClick={keep}>
          {t('hiredPrompt.keep')}
        </Button>
      </div>
      <ConfirmDialog
        open={choice !== null}
        onOpenChange={(open) => {
          if (!open) setChoice(null);
        }}
        title={choice ? t('hiredPrompt.confirmTitle', { status: t(`status.${choice}`) }) : ''}
        body={choice === 'NOT_SEEKING' ? t('hiredPrompt.confirmNotSeeking') : t('hiredPrompt.confirmOpen')}
        confirmLabel={t('hiredPrompt.confirm')}
        cancelLabel={t('hiredPrompt.cancel')}
        onConfirm={confirm}
        tone="primary"
        isLoading={update.isPending}
      />
    </Card>
  );
}
