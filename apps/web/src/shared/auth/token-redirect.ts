import { apiPaths } from '@mathsight/contract/api-paths.ts';
import { primaryRole, TokenRedirectResponseSchema, type UserRole } from '@mathsight/contract/auth.ts';
import { clearAccessToken } from '../api/access-token.ts';
import { request } from '../api/http-client.ts';
import { decodeTokenClaims } from './jwt.ts';

/** The role a token carries; Teacher wins when it carries several (spec §6). */
export function roleOfToken(token: string | null | undefined): UserRole | null {
  const claims = decodeTokenClaims(token);
  return claims ? primaryRole(claims.role) : null;
}

/** GET tokens/redirect: where a user who is not a teacher belongs. */
export function getTokenRedirect() {
  return request({ method: 'GET', endpoint: apiPaths.tokenRedirect, schema: TokenRedirectResponseSchema });
}

/**
 * Spec §4: a student or parent who reaches the teacher app is sent to their own app. Local and
 * session storage are cleared first; the shared token cookie stays, since the other app signs in
 * with it.
 */
export async function redirectNonTeacher(): Promise<void> {
  const { url } = await getTokenRedirect();
  clearAccessToken();
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.location.assign(url);
}
