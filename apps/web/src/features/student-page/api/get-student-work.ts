import { studentProfilePaths } from '@mathsight/contract/student-profile.paths.ts';
import { StudentWorkSchema } from '@mathsight/contract/student-profile.ts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { studentPageKeys } from './student-page-keys.ts';

/** GET schools/{id}/students/{studentId}/profile/work: the student's set work with score, share answered and effort. */
export function useStudentWork(schoolId: number, studentId: number) {
  return useQuery({
    queryKey: studentPageKeys.tab(schoolId, studentId, 'work'),
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: studentProfilePaths.work(schoolId, studentId),
        schema: StudentWorkSchema,
        signal,
      }),
  });
}
