import { topicReportPaths } from '@mathsight/contract/topic-reports.paths.ts';
import type { DiagnosticReportTable } from '@mathsight/contract/topic-reports.ts';
import { downloadFile, saveFile } from '../../../shared/api/http-client.ts';
import { REPORT_CSV_TIMEOUT_MS } from '../../../shared/config/constants.ts';
import { type DiagnosticScopeChoice, scopeParams } from './get-diagnostic-report.ts';

/**
 * A report's CSV (the server builds it: the screen's rows and columns) through the HTTP client, with
 * the report CSV timeout of spec §9; a failure reads 'Error downloading file'.
 */
export type TopicReportCsv =
  | { report: 'topics'; topicUnitId: number; months: number }
  | { report: 'diagnostic'; scope: DiagnosticScopeChoice; quizId: number; table: DiagnosticReportTable };

export async function downloadTopicReportCsv(schoolId: number, csv: TopicReportCsv, fileName: string) {
  const { endpoint, params } =
    csv.report === 'topics'
      ? {
          endpoint: topicReportPaths.topicsCsv(schoolId),
          params: { topicUnitId: String(csv.topicUnitId), months: String(csv.months) },
        }
      : {
          endpoint: topicReportPaths.diagnosticCsv(schoolId),
          params: { ...scopeParams(csv.scope), quizId: String(csv.quizId), table: csv.table },
        };
  const blob = await downloadFile({ method: 'GET', endpoint, params, timeoutMs: REPORT_CSV_TIMEOUT_MS });
  saveFile(blob, fileName);
}
