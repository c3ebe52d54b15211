import { schoolReportPaths } from '@mathsight/contract/school-reports.paths.ts';
import { GroupChoicesSchema } from '@mathsight/contract/school-reports.ts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { TOPIC_REPORT_STALE_MS, topicReportKeys } from './topic-report-keys.ts';

/** GET schools/{id}/reports/groups: the classes the caller may open (the diagnostic report's class chooser). */
export function useClassChoices(schoolId: number) {
  return useQuery({
    queryKey: [...topicReportKeys.school(schoolId), 'classes'],
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: schoolReportPaths.groups(schoolId),
        schema: GroupChoicesSchema,
        signal,
      }),
    staleTime: TOPIC_REPORT_STALE_MS,
  });
}
