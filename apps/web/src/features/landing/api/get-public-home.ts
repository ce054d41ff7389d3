import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const schema = () => import('@app/contract/schemas/public-pages').then((m) => m.PublicHomeSchema);

/** GET /api/v1/public/home: the newest open postings and verified companies hiring, for anyone. */
export function usePublicHome() {
  return useQuery({
    queryKey: ['public', 'home'],
    queryFn: ({ signal }) => apiRequest('/api/v1/public/home', { schema, signal }),
    staleTime: 60_000,
  });
}
