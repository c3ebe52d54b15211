import { schoolReportPaths } from '@mathsight/contract/school-reports.paths.ts';
import { GroupReportSchema } from '@mathsight/contract/school-reports.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { REPORT_STALE_MS, schoolReportKeys } from './school-report-keys.ts';

/** GET schools/{id}/reports/groups/{groupId}?months=: one class in depth ("group inference insights"). */
export const groupReportQueryOptions = (schoolId: number, groupId: number, months: number) =>
  queryOptions({
    queryKey: [...schoolReportKeys.school(schoolId), 'group', groupId, months],
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: schoolReportPaths.group(schoolId, groupId),
        params: { months: String(months) },
        schema: GroupReportSchema,
        signal,
      }),
    staleTime: REPORT_STALE_MS,
  });

export function useGroupReport(schoolId: number, groupId: number | null, months: number) {
  return useQuery({ ...groupReportQueryOptions(schoolId, groupId ?? 0, months), enabled: groupId !== null });
}
