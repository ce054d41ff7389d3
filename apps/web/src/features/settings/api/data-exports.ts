import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const listSchema = () => import('@app/contract/schemas/data-export').then((m) => m.DataExportListSchema);
const oneSchema = () => import('@app/contract/schemas/data-export').then((m) => m.DataExportSchema);
const exportsKey = ['data-exports'] as const;

/** GET /api/v1/user/data-exports: polled every 2 s while one is being prepared, so progress moves on screen. */
export function useDataExports() {
  return useQuery({
    queryKey: exportsKey,
    queryFn: ({ signal }) => apiRequest('/api/v1/user/data-exports', { schema: listSchema, signal }),
    refetchInterval: (query) =>
      query.state.data?.some((e) => e.status === 'PENDING' || e.status === 'RUNNING') ? 2000 : false,
  });
}

/** POST /api/v1/user/data-exports: starts preparing a ZIP (or answers the one already under way). */
export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/api/v1/user/data-exports', { method: 'POST', schema: oneSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exportsKey }),
  });
}
