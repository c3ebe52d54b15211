import { usageReportPaths } from '@mathsight/contract/usage-report.paths.ts';
import type { UsageTable } from '@mathsight/contract/usage-report.ts';
import type { DownloadTransfer } from '../../../shared/api/download-progress.ts';
import { downloadFile, saveFile } from '../../../shared/api/http-client.ts';
import { REPORT_CSV_TIMEOUT_MS } from '../../../shared/config/constants.ts';
import type { UsageWindow } from './get-usage-report.ts';

/**
 * GET schools/{id}/reports/usage.csv?table=: one table of the usage report, the rows the screen shows,
 * saved under the name the server gives it (`usage-weeks-<from>-to-<to>.csv`, `from` being the Monday).
 */
export async function downloadUsageCsv(
  schoolId: number,
  window: UsageWindow,
  table: UsageTable,
  weekFrom: string,
  transfer: DownloadTransfer,
) {
  const blob = await downloadFile({
    method: 'GET',
    endpoint: usageReportPaths.usageCsv(schoolId),
    params: { from: window.from, to: window.to, table },
    timeoutMs: REPORT_CSV_TIMEOUT_MS,
    ...transfer,
  });
  saveFile(blob, `usage-${table}-${weekFrom}-to-${window.to}.csv`);
}
