import { schoolReportPaths } from '@mathsight/contract/school-reports.paths.ts';
import { GroupChoicesSchema } from '@mathsight/contract/school-reports.ts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../api/http-client.ts';

/** The classes a report may show change rarely: asked again at most every 5 minutes on their own. */
const CHOICES_STALE_MS = 5 * 60_000;

/**
 * GET schools/{id}/reports/groups: the classes the caller may open in a report (an administrator's
 * every class, another teacher's own), for the class choosers of the group and diagnostic reports.
 */
export function useReportClassChoices(schoolId: number) {
  return useQuery({
    queryKey: ['report-class-choices', schoolId],
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: schoolReportPaths.groups(schoolId),
        schema: GroupChoicesSchema,
        signal,
      }),
    staleTime: CHOICES_STALE_MS,
  });
}
