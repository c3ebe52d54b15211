import { apiPaths } from '@mathsight/contract/auth.paths.ts';
import { notificationPaths } from '@mathsight/contract/notifications.paths.ts';
import type { NavigationContext } from '@mathsight/contract/notifications.ts';
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

/** The navigation badges answering these counts (0 by default, so no badge shows). */
export function navigationContextRoute(
  userId: number,
  counts: Partial<Record<'plan' | 'check' | 'notifications', number>> = {},
): Record<string, FetchHandler> {
  return {
    [`GET ${notificationPaths.navigationContext(userId)}`]: (url) => {
      const schoolId = Number(new URL(url, 'http://x').searchParams.get('schoolId'));
      const body: NavigationContext = {
        type: 'school',
        schoolId,
        data: [
          { id: 'plan', badgeCount: counts.plan ?? 0 },
          { id: 'check', badgeCount: counts.check ?? 0 },
          { id: 'notifications', badgeCount: counts.notifications ?? 0 },
        ],
      };
      return jsonResponse(200, body);
    },
  };
}

/** users/me answering `me` (whatever school is asked for), plus the calls the shell makes. */
export function signedInRoutes(me: MeResponse): Record<string, FetchHandler> {
  return {
    ...navigationContextRoute(me.user.userId),
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
