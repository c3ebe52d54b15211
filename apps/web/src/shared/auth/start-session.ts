import { clearAccessToken } from '../api/access-token.ts';
import { getAccessToken } from '../api/http-client.ts';
import { queryClient } from '../api/query-client.ts';
import { meQueryOptions } from '../session/api/get-me.ts';
import { roleOfToken } from './jwt.ts';
import { redirectNonTeacher } from './token-redirect.ts';
import { saveRefreshToken } from './token-storage.ts';

/**
 * Signs in with a refresh token the server just issued for a new account (sign-up, an invitation):
 * a teacher's session is loaded here and they go on in this app; a student or parent is sent to
 * their own home by the token redirect. Answers whether the caller should navigate on.
 */
export async function startSessionWith(refreshToken: string): Promise<'teacher' | 'left'> {
  clearAccessToken();
  saveRefreshToken(refreshToken);
  if (roleOfToken(refreshToken) !== 'Teacher') {
    await redirectNonTeacher();
    return 'left';
  }
  await getAccessToken();
  await queryClient.fetchQuery(meQueryOptions(null));
  return 'teacher';
}
