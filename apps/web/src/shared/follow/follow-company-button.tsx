import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { describeError } from '../../lib/form-errors';
import { setCompanyFollow } from './set-company-follow';

const COMPANY_FOLLOW_KEYS = [['followed-companies'], ['job'], ['company-followed']];

/** Follows or unfollows a company (needs the `careers` namespace). */
export function FollowCompanyButton({
  companyId,
  name,
  isFollowed,
}: {
  companyId: number;
  name: string;
  isFollowed: boolean;
}) {
  const { t } = useTranslation('careers');
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (follow: boolean) => setCompanyFollow(companyId, follow),
    onSuccess: ({ isFollowed: now }) => toast.success(now ? t('follow.companyFollowed') : t('follow.unfollowed')),
    onError: (error) => toast.error(describeError(error)),
    onSettled: () => Promise.all(COMPANY_FOLLOW_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
  const shown = mutation.isPending ? mutation.variables : isFollowed;
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-pressed={shown}
      aria-label={shown ? t('follow.unfollowCompany', { name }) : t('follow.followCompany', { name })}
      data-testid="follow-company"
      onClick={() => mutation.mutate(!isFollowed)}
      disabled={mutation.isPending}
      className={clsx(shown && 'border-brand-300! bg-brand-50! text-brand-800!')}
    >
      <span aria-hidden="true">{shown ? '★' : '☆'}</span>
      {shown ? t('follow.following') : t('follow.followCompanyShort')}
    </Button>
  );
}
