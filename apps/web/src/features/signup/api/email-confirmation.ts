import { apiPaths } from '@mathsight/contract/api-paths.ts';
import {
  EmailConfirmationResendResponseSchema,
  EmailConfirmationResponseSchema,
} from '@mathsight/contract/auth.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { meQueryKeys } from '../../../shared/session/api/get-me.ts';

/** PUT v3/email-confirmations/{code}: the link from the email; users/me then says the address is confirmed. */
export function useConfirmEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      request({
        method: 'PUT',
        endpoint: apiPaths.emailConfirmation(code),
        auth: false,
        notify: false,
        schema: EmailConfirmationResponseSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: meQueryKeys.all }),
  });
}

/** POST v3/email-confirmations: another link to the signed-in user's address. */
export function useResendConfirmation() {
  return useMutation({
    mutationFn: () =>
      request({
        method: 'POST',
        endpoint: apiPaths.emailConfirmations,
        notify: false,
        schema: EmailConfirmationResendResponseSchema,
      }),
  });
}
