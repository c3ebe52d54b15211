import { apiPaths } from '@mathsight/contract/api-paths.ts';
import type { MeResponse } from '@mathsight/contract/users.ts';
import { type FetchHandler, jsonResponse } from './fetch-stub.ts';

/** The access endpoint answering with a fresh token for `role`. */
export function accessRoute(
  role: 'Teacher' | 'Student' | 'Parent' = 'Teacher',
): Record<string, FetchHandler> {
  return {
    [`GET ${apiPaths.access}`]: () =>
      jsonResponse(200, {
        accessToken: 'access',
        expiresAt: Math.floor(Date.now() / 1000) + 900,
        userRole: role,
      }),
  };
}

/** users/me answering `me` (whatever school is asked for), plus the calls the shell makes. */
export function signedInRoutes(me: MeResponse): Record<string, FetchHandler> {
  return {
    ...accessRoute(),
    [`GET ${apiPaths.me}`]: (url) => {
      const asked = new URL(url, 'http://x').searchParams.get('schoolId');
      const schoolId = asked ? Number(asked) : me.schoolId;
      return jsonResponse(200, {
        ...me,
        schoolId,
        groups: (me.groups ?? []).map((g) => ({ ...g, schoolId: schoolId ?? g.schoolId })),
      });
    },
    [`POST ${apiPaths.heartbeat(me.user.userId)}`]: () =>
      jsonResponse(200, { lastSeenAt: new Date().toISOString() }),
    [`POST ${apiPaths.revoke}`]: () => jsonResponse(204),
  };
}
