import { schoolReportPaths } from '@mathsight/contract/school-reports.paths.ts';
import type { GroupReportTable, SchoolReportTable } from '@mathsight/contract/school-reports.ts';
import type { DownloadTransfer } from '../../../shared/api/download-progress.ts';
import { downloadFile } from '../../../shared/api/http-client.ts';
import { REPORT_CSV_LONG_TIMEOUT_MS, REPORT_CSV_TIMEOUT_MS } from '../../../shared/config/constants.ts';

/**
 * The CSV of one of a report's tables (same rows and columns as the screen), with spec §9's report
 * timeouts: the long one for the school's and the classes' tables (the whole school), the other for one class.
 */
export type ReportCsv =
  | { report: 'school'; table: SchoolReportTable }
  | { report: 'classes' }
  | { report: 'group'; groupId: number; table: GroupReportTable };

export function downloadReportCsv(
  schoolId: number,
  months: number,
  csv: ReportCsv,
  transfer?: DownloadTransfer,
) {
  const endpoint =
    csv.report === 'school'
      ? schoolReportPaths.schoolCsv(schoolId)
      : csv.report === 'classes'
        ? schoolReportPaths.classesCsv(schoolId)
        : schoolReportPaths.groupCsv(schoolId, csv.groupId);
  return downloadFile({
    method: 'GET',
    endpoint,
    params: { months: String(months), ...('table' in csv && { table: csv.table }) },
    timeoutMs: csv.report === 'group' ? REPORT_CSV_TIMEOUT_MS : REPORT_CSV_LONG_TIMEOUT_MS,
    ...transfer,
  });
}
