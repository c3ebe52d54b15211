import { apiPaths } from '@mathsight/contract/auth.paths.ts';
import { PasswordResetCheckSchema, PasswordResetRequestedSchema } from '@mathsight/contract/auth.ts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';

/** POST v3/password-resets: the same answer whether or not the account exists. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (userName: string) =>
      request({
        method: 'POST',
        endpoint: apiPaths.passwordResets,
        body: { userName, targetSite: 'teacher' },
        auth: false,
        notify: false,
        schema: PasswordResetRequestedSchema,
      }),
  });
}

/** GET v3/password-resets/{code}: whether the link still works, and whom to greet. */
export function usePasswordResetCheck(code: string) {
  return useQuery(
    queryOptions({
      queryKey: ['password-resets', code],
      queryFn: () =>
        request({
          method: 'GET',
          endpoint: apiPaths.passwordReset(code),
          auth: false,
          notify: false,
          schema: PasswordResetCheckSchema,
        }),
      retry: false,
    }),
  );
}

/** PUT v3/password-resets/{code}: the new password. */
export function useCompletePasswordReset(code: string) {
  return useMutation({
    mutationFn: (password: string) =>
      request({
        method: 'PUT',
        endpoint: apiPaths.passwordReset(code),
        body: { password },
        auth: false,
        notify: false,
      }),
  });
}
