import { studentReportPaths } from '@mathsight/contract/student-reports.paths.ts';
import { ProficiencyReportSchema } from '@mathsight/contract/student-reports.ts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { studentReportsKeys } from './student-reports-keys.ts';

/** GET schools/{id}/students/proficiency?groupId=: one class's students by topic. */
export function useClassProficiency(schoolId: number, groupId: number | null) {
  return useQuery({
    queryKey: studentReportsKeys.proficiency(schoolId, groupId ?? 0),
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: studentReportPaths.proficiency(schoolId),
        params: { groupId: String(groupId) },
        schema: ProficiencyReportSchema,
        signal,
      }),
    enabled: groupId !== null,
    refetchOnMount: 'always',
  });
}
