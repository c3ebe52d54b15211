import { growthPaths } from '@mathsight/contract/growth.paths.ts';
import type { DownloadTransfer } from '../../../shared/api/download-progress.ts';
import { downloadFile, saveFile } from '../../../shared/api/http-client.ts';
import { REPORT_CSV_LONG_TIMEOUT_MS, REPORT_CSV_TIMEOUT_MS } from '../../../shared/config/constants.ts';

/**
 * The growth and baseline files through the HTTP client (bearer token; a failure reads 'Error
 * downloading file'): a class's CSVs with the report CSV timeout of spec §9 (300,000 ms); the school's
 * (every class) and the PDFs, a page per student drawn on the server, with the long one (360,000 ms).
 */
export type GrowthFile =
  | { kind: 'growth.csv'; groupId: number; strand: string }
  | { kind: 'growth.pdf'; groupId: number; strand: string }
  | { kind: 'baseline.csv'; groupId: number }
  | { kind: 'classes.csv'; strand: string; view: 'growth' | 'baseline' };

export async function downloadGrowthFile(
  schoolId: number,
  file: GrowthFile,
  fileName: string,
  transfer?: DownloadTransfer,
) {
  const { endpoint, params, timeoutMs } =
    file.kind === 'growth.csv'
      ? {
          endpoint: growthPaths.growthCsv(schoolId),
          params: { groupId: String(file.groupId), strand: file.strand },
          timeoutMs: REPORT_CSV_TIMEOUT_MS,
        }
      : file.kind === 'growth.pdf'
        ? {
            endpoint: growthPaths.growthPdf(schoolId),
            params: { groupId: String(file.groupId), strand: file.strand },
            timeoutMs: REPORT_CSV_LONG_TIMEOUT_MS,
          }
        : file.kind === 'baseline.csv'
          ? {
              endpoint: growthPaths.baselineCsv(schoolId),
              params: { groupId: String(file.groupId) },
              timeoutMs: REPORT_CSV_TIMEOUT_MS,
            }
          : {
              endpoint: growthPaths.growthByClassCsv(schoolId),
              params: { strand: file.strand, view: file.view },
              // Every class of the school: the long report timeout.
              timeoutMs: REPORT_CSV_LONG_TIMEOUT_MS,
            };
  const blob = await downloadFile({ method: 'GET', endpoint, params, timeoutMs, ...transfer });
  saveFile(blob, fileName);
}
