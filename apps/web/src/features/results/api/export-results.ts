import { insightPaths } from '@mathsight/contract/insights.paths.ts';
import type { ExportFormat } from '@mathsight/contract/insights.ts';
import { downloadFile } from '../../../shared/api/http-client.ts';
import { REPORT_CSV_TIMEOUT_MS } from '../../../shared/config/constants.ts';

/**
 * GET assignments/{id}/insights/teacher/export?format=: the results grid as a CSV or PDF file, through
 * the HTTP client (bearer token; a failure reads 'Error downloading file', spec §8).
 */
export function exportResults(assignmentId: number, format: ExportFormat, groupId: number | null) {
  return downloadFile({
    method: 'GET',
    endpoint: insightPaths.teacherInsightsExport(assignmentId),
    params: { format, groupId: groupId ?? undefined },
    timeoutMs: REPORT_CSV_TIMEOUT_MS,
  });
}
