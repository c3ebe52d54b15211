import { studentProfilePaths } from '@mathsight/contract/student-profile.paths.ts';
import { StudentEffortSchema } from '@mathsight/contract/student-profile.ts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { studentPageKeys } from './student-page-keys.ts';

/** GET schools/{id}/students/{studentId}/profile/effort: the student's effort in each week of the term so far. */
export function useStudentEffort(schoolId: number, studentId: number) {
  return useQuery({
    queryKey: studentPageKeys.tab(schoolId, studentId, 'effort'),
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: studentProfilePaths.effort(schoolId, studentId),
        schema: StudentEffortSchema,
        signal,
      }),
  });
}
