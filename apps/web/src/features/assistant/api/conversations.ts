import { assistantPaths } from '@mathsight/contract/assistant.paths.ts';
import {
  AssistantConversationListSchema,
  AssistantConversationSchema,
} from '@mathsight/contract/assistant.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { assistantKeys } from './assistant-keys.ts';

/** GET …/teacher-assistant/conversations: the caller's kept conversations, newest first. */
export const conversationsQueryOptions = (schoolId: number) =>
  queryOptions({
    queryKey: assistantKeys.conversations(schoolId),
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: assistantPaths.conversations(schoolId),
        schema: AssistantConversationListSchema,
        signal,
      }),
  });

export function useConversations(schoolId: number) {
  return useQuery(conversationsQueryOptions(schoolId));
}

/** GET …/conversations/{id}: one conversation with its turns. */
export function useConversation(schoolId: number, conversationId: number | null) {
  return useQuery({
    queryKey: assistantKeys.conversation(schoolId, conversationId ?? 0),
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: assistantPaths.conversation(schoolId, conversationId ?? 0),
        schema: AssistantConversationSchema,
        signal,
      }),
    enabled: conversationId !== null,
  });
}

/** DELETE …/conversations/{id}: the conversation, its answers and their feedback go. */
export function useDeleteConversation(schoolId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: number) =>
      request({ method: 'DELETE', endpoint: assistantPaths.conversation(schoolId, conversationId) }),
    onSuccess: () => client.invalidateQueries({ queryKey: assistantKeys.all(schoolId) }),
  });
}
