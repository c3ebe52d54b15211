import { flowPaths } from '@mathsight/contract/flows.paths.ts';
import { type CreateFlowSessionRequest, FlowGeneratorSessionSchema } from '@mathsight/contract/flows.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { flowSessionQueryKey } from './get-flow-session.ts';

/**
 * POST /flow/v1/flow-generator-sessions: starts a flow, or resumes a student's flow for the same set
 * work. The student home can call this with `{ kind: 'TopicPathwayQuiz', assignmentId }` and then
 * open `paths.topicSession(session.flowGeneratorSessionId)`.
 */
export function startFlowSession(body: CreateFlowSessionRequest) {
  return request({
    method: 'POST',
    endpoint: flowPaths.sessions,
    body,
    schema: FlowGeneratorSessionSchema,
    // The page shows why a flow cannot start (closed work, unknown quiz) beside it.
    notify: false,
  });
}

/**
 * Starts a flow once for these parameters (a query rather than an effect, so a re-render or React's
 * double mount never starts two) and files the session under its own key for the flow screen.
 */
export function useStartedFlowSession(body: CreateFlowSessionRequest | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['topic-flow', 'start', body],
    queryFn: async () => {
      const session = await startFlowSession(body as CreateFlowSessionRequest);
      queryClient.setQueryData(flowSessionQueryKey(session.flowGeneratorSessionId), session);
      return session;
    },
    enabled: body !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
