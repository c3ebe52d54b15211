import { assignmentPaths } from '@mathsight/contract/assignments.paths.ts';
import { CalendarResponseSchema } from '@mathsight/contract/assignments.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { WORK_STALE_MS, workQueryKeys } from '../../../shared/assignments/work-query-keys.ts';

export interface CalendarRange {
  /** ISO instants: the first and the last moment the calendar shows. */
  from: string;
  to: string;
  /** Only the work of these classes; every class of the school when absent. */
  groupIds?: readonly number[];
}

/** GET schools/{id}/assignments/calendar: the work overlapping the range the calendar shows. */
export const calendarQueryOptions = (schoolId: number, range: CalendarRange) =>
  queryOptions({
    queryKey: [...workQueryKeys.school(schoolId), 'calendar', range],
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: assignmentPaths.schoolCalendar(schoolId),
        params: {
          from: range.from,
          to: range.to,
          ...(range.groupIds && range.groupIds.length > 0 && { groupIds: range.groupIds.join(',') }),
        },
        schema: CalendarResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: WORK_STALE_MS,
  });

export function useAssignmentCalendar(schoolId: number, range: CalendarRange | null) {
  return useQuery({
    ...calendarQueryOptions(schoolId, range ?? { from: '', to: '' }),
    enabled: range !== null,
  });
}
