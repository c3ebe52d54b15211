import { apiPaths } from '@mathsight/contract/auth.paths.ts';
import { type EmailPreferences, EmailPreferencesSchema } from '@mathsight/contract/auth.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';

const key = (token: string) => ['email-preferences', token] as const;

/** GET v3/email-preferences?token=: the reader's choices, by the token in their email's link. */
export function useEmailPreferences(token: string) {
  return useQuery(
    queryOptions({
      queryKey: key(token),
      queryFn: () =>
        request({
          method: 'GET',
          endpoint: apiPaths.emailPreferences,
          params: { token },
          auth: false,
          notify: false,
          schema: EmailPreferencesSchema,
        }),
      retry: false,
      enabled: token !== '',
    }),
  );
}

/** PUT v3/email-preferences: saves every choice together. */
export function useSaveEmailPreferences(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (preferences: EmailPreferences['preferences']) =>
      request({
        method: 'PUT',
        endpoint: apiPaths.emailPreferences,
        body: { token, preferences },
        auth: false,
        notify: false,
        schema: EmailPreferencesSchema,
      }),
    onSuccess: (saved) => client.setQueryData(key(token), saved),
  });
}
