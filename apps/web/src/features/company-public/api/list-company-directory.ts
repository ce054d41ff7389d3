import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const schema = () => import('@app/contract/schemas/company-directory').then((m) => m.CompanyDirectoryPageSchema);

/** GET /api/v1/organizations/directory: verified companies by name, a keyset page at a time ("Show more"). */
export function useCompanyDirectory(keyword: string) {
  return useInfiniteQuery({
    queryKey: ['organizations', 'directory', keyword],
    queryFn: ({ signal, pageParam }) =>
      apiRequest('/api/v1/organizations/directory', {
        schema,
        query: { keyword: keyword || undefined, after: pageParam },
        signal,
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextAfter ?? undefined,
  });
}
