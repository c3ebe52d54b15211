import { topicReportPaths } from '@mathsight/contract/topic-reports.paths.ts';
import { DiagnosticReportSchema } from '@mathsight/contract/topic-reports.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { TOPIC_REPORT_STALE_MS, topicReportKeys } from './topic-report-keys.ts';

/** Whose diagnostic results: a class, or a year group (counts only). */
export type DiagnosticScopeChoice = { groupId: number } | { yearGroupId: number };

export const scopeParams = (scope: DiagnosticScopeChoice): Record<string, string> =>
  'groupId' in scope ? { groupId: String(scope.groupId) } : { yearGroupId: String(scope.yearGroupId) };

/** GET schools/{id}/reports/diagnostic?groupId=|yearGroupId=&quizId=: a diagnostic quiz by misconception. */
export function useDiagnosticReport(
  schoolId: number,
  scope: DiagnosticScopeChoice | null,
  quizId: number | null,
) {
  return useQuery({
    queryKey: [...topicReportKeys.school(schoolId), 'diagnostic', scope, quizId],
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: topicReportPaths.diagnostic(schoolId),
        params: {
          ...(scope && scopeParams(scope)),
          ...(quizId !== null && { quizId: String(quizId) }),
        },
        schema: DiagnosticReportSchema,
        signal,
      }),
    staleTime: TOPIC_REPORT_STALE_MS,
    enabled: scope !== null,
    // The choosers (their year groups and quizzes) stay in place while another class or quiz loads.
    placeholderData: keepPreviousData,
  });
}
