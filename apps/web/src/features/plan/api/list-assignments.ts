import { assignmentPaths } from '@mathsight/contract/assignments.paths.ts';
import { AssignmentListSchema } from '@mathsight/contract/assignments.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { WORK_STALE_MS, workQueryKeys } from '../../../shared/assignments/work-query-keys.ts';

/** GET schools/{id}/assignments: one page of the plan list (params from planListParams). */
export const assignmentListQueryOptions = (schoolId: number, params: Record<string, string>) =>
  queryOptions({
    queryKey: [...workQueryKeys.school(schoolId), 'list', params],
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: assignmentPaths.schoolAssignments(schoolId),
        params,
        schema: AssignmentListSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: WORK_STALE_MS,
  });

export function useAssignmentList(schoolId: number, params: Record<string, string>) {
  return useQuery(assignmentListQueryOptions(schoolId, params));
}
