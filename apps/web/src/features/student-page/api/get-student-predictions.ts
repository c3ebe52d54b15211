import { studentProfilePaths } from '@mathsight/contract/student-profile.paths.ts';
import { StudentPredictionsSchema } from '@mathsight/contract/student-profile.ts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { studentPageKeys } from './student-page-keys.ts';

/** GET schools/{id}/students/{studentId}/profile/predictions: predicted scores on open work and each topic's typical question. */
export function useStudentPredictions(schoolId: number, studentId: number) {
  return useQuery({
    queryKey: studentPageKeys.tab(schoolId, studentId, 'predictions'),
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: studentProfilePaths.predictions(schoolId, studentId),
        schema: StudentPredictionsSchema,
        signal,
      }),
  });
}
