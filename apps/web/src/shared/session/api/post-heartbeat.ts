import { apiPaths } from '@mathsight/contract/auth.paths.ts';
import { HeartbeatResponseSchema } from '@mathsight/contract/users.ts';
import { request } from '../../api/http-client.ts';

/** POST v3/users/{id}/heartbeat: the server records that the user is still here. */
export function postHeartbeat(userId: number) {
  // Silent: a missed heartbeat is not worth interrupting a teacher for.
  return request({
    method: 'POST',
    endpoint: apiPaths.heartbeat(userId),
    schema: HeartbeatResponseSchema,
    notify: false,
  });
}
