import { schoolReportPaths } from '@mathsight/contract/school-reports.paths.ts';
import { SchoolReportSchema } from '@mathsight/contract/school-reports.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { REPORT_STALE_MS, schoolReportKeys } from './school-report-keys.ts';

/** GET schools/{id}/reports/school?months=: the head of department's whole-school view. */
export const schoolReportQueryOptions = (schoolId: number, months: number) =>
  queryOptions({
    queryKey: [...schoolReportKeys.school(schoolId), 'school', months],
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: schoolReportPaths.school(schoolId),
        params: { months: String(months) },
        schema: SchoolReportSchema,
        signal,
      }),
    staleTime: REPORT_STALE_MS,
  });

export function useSchoolReport(schoolId: number, months: number) {
  return useQuery(schoolReportQueryOptions(schoolId, months));
}
