import { assignmentPaths } from '@mathsight/contract/assignments.paths.ts';
import { AssignmentDetailSchema } from '@mathsight/contract/assignments.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { WORK_STALE_MS, workQueryKeys } from '../../../shared/assignments/work-query-keys.ts';

/** GET assignments/{id}: one assignment with its classes, students and questions (any kind). */
export const assignmentQueryOptions = (assignmentId: number) =>
  queryOptions({
    queryKey: workQueryKeys.assignment(assignmentId),
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: assignmentPaths.assignment(assignmentId),
        schema: AssignmentDetailSchema,
        signal,
        // The page explains a missing assignment itself.
        notify: false,
      }),
    staleTime: WORK_STALE_MS,
  });

export function useAssignment(assignmentId: number) {
  return useQuery(assignmentQueryOptions(assignmentId));
}
