import {
  type ChatWithTutorRequest,
  type ChatWithTutorResult,
  ChatWithTutorResultSchema,
} from '@mathsight/contract/flow-tutor.ts';
import { flowPaths } from '@mathsight/contract/flows.paths.ts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';

/**
 * POST /flow/v1/flow-generator-sessions/{id}/chat-with-tutor: a hint on one question of the
 * student's own flow. The server reads their answer itself; the panel shows its own errors.
 */
export function chatWithTutor(flowGeneratorSessionId: number, body: ChatWithTutorRequest) {
  return request({
    method: 'POST',
    endpoint: flowPaths.chatWithTutor(flowGeneratorSessionId),
    body,
    schema: ChatWithTutorResultSchema,
    notify: false,
  });
}

export function useChatWithTutor(flowGeneratorSessionId: number) {
  return useMutation<ChatWithTutorResult, Error, ChatWithTutorRequest>({
    mutationFn: (body) => chatWithTutor(flowGeneratorSessionId, body),
  });
}
