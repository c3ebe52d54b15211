import { flowPaths } from '@mathsight/contract/flows.paths.ts';
import { FlowGeneratorSessionSchema } from '@mathsight/contract/flows.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';

export const flowSessionQueryKey = (flowGeneratorSessionId: number) =>
  ['topic-flow', 'session', flowGeneratorSessionId] as const;

/** GET /flow/v1/flow-generator-sessions/{id}: every item dispatched so far (resume loses nothing). */
export const flowSessionQueryOptions = (flowGeneratorSessionId: number) =>
  queryOptions({
    queryKey: flowSessionQueryKey(flowGeneratorSessionId),
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: flowPaths.session(flowGeneratorSessionId),
        schema: FlowGeneratorSessionSchema,
        signal,
        // The page explains a missing flow itself.
        notify: false,
      }),
    // The flow only changes through this screen's own responses, which update the cache.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

export function useFlowSession(flowGeneratorSessionId: number) {
  return useQuery(flowSessionQueryOptions(flowGeneratorSessionId));
}
