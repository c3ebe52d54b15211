import { apiPaths } from '@mathsight/contract/auth.paths.ts';
import { type LoginRequest, LoginResponseSchema } from '@mathsight/contract/auth.ts';
import { request } from '../../../shared/api/http-client.ts';

/** POST v3/tokens/login-redirect: username (or email) and password for a refresh token. */
export function postLogin(body: LoginRequest) {
  // Public, and silent: the form shows the failure beside the fields instead of a toast.
  return request({
    method: 'POST',
    endpoint: apiPaths.login,
    body,
    auth: false,
    notify: false,
    schema: LoginResponseSchema,
  });
}
