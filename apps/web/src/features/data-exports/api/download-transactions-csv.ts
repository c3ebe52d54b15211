import { dataExportPaths } from '@mathsight/contract/data-exports.paths.ts';
import type { DownloadTransfer } from '../../../shared/api/download-progress.ts';
import { downloadFile, saveFile } from '../../../shared/api/http-client.ts';
import { REPORT_CSV_LONG_TIMEOUT_MS } from '../../../shared/config/constants.ts';
import { fileNamePart } from '../../../shared/files/file-name-part.ts';

/** What the transaction CSV holds: school days (YYYY-MM-DD, both included) and a class, or null for the whole school. */
export interface TransactionsRange {
  from: string;
  to: string;
  groupId: number | null;
}

/** answers-<class or school>-<from>-to-<to>.csv, as the server names it. */
export function transactionsFileName(range: TransactionsRange, classCode: string | null): string {
  const scope = classCode === null ? 'school' : fileNamePart(classCode, 'class');
  return `answers-${scope}-${range.from}-to-${range.to}.csv`;
}

/**
 * GET schools/{id}/reports/transactions.csv?from=&to=&groupId=: every answer of the range, streamed by
 * the server, with the long report timeout (spec §9: 360,000 ms, a whole school's year can be millions of
 * rows) and its progress told to `transfer`; saved under `fileName`.
 */
export async function downloadTransactionsCsv(
  schoolId: number,
  range: TransactionsRange,
  fileName: string,
  transfer: DownloadTransfer,
) {
  const blob = await downloadFile({
    method: 'GET',
    endpoint: dataExportPaths.transactionsCsv(schoolId),
    params: { from: range.from, to: range.to, groupId: range.groupId ?? undefined },
    timeoutMs: REPORT_CSV_LONG_TIMEOUT_MS,
    ...transfer,
  });
  saveFile(blob, fileName);
}
