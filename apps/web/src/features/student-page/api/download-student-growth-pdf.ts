import type { Strand } from '@mathsight/contract/content.ts';
import { growthPaths } from '@mathsight/contract/growth.paths.ts';
import type { DownloadTransfer } from '../../../shared/api/download-progress.ts';
import { downloadFile, saveFile } from '../../../shared/api/http-client.ts';
import { REPORT_CSV_LONG_TIMEOUT_MS } from '../../../shared/config/constants.ts';
import { fileNamePart } from '../../../shared/files/file-name-part.ts';

/**
 * GET …/students/{studentId}/growth.pdf?strand=: the student's growth page in one strand, drawn on the
 * server, with the long report timeout (360,000 ms, spec §9) as the class's growth PDFs.
 */
export async function downloadStudentGrowthPdf(
  schoolId: number,
  student: { studentId: number; firstName: string; lastName: string },
  strand: Strand,
  transfer?: DownloadTransfer,
) {
  const blob = await downloadFile({
    method: 'GET',
    endpoint: growthPaths.studentGrowthPdf(schoolId, student.studentId),
    params: { strand },
    timeoutMs: REPORT_CSV_LONG_TIMEOUT_MS,
    ...transfer,
  });
  saveFile(
    blob,
    `${fileNamePart(`${student.firstName} ${student.lastName}`, 'student')}-growth-${strand}.pdf`,
  );
}
