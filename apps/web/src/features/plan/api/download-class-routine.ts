import { routinePaths } from '@mathsight/contract/routine.paths.ts';
import { downloadFile, saveFile } from '../../../shared/api/http-client.ts';
import { REPORT_CSV_TIMEOUT_MS } from '../../../shared/config/constants.ts';
import { fileNamePart } from '../../../shared/files/file-name-part.ts';

/** The same weeks as the routine CSV (spec §9's report timeout), saved as `routine-<class>.csv`. */
export async function downloadClassRoutine(schoolId: number, groupId: number, code: string) {
  const blob = await downloadFile({
    method: 'GET',
    endpoint: routinePaths.routineCsv(schoolId),
    params: { groupId: String(groupId) },
    timeoutMs: REPORT_CSV_TIMEOUT_MS,
  });
  saveFile(blob, `routine-${fileNamePart(code, 'class')}.csv`);
}
