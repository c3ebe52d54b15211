import { apiPaths } from '@mathsight/contract/auth.paths.ts';
import { request } from '../api/http-client.ts';

/** POST tokens/revoke: the server forgets the refresh token, so a copy of it is useless. */
export function revokeRefreshToken(refreshToken: string): Promise<unknown> {
  // Public and silent: logout goes on whatever happens, and must not trigger another logout.
  return request({
    method: 'POST',
    endpoint: apiPaths.revoke,
    body: { refreshToken },
    auth: false,
    notify: false,
    timeoutMs: 10_000,
  });
}
