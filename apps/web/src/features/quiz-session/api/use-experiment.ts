import { experimentPaths } from '@mathsight/contract/experiments.paths.ts';
import { UserExperimentsSchema } from '@mathsight/contract/experiments.ts';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { request } from '../../../shared/api/http-client.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { hasCookieConsent } from '../../../shared/ui/cookie-consent.ts';

/** Exposures already sent in this page's life: one per experiment is enough to count a user shown it. */
const exposed = new Set<string>();

/**
 * The signed-in user's variant of one experiment (issue 32 point 3, decision 0048), from GET
 * users/{id}/experiments (kept for the page's life: a variant never changes once stored), and `expose()`
 * to call when the variant is actually on screen. The exposure is sent only with analytics consent (the
 * server checks the cookie again) and only once the variant is known; a failed one is only logged
 * (spec §8). `variant` is null while loading, on failure, or when the user is in no such experiment:
 * show today's wording then.
 */
export function useExperiment(key: string): { variant: string | null; expose: () => void } {
  const userId = useSessionStore((s) => s.user?.userId ?? null);
  const read = useQuery({
    queryKey: ['experiments', userId],
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: experimentPaths.experiments(userId ?? 0),
        schema: UserExperimentsSchema,
        notify: false,
        signal,
      }),
    enabled: userId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const variant = read.data?.experiments.find((e) => e.key === key)?.variant ?? null;
  const expose = useCallback(() => {
    if (userId === null || variant === null || exposed.has(key)) return;
    if (!hasCookieConsent('analytics')) return;
    exposed.add(key);
    void request({ method: 'POST', endpoint: experimentPaths.exposures(userId, key), notify: false }).catch(
      (error: unknown) => {
        exposed.delete(key);
        console.warn('An experiment exposure was not sent', error instanceof Error ? error.message : error);
      },
    );
  }, [key, userId, variant]);
  return { variant, expose };
}
