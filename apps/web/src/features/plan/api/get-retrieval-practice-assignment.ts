import { assignmentPaths } from '@mathsight/contract/assignments.paths.ts';
import { RetrievalPracticeAssignmentSchema } from '@mathsight/contract/retrieval-practice.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { WORK_STALE_MS, workQueryKeys } from '../../../shared/assignments/work-query-keys.ts';

/** GET retrieval-practice-assignments/{id}: the assignment with its full questions and their reasons. */
export const retrievalPracticeAssignmentQueryOptions = (assignmentId: number) =>
  queryOptions({
    queryKey: [...workQueryKeys.assignment(assignmentId), 'retrieval-practice'],
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: assignmentPaths.retrievalPracticeAssignment(assignmentId),
        schema: RetrievalPracticeAssignmentSchema,
        signal,
      }),
    staleTime: WORK_STALE_MS,
  });

export function useRetrievalPracticeAssignment(assignmentId: number, enabled: boolean) {
  return useQuery({ ...retrievalPracticeAssignmentQueryOptions(assignmentId), enabled });
}
