import { apiPaths } from '@mathsight/contract/auth.paths.ts';
import {
  ChangePasswordResponseSchema,
  EmailChangeResponseSchema,
  type EmailPreferences,
  EmailPreferencesSchema,
} from '@mathsight/contract/auth.ts';
import { schoolPaths } from '@mathsight/contract/schools.paths.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clearAccessToken } from '../../../shared/api/access-token.ts';
import { request } from '../../../shared/api/http-client.ts';
import { logout } from '../../../shared/auth/logout.ts';
import { leaveSignedOutNotice } from '../../../shared/auth/signed-out-notice.ts';
import { saveRefreshToken } from '../../../shared/auth/token-storage.ts';
import { meQueryKeys } from '../../../shared/session/api/get-me.ts';
import { updateUser } from '../../../shared/session/api/update-user.ts';

/** PUT v3/users/{id}: the name; users/me follows. */
export function useSaveName(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: { title: string | null; firstName: string; lastName: string }) =>
      updateUser(userId, name),
    onSuccess: () => client.invalidateQueries({ queryKey: meQueryKeys.all }),
  });
}

/** POST v3/users/me/email-change: a link to the new address. */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (email: string) =>
      request({
        method: 'POST',
        endpoint: apiPaths.myEmailChange,
        body: { email },
        notify: false,
        schema: EmailChangeResponseSchema,
      }),
  });
}

/**
 * PUT v3/users/{id}/password: every sign-in ends, this one's access token too (decision 0025); this
 * tab goes on with the new sign-in's refresh token, its next call fetching an access token with it.
 */
export function useChangePassword(userId: number) {
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      request({
        method: 'PUT',
        endpoint: apiPaths.userPassword(userId),
        body,
        notify: false,
        schema: ChangePasswordResponseSchema,
      }),
    onSuccess: ({ refreshToken }) => {
      saveRefreshToken(refreshToken);
      // The old access token is refused from now on: drop it rather than spend a call on a 401.
      clearAccessToken();
    },
  });
}

const preferencesKey = ['users', 'me', 'email-preferences'] as const;

export function useMyEmailPreferences() {
  return useQuery(
    queryOptions({
      queryKey: preferencesKey,
      queryFn: () =>
        request({
          method: 'GET',
          endpoint: apiPaths.myEmailPreferences,
          schema: EmailPreferencesSchema,
          notify: false,
        }),
    }),
  );
}

export function useSaveMyEmailPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (preferences: EmailPreferences['preferences']) =>
      request({
        method: 'PUT',
        endpoint: apiPaths.myEmailPreferences,
        body: { preferences },
        notify: false,
        schema: EmailPreferencesSchema,
      }),
    onSuccess: (saved) => client.setQueryData(preferencesKey, saved),
  });
}

/** DELETE v3/schools/{id}/teachers/me: leave a school; users/me follows. */
export function useLeaveSchool() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (schoolId: number) =>
      request({ method: 'DELETE', endpoint: schoolPaths.myMembership(schoolId), notify: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: meQueryKeys.all }),
  });
}

/**
 * DELETE v3/users/me: the account is deleted (its password confirms it). Every sign-in has ended on
 * the server; this browser then signs out and leaves the sign-in page a note saying so.
 */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string) =>
      request({ method: 'DELETE', endpoint: apiPaths.myAccount, body: { password }, notify: false }),
    onSuccess: async () => {
      await logout();
      leaveSignedOutNotice('account-deleted');
    },
  });
}
