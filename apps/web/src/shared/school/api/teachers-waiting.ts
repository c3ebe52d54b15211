import { schoolPaths } from '@mathsight/contract/api-paths.ts';
import { SchoolTeacherListSchema } from '@mathsight/contract/schools.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../api/http-client.ts';
import { workQueryKeys } from '../../assignments/work-query-keys.ts';

const waitingKey = (schoolId: number) => ['schools', schoolId, 'teachers', 'Pending'] as const;

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
      await client.invalidateQueries({ queryKey: waitingKey(schoolId) });
      // Administrators' notifications badge counts the teachers waiting.
      await client.invalidateQueries({ queryKey: workQueryKeys.navigation });
    },
  });
}
