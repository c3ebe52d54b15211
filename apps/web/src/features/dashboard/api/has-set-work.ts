import { assignmentPaths } from '@mathsight/contract/assignments.paths.ts';
import { HomeworkInsightsResponseSchema } from '@mathsight/contract/assignments.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { pagingParams } from '../../../shared/api/paging.ts';
import { WORK_STALE_MS, workQueryKeys } from '../../../shared/assignments/work-query-keys.ts';

/**
 * Whether any work is set to the teacher's classes, upcoming or done (GET v5 homework-insights with no
 * tab, one row): the first steps' "Set the first work". Under the school's work key, so setting work
 * (invalidateWork) ticks the step at once.
 */
export const hasSetWorkQueryOptions = (schoolId: number) =>
  queryOptions({
    queryKey: [...workQueryKeys.school(schoolId), 'has-set-work'],
    queryFn: async ({ signal }) => {
      const page = await request({
        method: 'GET',
        endpoint: assignmentPaths.homeworkInsights(schoolId),
        params: pagingParams({ take: 1 }),
        schema: HomeworkInsightsResponseSchema,
        signal,
      });
      return page.total > 0;
    },
    staleTime: WORK_STALE_MS,
  });

export function useHasSetWork(schoolId: number, enabled: boolean) {
  return useQuery({ ...hasSetWorkQueryOptions(schoolId), enabled });
}
