import { schoolReportPaths } from '@mathsight/contract/school-reports.paths.ts';
import { ClassesReportSchema } from '@mathsight/contract/school-reports.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { REPORT_STALE_MS, schoolReportKeys } from './school-report-keys.ts';

/** GET schools/{id}/reports/classes?months=: every class side by side, with its year group's figures. */
export const classesReportQueryOptions = (schoolId: number, months: number) =>
  queryOptions({
    queryKey: [...schoolReportKeys.school(schoolId), 'classes', months],
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: schoolReportPaths.classes(schoolId),
        params: { months: String(months) },
        schema: ClassesReportSchema,
        signal,
      }),
    staleTime: REPORT_STALE_MS,
  });

export function useClassesReport(schoolId: number, months: number) {
  return useQuery(classesReportQueryOptions(schoolId, months));
}
