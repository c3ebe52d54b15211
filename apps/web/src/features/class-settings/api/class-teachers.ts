import { groupPaths } from '@mathsight/contract/groups.paths.ts';
import { GroupTeacherListSchema } from '@mathsight/contract/groups.ts';
import { schoolPaths } from '@mathsight/contract/schools.paths.ts';
import { SchoolTeacherListSchema } from '@mathsight/contract/schools.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { pagingParams } from '../../../shared/api/paging.ts';
import { classQueryKeys } from '../../../shared/classes/api/class-query-keys.ts';
import { invalidateClasses } from './class-query-keys.ts';

/** The most teachers one request lists: a school's whole staff to choose co-teachers from. */
export const ALL_TEACHERS_TAKE = 100;

/** GET groups/{id}/teachers. */
export function useClassTeachers(groupId: number) {
  return useQuery({
    queryKey: [...classQueryKeys.group(groupId), 'teachers'],
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: groupPaths.teachers(groupId),
        schema: GroupTeacherListSchema,
        signal,
      }),
    enabled: groupId > 0,
  });
}

/** GET schools/{id}/teachers (Confirmed, up to 100): whom a class's teachers can be chosen from. */
export function useConfirmedTeachers(schoolId: number) {
  return useQuery({
    queryKey: [...classQueryKeys.school(schoolId), 'confirmed-teachers'],
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: schoolPaths.teachers(schoolId),
        params: pagingParams({
          skip: 0,
          take: ALL_TEACHERS_TAKE,
          filter: { schoolMembershipStatus: 'Confirmed' },
        }),
        schema: SchoolTeacherListSchema,
        signal,
      }),
  });
}

/** PUT groups/{id}/teachers: the class's teachers from now on (at least one). */
export function useSetClassTeachers(groupId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (teacherIds: number[]) =>
      request({
        method: 'PUT',
        endpoint: groupPaths.teachers(groupId),
        body: { teacherIds },
        schema: GroupTeacherListSchema,
        notify: false,
      }),
    onSuccess: () => invalidateClasses(client),
  });
}
