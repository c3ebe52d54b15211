import { QueryClient } from '@tanstack/react-query';
import { CACHE_LIFETIME_MS } from '../config/constants.ts';
import { attachSessionCache } from './session-cache.ts';

/**
 * A query client with the spec's data cache: answers stay fresh and are kept for 24 hours, and those
 * that ask are kept in session storage too (`session-cache.ts`).
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
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
  // Queries that ask (meta.sessionCache) are also kept in session storage (spec §9).
  if (typeof window !== 'undefined') attachSessionCache(client.getQueryCache(), window.sessionStorage);
  return client;
}

/** The app's one data cache; logout clears it. */
export const queryClient = createQueryClient();
