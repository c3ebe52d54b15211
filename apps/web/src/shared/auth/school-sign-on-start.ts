import { LoginResponseSchema } from '@mathsight/contract/auth.ts';
import { schoolSignOnPaths } from '@mathsight/contract/school-sign-on.paths.ts';
import { CleverLoginStartSchema, CleverStatusSchema } from '@mathsight/contract/school-sign-on.ts';
import { request } from '../api/http-client.ts';

// Public and silent: the sign-in page shows each failure where it happened.
const quiet = { auth: false, notify: false } as const;

/** GET v3/tokens/clever-status: whether the server signs in with the school's Clever (issue 28 point 2). */
export const getCleverStatus = () =>
  request({
    method: 'GET',
    endpoint: schoolSignOnPaths.cleverStatus(),
    ...quiet,
    schema: CleverStatusSchema,
  });

/** GET v3/clever-login: Clever's authorize link, which comes back through {api}/v3/clever-login-callback. */
export const getCleverAuthorize = () =>
  request({
    method: 'GET',
    endpoint: schoolSignOnPaths.cleverLogin(),
    ...quiet,
    schema: CleverLoginStartSchema,
  });

/** POST v3/tokens/sign-on: the two-minute ticket the callback handed the sign-in page, for a sign-in. */
export const postSignOnTicket = (ticket: string) =>
  request({
    method: 'POST',
    endpoint: schoolSignOnPaths.signOnTokens(),
    body: { ticket },
    ...quiet,
    schema: LoginResponseSchema,
  });
