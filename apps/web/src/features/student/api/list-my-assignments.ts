import { quizSessionPaths } from '@mathsight/contract/quiz-sessions.paths.ts';
import {
  type StudentAssignmentGroup,
  StudentAssignmentListSchema,
} from '@mathsight/contract/quiz-sessions.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { pagingParams } from '../../../shared/api/paging.ts';
import { WORK_STALE_MS, workQueryKeys } from '../../../shared/assignments/work-query-keys.ts';

/** GET students/me/assignments: the signed-in student's Upcoming or Done work. */
export const myAssignmentsQueryOptions = (group: StudentAssignmentGroup) =>
  queryOptions({
    queryKey: [...workQueryKeys.studentWork, group],
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: quizSessionPaths.myAssignments,
        params: pagingParams({ filter: { group } }),
        schema: StudentAssignmentListSchema,
        signal,
        // The page explains a failed list itself, with a way to try again.
        notify: false,
      }),
    // Teachers set and move work while the student looks; their own answers invalidate it at once.
    staleTime: WORK_STALE_MS,
  });

export function useMyAssignments(group: StudentAssignmentGroup) {
  return useQuery(myAssignmentsQueryOptions(group));
}
