import { listOf } from '@mathsight/contract/common.ts';
import { contentPaths } from '@mathsight/contract/content.paths.ts';
import { type Strand, TOPIC_SEARCH_TAKE, TopicUnitSchema } from '@mathsight/contract/content.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../api/http-client.ts';
import { pagingParams } from '../../api/paging.ts';

export interface TopicSearch {
  searchText: string;
  collectionId: number | 'all';
  strand: Strand | null;
}

/** Topic search over the whole bank (spec §9: take 999). */
export const topicSearchQueryOptions = (search: TopicSearch) =>
  queryOptions({
    queryKey: ['content', 'topic-search', search],
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: contentPaths.topicSearch,
        params: pagingParams({
          take: TOPIC_SEARCH_TAKE,
          filter: {
            searchText: search.searchText.trim(),
            collectionId: String(search.collectionId),
            ...(search.strand && { strand: search.strand }),
          },
        }),
        schema: listOf(TopicUnitSchema),
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export function useTopicSearch(search: TopicSearch) {
  return useQuery(topicSearchQueryOptions(search));
}
