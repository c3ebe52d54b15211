import { assistantPaths } from '@mathsight/contract/assistant.paths.ts';
import {
  type AskAssistantRequest,
  AssistantAnswerSchema,
  type AssistantFeedbackRequest,
  AssistantFeedbackSchema,
} from '@mathsight/contract/assistant.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { assistantKeys } from './assistant-keys.ts';

/** POST …/teacher-assistant/ask: the answer; the conversations list and this one read again. */
export function useAskAssistant(schoolId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AskAssistantRequest) =>
      request({
        method: 'POST',
        endpoint: assistantPaths.ask(schoolId),
        body,
        schema: AssistantAnswerSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: assistantKeys.all(schoolId) }),
  });
}

/** POST …/teacher-assistant/feedback: thumbs up or down on one answer, and an optional comment. */
export function useAssistantFeedback(schoolId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AssistantFeedbackRequest) =>
      request({
        method: 'POST',
        endpoint: assistantPaths.feedback(schoolId),
        body,
        schema: AssistantFeedbackSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: assistantKeys.all(schoolId) }),
  });
}
