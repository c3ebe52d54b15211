import { listOf } from '@mathsight/contract/common.ts';
import { contentPaths } from '@mathsight/contract/content.paths.ts';
import { TopicPathwayCollectionSchema } from '@mathsight/contract/content.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../api/http-client.ts';
import { CACHE_LIFETIME_MS } from '../../config/constants.ts';

/** The topic pathway collections (curriculum groupings of topics). */
export const collectionsQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'collections'],
    queryFn: () =>
      request({
        method: 'GET',
        endpoint: contentPaths.collections,
        schema: listOf(TopicPathwayCollectionSchema),
      }),
    staleTime: Number.POSITIVE_INFINITY,
    // The curriculum rarely changes: kept for the tab's session, so a reload does not ask again (§9).
    meta: { sessionCache: { ttlMs: CACHE_LIFETIME_MS } },
  });

export function useCollections() {
  return useQuery(collectionsQueryOptions());
}
