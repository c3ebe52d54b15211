import { SignUpResponseSchema } from '@mathsight/contract/auth.ts';
import { invitationPaths } from '@mathsight/contract/invitations.paths.ts';
import type { StudentSignUpRequest } from '@mathsight/contract/schools.ts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';

/** POST v3/invitations/{code}/students: a student's account in their class; the answer signs them in. */
export function useStudentSignUp() {
  return useMutation({
    mutationFn: ({ code, body }: { code: string; body: StudentSignUpRequest }) =>
      request({
        method: 'POST',
        endpoint: invitationPaths.students(code),
        body,
        auth: false,
        notify: false,
        schema: SignUpResponseSchema,
      }),
  });
}
