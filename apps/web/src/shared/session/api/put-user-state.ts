import { apiPaths } from '@mathsight/contract/auth.paths.ts';
import type { KeyValue } from '@mathsight/contract/common.ts';
import { UserStateResponseSchema } from '@mathsight/contract/users.ts';
import { request } from '../../api/http-client.ts';

/** PUT v3/users/{id}/state: saves key/value preferences (the wire carries a list, not a map). */
export function putUserState(userId: number, stateValues: KeyValue[]) {
  return request({
    method: 'PUT',
    endpoint: apiPaths.userState(userId),
    body: { stateValues },
    schema: UserStateResponseSchema,
  });
}
