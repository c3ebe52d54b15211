import { listOf } from '@mathsight/contract/common.ts';
import { contentPaths } from '@mathsight/contract/content.paths.ts';
import { SchemeBaseSchema, SchemeSchema } from '@mathsight/contract/content.ts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';

/** Schemes change only with a release of the content: keep them for the whole visit. */
const CONTENT_STALE_MS = Number.POSITIVE_INFINITY;

/** GET schemes: the schemes of work, the default first. */
export function useSchemes() {
  return useQuery({
    queryKey: ['content', 'schemes'],
    queryFn: ({ signal }) =>
      request({ method: 'GET', endpoint: contentPaths.schemes, schema: listOf(SchemeBaseSchema), signal }),
    staleTime: CONTENT_STALE_MS,
  });
}

/** GET schemes/{id}: one scheme with its units in teaching order. */
export function useScheme(schemeId: number | null) {
  return useQuery({
    queryKey: ['content', 'schemes', schemeId],
    queryFn: ({ signal }) =>
      request({ method: 'GET', endpoint: contentPaths.scheme(schemeId ?? 0), schema: SchemeSchema, signal }),
    enabled: schemeId !== null,
    staleTime: CONTENT_STALE_MS,
  });
}
