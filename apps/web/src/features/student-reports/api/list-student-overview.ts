import { studentReportPaths } from '@mathsight/contract/student-reports.paths.ts';
import {
  STUDENT_OVERVIEW_PAGE_SIZE,
  StudentOverviewListSchema,
} from '@mathsight/contract/student-reports.ts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { pagingParams } from '../../../shared/api/paging.ts';
import { type OverviewFilters, overviewParams, studentReportsKeys } from './student-reports-keys.ts';

/**
 * GET schools/{id}/students/overview as the screen scrolls it: pages of 50 in the server's order
 * (sorted over every student in scope), the next loaded as the reader nears the end.
 */
export const studentOverviewOptions = (schoolId: number, filters: OverviewFilters) =>
  infiniteQueryOptions({
    queryKey: studentReportsKeys.overview(schoolId, filters),
    queryFn: ({ pageParam, signal }) =>
      request({
        method: 'GET',
        endpoint: studentReportPaths.overview(schoolId),
        params: pagingParams({
          skip: pageParam * STUDENT_OVERVIEW_PAGE_SIZE,
          take: STUDENT_OVERVIEW_PAGE_SIZE,
          ...overviewParams(filters),
        }),
        schema: StudentOverviewListSchema,
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      pages.length * STUDENT_OVERVIEW_PAGE_SIZE < last.total ? pages.length : undefined,
    placeholderData: keepPreviousData,
    // Answers arrive all day: ask again whenever the screen opens.
    refetchOnMount: 'always',
  });

export function useStudentOverview(schoolId: number, filters: OverviewFilters) {
  return useInfiniteQuery(studentOverviewOptions(schoolId, filters));
}
