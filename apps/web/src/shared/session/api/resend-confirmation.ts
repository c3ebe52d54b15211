import { apiPaths } from '@mathsight/contract/auth.paths.ts';
import { EmailConfirmationResendResponseSchema } from '@mathsight/contract/auth.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../api/http-client.ts';
import { meQueryKeys } from './get-me.ts';

/**
 * POST v3/email-confirmations: another link to the signed-in user's address. An address already
 * confirmed (in another tab, say) answers `sent: false`: users/me is read again, so the screens that
 * waited for it go on.
 */
export function useResendConfirmation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      request({
        method: 'POST',
        endpoint: apiPaths.emailConfirmations,
        notify: false,
        schema: EmailConfirmationResendResponseSchema,
      }),
    onSuccess: (answer) => {
      if (!answer.sent) void client.invalidateQueries({ queryKey: meQueryKeys.all });
    },
  });
}

/** What the screens say once the resend has answered: sent again, or already confirmed. */
export function resendOutcomeText(answer: z.infer<typeof EmailConfirmationResendResponseSchema>): string {
  return answer.sent
    ? `We've sent another link to ${answer.email}.`
    : `${answer.email} is already confirmed.`;
}
