import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

/** Client errors (4xx) are answers, not glitches: retry only network trouble and 5xx, once. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => {
          if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
          return failureCount < 1;
        },
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /**
       * Left to the browser by the server's render of signed-in pages (decision 052): data not on the first screen
       * whose size would weigh on the page, e.g. the 88 KB country list behind the careers filters.
       */
      afterHydration?: boolean;
    };
  }
}
