import { groupPaths } from '@mathsight/contract/groups.paths.ts';
import { SchoolGroupListSchema } from '@mathsight/contract/groups.ts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { classQueryKeys } from '../../../shared/classes/api/class-query-keys.ts';

/** GET v4/teachers/{id}/groups: the classes one teacher (a school membership) teaches. */
export function useTeacherClasses(teacherId: number | null) {
  return useQuery({
    queryKey: classQueryKeys.teacher(teacherId ?? 0),
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: groupPaths.teacherGroups(teacherId ?? 0),
        schema: SchoolGroupListSchema,
        signal,
      }),
    enabled: teacherId !== null,
  });
}
