import { schoolReportPaths } from '@mathsight/contract/school-reports.paths.ts';
import { GroupChoicesSchema } from '@mathsight/contract/school-reports.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { REPORT_STALE_MS, schoolReportKeys } from './school-report-keys.ts';

/** GET schools/{id}/reports/groups: the classes the caller may open in depth (the picker). */
export const groupChoicesQueryOptions = (schoolId: number) =>
  queryOptions({
    queryKey: [...schoolReportKeys.school(schoolId), 'groups'],
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: schoolReportPaths.groups(schoolId),
        schema: GroupChoicesSchema,
        signal,
      }),
    staleTime: REPORT_STALE_MS,
  });

export function useGroupChoices(schoolId: number) {
  return useQuery(groupChoicesQueryOptions(schoolId));
}
