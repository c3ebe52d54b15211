import { apiPaths } from '@mathsight/contract/auth.paths.ts';
import { TokenRedirectResponseSchema } from '@mathsight/contract/auth.ts';
import { clearAccessToken } from '../api/access-token.ts';
import { request } from '../api/http-client.ts';

// roleOfToken lives in jwt.ts (Zod-free, needed before anything else loads); kept importable here.
export { roleOfToken } from './jwt.ts';

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
