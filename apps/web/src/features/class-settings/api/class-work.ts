import { assignmentPaths } from '@mathsight/contract/assignments.paths.ts';
import { AssignmentListSchema } from '@mathsight/contract/assignments.ts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { pagingParams } from '../../../shared/api/paging.ts';
import { WORK_STALE_MS, workQueryKeys } from '../../../shared/assignments/work-query-keys.ts';

/** How many pieces of work the class page shows of each kind (upcoming, done). */
export const CLASS_WORK_TAKE = 5;

/** GET schools/{id}/assignments for one class: its next or its latest work (the plan list's call). */
export function useClassWork(schoolId: number, groupId: number, tab: 'Upcoming' | 'Done') {
  const params = pagingParams({ skip: 0, take: CLASS_WORK_TAKE, filter: { tab, groupIds: String(groupId) } });
  return useQuery({
    queryKey: [...workQueryKeys.school(schoolId), 'list', params],
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: assignmentPaths.schoolAssignments(schoolId),
        params,
        schema: AssignmentListSchema,
        signal,
      }),
    staleTime: WORK_STALE_MS,
  });
}
