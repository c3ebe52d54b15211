import { routinePaths } from '@mathsight/contract/routine.paths.ts';
import { RoutineReportSchema } from '@mathsight/contract/routine.ts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { WORK_STALE_MS, workQueryKeys } from '../../../shared/assignments/work-query-keys.ts';

/**
 * GET schools/{id}/reports/routine?groupId=: one class's retrieval practice week by week, the last 12
 * school weeks (the server's default window). Under the school's work, so setting work refreshes it.
 */
export function useClassRoutine(schoolId: number, groupId: number | null) {
  return useQuery({
    queryKey: [...workQueryKeys.school(schoolId), 'routine', groupId],
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: routinePaths.routine(schoolId),
        params: { groupId: String(groupId) },
        schema: RoutineReportSchema,
        signal,
      }),
    enabled: groupId !== null,
    staleTime: WORK_STALE_MS,
  });
}
