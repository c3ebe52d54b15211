import { type LoginRequest, LoginRequestSchema } from '@mathsight/contract/auth.ts';
import type { NavigateFunction } from 'react-router';
import { clearAccessToken } from '../../shared/api/access-token.ts';
import { ERROR_MESSAGES, isApiError } from '../../shared/api/api-error.ts';
import { getAccessToken } from '../../shared/api/http-client.ts';
import { queryClient } from '../../shared/api/query-client.ts';
import { useAuthStore } from '../../shared/auth/auth-store.ts';
import { roleOfToken } from '../../shared/auth/jwt.ts';
import { redirectNonTeacher } from '../../shared/auth/token-redirect.ts';
import { clearRefreshToken, saveRefreshToken } from '../../shared/auth/token-storage.ts';
import { isLocalPath, isOpenToEveryRole, parseSchoolId, paths } from '../../shared/routing/paths.ts';
import { meQueryOptions } from '../../shared/session/api/get-me.ts';
import { postLogin } from './api/post-login.ts';

/**
 * The sign-in flow, downloaded when the form is first used rather than with the page: it brings
 * the HTTP client, the data cache and the contract's Zod schemas, none of which the form needs to
 * show itself. hooks/use-sign-in.ts loads it.
 */

export type LoginField = 'username' | 'password';
export type LoginFieldErrors = Partial<Record<LoginField, string>>;

export type CredentialsCheck =
  | { ok: true; credentials: LoginRequest }
  | { ok: false; errors: LoginFieldErrors };

/** The form's values checked with the schema the server validates with, so the two never disagree. */
export function checkCredentials(candidate: Partial<LoginRequest>): CredentialsCheck {
  const parsed = LoginRequestSchema.safeParse(candidate);
  if (parsed.success) return { ok: true, credentials: parsed.data };
  const errors: LoginFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'username' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/** The school a redirect target is about ("/12/plan" → 12), so users/me answers for it. */
export function schoolIdOfPath(path: string | null | undefined): number | null {
  if (!isLocalPath(path)) return null;
  return parseSchoolId(path.split(/[/?#]/)[1]);
}

/**
 * Spec §4: exchange the credentials for a refresh token, store it, get an access token, load the
 * user, then go on through /loginredirect. A student or parent is sent to their own app instead.
 * Any failure leaves the user signed out with loginError set.
 */
export async function signIn(credentials: LoginRequest, navigate: NavigateFunction): Promise<void> {
  const auth = useAuthStore.getState();
  auth.loginStarted();
  try {
    const answer = await postLogin(credentials);
    clearAccessToken();
    saveRefreshToken(answer.refreshToken);
    if ((roleOfToken(answer.refreshToken) ?? answer.userRole) !== 'Teacher') {
      // A lesson or quiz link is theirs to open: go on to it rather than to their home.
      if (isOpenToEveryRole(credentials.redirectTo)) {
        useAuthStore.getState().loginSucceeded();
        navigate(credentials.redirectTo, { replace: true });
        return;
      }
      await redirectNonTeacher();
      return;
    }
    await getAccessToken();
    const redirectTo = answer.redirectTo ?? credentials.redirectTo ?? null;
    await queryClient.fetchQuery(meQueryOptions(schoolIdOfPath(redirectTo)));
    useAuthStore.getState().loginSucceeded();
    navigate(paths.loginRedirect(redirectTo), { replace: true });
  } catch (error) {
    // Half a session (a token but no user) would only confuse the next visit.
    clearAccessToken();
    clearRefreshToken();
    useAuthStore.getState().loginFailed(isApiError(error) ? error.message : ERROR_MESSAGES.network);
  }
}
