import type { ApplicationDetail } from '@app/contract/schemas/hiring';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/form-errors';
import { applicationQueryKey } from './get-application';

/**
 * What every answer does afterwards: the answer's detail replaces the cached one and the lists refresh; on a
 * failure the toast says why and, when the application moved meanwhile (409, 404), the detail is fetched again.
 */
export function useApplicationUpdate(userId: number, appId: number) {
  const queryClient = useQueryClient();
  const key = applicationQueryKey(userId, appId);
  const refreshLists = () =>
    Promise.all([
      queryClient.invalidateQueries({
        queryKey: ['applications'],
        predicate: (query) => query.queryKey[2] !== 'detail',
      }),
      queryClient.invalidateQueries({ queryKey: ['job'] }),
    ]);
  return {
    applied(detail: ApplicationDetail, message: string) {
      queryClient.setQueryData(key, detail);
      toast.success(message);
      void refreshLists();
    },
    failed(error: unknown) {
      toast.error(describeError(error));
      if (isApiError(error) && (error.status === 409 || error.status === 404)) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
    /** After a change that does not answer with the detail (withdrawing). */
    async refetchAll() {
      await Promise.all([queryClient.invalidateQueries({ queryKey: key }), refreshLists()]);
    },
  };
}
