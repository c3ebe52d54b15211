import { studentProfilePaths } from '@mathsight/contract/student-profile.paths.ts';
import { StudentProfileSchema } from '@mathsight/contract/student-profile.ts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { studentPageKeys } from './student-page-keys.ts';

/** GET schools/{id}/students/{studentId}/profile: the header and the topics tab (the student's measures by strand). */
export function useStudentProfile(schoolId: number, studentId: number) {
  return useQuery({
    queryKey: studentPageKeys.tab(schoolId, studentId, 'profile'),
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: studentProfilePaths.profile(schoolId, studentId),
        schema: StudentProfileSchema,
        signal,
      }),
  });
}
