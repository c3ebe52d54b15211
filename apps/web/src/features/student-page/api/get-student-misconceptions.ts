import { studentProfilePaths } from '@mathsight/contract/student-profile.paths.ts';
import { StudentMisconceptionsSchema } from '@mathsight/contract/student-profile.ts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { studentPageKeys } from './student-page-keys.ts';

/** GET schools/{id}/students/{studentId}/profile/misconceptions: the misconceptions held now and fixed before. */
export function useStudentMisconceptions(schoolId: number, studentId: number) {
  return useQuery({
    queryKey: studentPageKeys.tab(schoolId, studentId, 'misconceptions'),
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: studentProfilePaths.misconceptions(schoolId, studentId),
        schema: StudentMisconceptionsSchema,
        signal,
      }),
  });
}
