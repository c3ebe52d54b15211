import { apiPaths } from '@mathsight/contract/auth.paths.ts';
import { type SignUpRequest, SignUpResponseSchema } from '@mathsight/contract/auth.ts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';

/** POST v3/users: a teacher's own account; the answer signs them in. */
export function useTeacherSignUp() {
  return useMutation({
    // Public and silent: the form shows each message beside its field.
    mutationFn: (body: SignUpRequest) =>
      request({
        method: 'POST',
        endpoint: apiPaths.users,
        body,
        auth: false,
        notify: false,
        schema: SignUpResponseSchema,
      }),
  });
}
