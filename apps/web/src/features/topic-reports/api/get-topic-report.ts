import { topicReportPaths } from '@mathsight/contract/topic-reports.paths.ts';
import { TopicReportSchema } from '@mathsight/contract/topic-reports.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { TOPIC_REPORT_STALE_MS, topicReportKeys } from './topic-report-keys.ts';

/** GET schools/{id}/reports/topics?topicUnitId=&months=: one topic across the year groups and classes. */
export function useTopicReport(schoolId: number, topicUnitId: number | null, months: number) {
  return useQuery({
    queryKey: [...topicReportKeys.school(schoolId), 'topics', topicUnitId, months],
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: topicReportPaths.topics(schoolId),
        params: {
          months: String(months),
          ...(topicUnitId !== null && { topicUnitId: String(topicUnitId) }),
        },
        schema: TopicReportSchema,
        signal,
      }),
    staleTime: TOPIC_REPORT_STALE_MS,
    // The chooser stays in place while another topic loads.
    placeholderData: keepPreviousData,
  });
}
