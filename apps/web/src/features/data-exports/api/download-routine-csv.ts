import { routinePaths } from '@mathsight/contract/routine.paths.ts';
import { weekStartOf } from '@mathsight/contract/school-terms.ts';
import type { DownloadTransfer } from '../../../shared/api/download-progress.ts';
import { downloadFile, saveFile } from '../../../shared/api/http-client.ts';
import { REPORT_CSV_TIMEOUT_MS } from '../../../shared/config/constants.ts';
import { fileNamePart } from '../../../shared/files/file-name-part.ts';
import type { TransactionsRange } from './download-transactions-csv.ts';

/**
 * routine-<class>-<from>-to-<to>.csv, or routine-<from>-to-<to>.csv for every class, as the server names it
 * (`from` moved back to its week's Monday, as the rows start).
 */
export function routineFileName(range: TransactionsRange, classCode: string | null): string {
  const part = classCode === null ? '' : `${fileNamePart(classCode, 'class')}-`;
  return `routine-${part}${weekStartOf(range.from)}-to-${range.to}.csv`;
}

/**
 * GET schools/{id}/reports/routine.csv?from=&to=&groupId=: the retrieval-practice routine, a row per
 * class and school week, with the report timeout (spec §9: 300,000 ms) and its progress told to
 * `transfer`. The server moves `from` back to its Monday; the name is the one it would give.
 */
export async function downloadRoutineCsv(
  schoolId: number,
  range: TransactionsRange,
  fileName: string,
  transfer: DownloadTransfer,
) {
  const blob = await downloadFile({
    method: 'GET',
    endpoint: routinePaths.routineCsv(schoolId),
    params: { from: range.from, to: range.to, groupId: range.groupId ?? undefined },
    timeoutMs: REPORT_CSV_TIMEOUT_MS,
    ...transfer,
  });
  saveFile(blob, fileName);
}
