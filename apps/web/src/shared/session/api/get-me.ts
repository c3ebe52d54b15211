import { apiPaths } from '@mathsight/contract/auth.paths.ts';
import { type MeInclude, type MeResponse, MeResponseSchema } from '@mathsight/contract/users.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../api/http-client.ts';
import { compareGroups, deriveGroup, type SessionGroup, toUserStateMap } from '../school-rules.ts';

/** What a teacher's screens need about themselves (spec §7 "User context"). */
export const TEACHER_INCLUDES: readonly MeInclude[] = ['groups', 'teachers', 'feature-flags', 'user-state'];

/** The signed-in user as the app holds it: classes with derived fields, user state as a map. */
export interface Me extends Omit<MeResponse, 'groups' | 'demoGroups' | 'userState'> {
  groups: SessionGroup[];
  demoGroups: SessionGroup[];
  userState: Record<string, string>;
}

/** The one mapping from the wire to the app's shape; demo classes are kept apart from real ones. */
export function toMe(response: MeResponse): Me {
  const all = (response.groups ?? []).map(deriveGroup);
  const demo = [...(response.demoGroups ?? []).map(deriveGroup), ...all.filter((g) => g.isDemo)];
  return {
    ...response,
    groups: all.filter((g) => !g.isDemo).sort(compareGroups),
    demoGroups: demo.sort(compareGroups),
    userState: toUserStateMap(response.userState),
  };
}

export const meQueryKeys = {
  all: ['users', 'me'] as const,
  forSchool: (schoolId: number | null) => ['users', 'me', { schoolId }] as const,
};

/** GET v4/users/me for a school (the address's, or null to let the server choose). */
export function meQueryOptions(schoolId: number | null) {
  return queryOptions({
    queryKey: meQueryKeys.forSchool(schoolId),
    queryFn: () =>
      request({
        method: 'GET',
        endpoint: apiPaths.me,
        params: { includes: TEACHER_INCLUDES.join(','), schoolId },
        schema: MeResponseSchema,
        // Whoever needs the user shows the failure: the route's error screen or the sign-in form.
        notify: false,
      }).then(toMe),
  });
}

export function useMe(schoolId: number | null) {
  return useQuery(meQueryOptions(schoolId));
}
