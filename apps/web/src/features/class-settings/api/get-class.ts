import { groupPaths } from '@mathsight/contract/groups.paths.ts';
import { GroupDetailSchema, GroupStudentListSchema } from '@mathsight/contract/groups.ts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { classQueryKeys } from '../../../shared/classes/api/class-query-keys.ts';

/** GET groups/{id}: the class for its teachers and administrators, with what deleting it would take. */
export function useClassDetail(groupId: number, enabled = true) {
  return useQuery({
    queryKey: [...classQueryKeys.group(groupId), 'detail'],
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: groupPaths.group(groupId),
        schema: GroupDetailSchema,
        signal,
        notify: false,
      }),
    enabled: enabled && groupId > 0,
  });
}

/** GET groups/{id}/students: the class's active students, by last then first name. */
export function useClassStudents(groupId: number) {
  return useQuery({
    queryKey: [...classQueryKeys.group(groupId), 'students'],
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: groupPaths.students(groupId),
        schema: GroupStudentListSchema,
        signal,
      }),
    enabled: groupId > 0,
  });
}
