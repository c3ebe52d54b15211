import { QueryClient } from '@tanstack/react-query';
import { CACHE_LIFETIME_MS } from '../config/constants.ts';

/** A query client with the spec's data cache: answers stay fresh and are kept for 24 hours. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: CACHE_LIFETIME_MS,
        gcTime: CACHE_LIFETIME_MS,
        // Every failed attempt already shows its toast; silent retries would repeat them.
        retry: false,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's one data cache; logout clears it. */
export const queryClient = createQueryClient();
