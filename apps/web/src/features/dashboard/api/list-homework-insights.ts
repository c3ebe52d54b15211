import { assignmentPaths } from '@mathsight/contract/assignments.paths.ts';
import {
  type AssignmentStatusGroup,
  HomeworkInsightsResponseSchema,
} from '@mathsight/contract/assignments.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { pagingParams } from '../../../shared/api/paging.ts';
import { WORK_STALE_MS, workQueryKeys } from '../../../shared/assignments/work-query-keys.ts';

/** How many of each tab the dashboard looks through (it shows the week's). */
const TAKE = 20;

/**
 * GET v5 schools/{id}/homework-insights: the work of the teacher's classes (or of one class, the
 * one chosen in the sidebar) with completion and scores; Upcoming soonest end first, Done latest
 * end first.
 */
export const homeworkInsightsQueryOptions = (
  schoolId: number,
  tab: AssignmentStatusGroup,
  groupId: number | null,
) =>
  queryOptions({
    queryKey: [...workQueryKeys.school(schoolId), 'homework-insights', tab, groupId],
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: assignmentPaths.homeworkInsights(schoolId),
        params: pagingParams({
          take: TAKE,
          filter: groupId === null ? { tab } : { tab, groupId: String(groupId) },
          sort: [{ fieldName: 'EndDate', direction: tab === 'Upcoming' ? 'Ascending' : 'Descending' }],
        }),
        schema: HomeworkInsightsResponseSchema,
        signal,
      }),
    staleTime: WORK_STALE_MS,
  });

export function useHomeworkInsights(schoolId: number, tab: AssignmentStatusGroup, groupId: number | null) {
  return useQuery(homeworkInsightsQueryOptions(schoolId, tab, groupId));
}
