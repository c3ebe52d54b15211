import type { LoginRequest } from '@mathsight/contract/auth.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearAccessToken } from '../../../shared/api/access-token.ts';
import { ERROR_MESSAGES, isApiError } from '../../../shared/api/api-error.ts';
import { getAccessToken } from '../../../shared/api/http-client.ts';
import { useAuthStore } from '../../../shared/auth/auth-store.ts';
import { redirectNonTeacher, roleOfToken } from '../../../shared/auth/token-redirect.ts';
import { clearRefreshToken, saveRefreshToken } from '../../../shared/auth/token-storage.ts';
import { isLocalPath, parseSchoolId, paths } from '../../../shared/routing/paths.ts';
import { meQueryOptions } from '../../../shared/session/api/get-me.ts';
import { postLogin } from '../api/post-login.ts';

/** The school a redirect target is about ("/12/plan" → 12), so users/me answers for it. */
export function schoolIdOfPath(path: string | null | undefined): number | null {
  if (!isLocalPath(path)) return null;
  return parseSchoolId(path.split(/[/?#]/)[1]);
}

/**
 * The sign-in flow (spec §4): exchange the credentials for a refresh token, store it, get an
 * access token, load the user, then go on through /loginredirect. A student or parent is sent to
 * their own app instead. Any failure leaves the user signed out with loginError set.
 */
export function useSignIn() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  return useCallback(
    async (credentials: LoginRequest) => {
      const auth = useAuthStore.getState();
      auth.loginStarted();
      try {
        const answer = await postLogin(credentials);
        clearAccessToken();
        saveRefreshToken(answer.refreshToken);
        if ((roleOfToken(answer.refreshToken) ?? answer.userRole) !== 'Teacher') {
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
    },
    [navigate, queryClient],
  );
}
