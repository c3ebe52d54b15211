import type { EffortPeriod } from '@mathsight/contract/effort.ts';
import { studentReportPaths } from '@mathsight/contract/student-reports.paths.ts';
import { EffortReportSchema } from '@mathsight/contract/student-reports.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { studentReportsKeys } from './student-reports-keys.ts';

/** GET schools/{id}/students/effort?groupId=&period=&date=: a class's effort in a week or a term. */
export function useClassEffort(
  schoolId: number,
  groupId: number | null,
  period: EffortPeriod,
  date: string | null,
) {
  return useQuery({
    queryKey: studentReportsKeys.effort(schoolId, groupId ?? 0, period, date),
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: studentReportPaths.effort(schoolId),
        params: { groupId: String(groupId), period, ...(date && { date }) },
        schema: EffortReportSchema,
        signal,
      }),
    enabled: groupId !== null,
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}
