import { growthPaths } from '@mathsight/contract/growth.paths.ts';
import { StudentGrowthReportSchema } from '@mathsight/contract/growth.ts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { studentPageKeys } from './student-page-keys.ts';

/** GET schools/{id}/students/{studentId}/growth: baseline, now and growth ± SE in every strand, week by week. */
export function useStudentGrowth(schoolId: number, studentId: number) {
  return useQuery({
    queryKey: studentPageKeys.tab(schoolId, studentId, 'growth'),
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: growthPaths.studentGrowth(schoolId, studentId),
        schema: StudentGrowthReportSchema,
        signal,
      }),
  });
}
