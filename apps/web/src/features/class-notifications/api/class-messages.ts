import {
  ClassMessageListSchema,
  ClassMessageSchema,
  ClassMessageValidationSchema,
} from '@mathsight/contract/class-notifications.ts';
import { schoolSettingsPaths } from '@mathsight/contract/school-settings.paths.ts';
import { queryOptions, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';

export const classMessageQueryKeys = {
  all: ['class-messages'] as const,
  history: (groupId: number) => ['class-messages', groupId, 'history'] as const,
  validation: (groupId: number, message: string) => ['class-messages', groupId, 'validate', message] as const,
};

/** GET groups/{id}/teacher-group-notifications: the messages sent to the class, newest first. */
export const classMessagesQueryOptions = (groupId: number) =>
  queryOptions({
    queryKey: classMessageQueryKeys.history(groupId),
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: schoolSettingsPaths.classMessages(groupId),
        schema: ClassMessageListSchema,
        signal,
        notify: false,
      }),
    staleTime: 30_000,
  });

export function useClassMessages(groupId: number | null) {
  return useQuery({ ...classMessagesQueryOptions(groupId ?? 0), enabled: groupId !== null });
}

/**
 * POST …/validate for each chosen class: whether the server takes the message, and how many of each
 * class's students would see it. Nothing is asked while the message is empty.
 */
export function useValidateClassMessage(groupIds: readonly number[], message: string) {
  const text = message.trim();
  return useQueries({
    queries: groupIds.map((groupId) => ({
      queryKey: classMessageQueryKeys.validation(groupId, text),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        request({
          method: 'POST',
          endpoint: schoolSettingsPaths.validateClassMessage(groupId),
          body: { message: text },
          schema: ClassMessageValidationSchema,
          signal,
          // The composer says it beside the message.
          notify: false,
        }),
      enabled: text.length > 0,
      staleTime: 60_000,
      retry: false,
    })),
  });
}

/** POST groups/{id}/teacher-group-notifications for each chosen class; the histories load again. */
export function useSendClassMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ groupIds, message }: { groupIds: readonly number[]; message: string }) =>
      Promise.all(
        groupIds.map((groupId) =>
          request({
            method: 'POST',
            endpoint: schoolSettingsPaths.classMessages(groupId),
            body: { message },
            schema: ClassMessageSchema,
            notify: false,
          }),
        ),
      ),
    onSettled: () => client.invalidateQueries({ queryKey: classMessageQueryKeys.all }),
  });
}
