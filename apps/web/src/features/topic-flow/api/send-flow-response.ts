import { flowPaths } from '@mathsight/contract/flows.paths.ts';
import {
  type FlowGeneratorSession,
  type FlowResponseRequest,
  FlowResponseResultSchema,
} from '@mathsight/contract/flows.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { mergeResponse } from '../flow-items.ts';
import { flowSessionQueryKey } from './get-flow-session.ts';

/**
 * POST /flow/v1/flow-generator-sessions/{id}/responses. A retry after a failure sends the same
 * clientResponseId, so the server never stores (or counts) the answer twice.
 */
export function sendFlowResponse(flowGeneratorSessionId: number, body: FlowResponseRequest) {
  return request({
    method: 'POST',
    endpoint: flowPaths.responses(flowGeneratorSessionId),
    body,
    schema: FlowResponseResultSchema,
    notify: false,
  });
}

export function useSendFlowResponse(flowGeneratorSessionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FlowResponseRequest) => sendFlowResponse(flowGeneratorSessionId, body),
    onSuccess: (result) => {
      queryClient.setQueryData<FlowGeneratorSession>(flowSessionQueryKey(flowGeneratorSessionId), (old) =>
        old ? mergeResponse(old, result) : old,
      );
    },
  });
}
