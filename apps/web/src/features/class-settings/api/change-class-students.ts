import { groupPaths } from '@mathsight/contract/groups.paths.ts';
import { GroupStudentsChangedSchema } from '@mathsight/contract/groups.ts';
import { schoolStudentPaths } from '@mathsight/contract/school-students.paths.ts';
import { SchoolStudentListSchema } from '@mathsight/contract/school-students.ts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { pagingParams } from '../../../shared/api/paging.ts';
import { classQueryKeys } from '../../../shared/classes/api/class-query-keys.ts';
import { invalidateClasses } from './class-query-keys.ts';

/** How many of the school's students one search shows to add to a class. */
export const STUDENT_SEARCH_TAKE = 20;

/** GET schools/{id}/students?searchText=: active students of the school to add to a class. */
export function useSchoolStudentSearch(schoolId: number, searchText: string) {
  return useQuery({
    queryKey: [...classQueryKeys.school(schoolId), 'student-search', searchText],
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: schoolStudentPaths.students(schoolId),
        params: pagingParams({
          skip: 0,
          take: STUDENT_SEARCH_TAKE,
          filter: { archiveStatus: 'active', ...(searchText && { searchText }) },
        }),
        schema: SchoolStudentListSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

type Change =
  | { kind: 'add'; studentIds: number[] }
  | { kind: 'remove'; studentIds: number[] }
  | { kind: 'move'; studentIds: number[]; toGroupId: number };

/**
 * PUT groups/{id}/students/add-collection, …/remove-collection or …/move: the class's members change
 * (those joining take part in its current work), so the classes, the students list and work refresh.
 */
export function useChangeClassStudents(groupId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: Change) =>
      request({
        method: 'PUT',
        endpoint:
          change.kind === 'add'
            ? groupPaths.addStudents(groupId)
            : change.kind === 'remove'
              ? groupPaths.removeStudents(groupId)
              : groupPaths.moveStudents(groupId),
        body:
          change.kind === 'move'
            ? { studentIds: change.studentIds, toGroupId: change.toGroupId }
            : { studentIds: change.studentIds },
        schema: GroupStudentsChangedSchema,
        notify: false,
      }),
    onSuccess: () => invalidateClasses(client, { work: true }),
  });
}
