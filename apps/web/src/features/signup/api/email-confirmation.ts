import { apiPaths } from '@mathsight/contract/auth.paths.ts';
import { EmailConfirmationResponseSchema } from '@mathsight/contract/auth.ts';
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
