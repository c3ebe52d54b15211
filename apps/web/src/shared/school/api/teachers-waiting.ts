import { schoolPaths } from '@mathsight/contract/schools.paths.ts';
import { SchoolTeacherListSchema } from '@mathsight/contract/schools.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../api/http-client.ts';
import { workQueryKeys } from '../../assignments/work-query-keys.ts';

/** Every list of the school's teachers is keyed under this (the teachers screen's pages too). */
export const schoolTeachersKey = (schoolId: number) => ['schools', schoolId, 'teachers'] as const;
const waitingKey = (schoolId: number) => [...schoolTeachersKey(schoolId), 'Pending'] as const;

/** GET v3/schools/{id}/teachers?filter.schoolMembershipStatus=Pending: for the school's administrators. */
export function useTeachersWaiting(schoolId: number, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: waitingKey(schoolId),
      queryFn: () =>
        request({
          method: 'GET',
          endpoint: schoolPaths.teachers(schoolId),
          params: { 'request.filter.schoolMembershipStatus': 'Pending' },
          schema: SchoolTeacherListSchema,
          notify: false,
        }),
      enabled,
    }),
  );
}

/** PUT (confirm) or DELETE (decline) v3/schools/{id}/teachers/{teacherId}; the list asks again. */
export function useAnswerTeacher(schoolId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ teacherId, confirm }: { teacherId: number; confirm: boolean }) =>
      request({
        method: confirm ? 'PUT' : 'DELETE',
        endpoint: schoolPaths.teacher(schoolId, teacherId),
        ...(confirm && { body: { membershipStatus: 'Confirmed' } }),
      }),
    onSettled: async () => {
      // The waiting list and, once confirmed, the Confirmed pages of the teachers screen.
      await client.invalidateQueries({ queryKey: schoolTeachersKey(schoolId) });
      // Administrators' notifications badge counts the teachers waiting.
      await client.invalidateQueries({ queryKey: workQueryKeys.navigation });
    },
  });
}
