import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { describeError } from '../../lib/form-errors';
import { setJobFollow } from './set-job-follow';

/** Every list that shows a posting's follow state. */
export const FOLLOW_QUERY_KEYS = [['jobs'], ['job'], ['followed-jobs'], ['public-postings'], ['recommended']];

/** Follows or unfollows a posting (needs the `careers` namespace); pressed while followed. */
export function FollowJobButton({
  jobId,
  title,
  isFollowed,
  size = 'sm',
}: {
  jobId: number;
  title: string;
  isFollowed: boolean;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation('careers');
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (follow: boolean) => setJobFollow(jobId, follow),
    onSuccess: ({ isFollowed: now }) => toast.success(now ? t('follow.followed') : t('follow.unfollowed')),
    onError: (error) => toast.error(describeError(error)),
    onSettled: () => Promise.all(FOLLOW_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
  const shown = mutation.isPending ? mutation.variables : isFollowed;
  return (
    <Button
      variant="secondary"
      size={size}
      aria-pressed={shown}
      aria-label={shown ? t('follow.unfollowJob', { title }) : t('follow.followJob', { title })}
      data-testid="follow-job"
      onClick={() => mutation.mutate(!isFollowed)}
      disabled={mutation.isPending}
      className={clsx(shown && 'border-brand-300! bg-brand-50! text-brand-800!')}
    >
      <span aria-hidden="true">{shown ? '★' : '☆'}</span>
      {shown ? t('follow.following') : t('follow.follow')}
    </Button>
  );
}
