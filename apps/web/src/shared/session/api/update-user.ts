import { apiPaths } from '@mathsight/contract/api-paths.ts';
import type { UpdateUserRequest } from '@mathsight/contract/users.ts';
import { request } from '../../api/http-client.ts';

/** PUT v3/users/{id}: changes the user's own details, such as the school they last chose. */
export function updateUser(userId: number, changes: UpdateUserRequest): Promise<unknown> {
  return request({ method: 'PUT', endpoint: apiPaths.user(userId), body: changes });
}
