import { lessonProgressPaths } from '@mathsight/contract/lesson-progress.paths.ts';
import { downloadFile, saveFile } from '../../../shared/api/http-client.ts';
import { REPORT_CSV_TIMEOUT_MS } from '../../../shared/config/constants.ts';
import { fileNamePart } from '../../../shared/files/file-name-part.ts';
import { lessonProgressParams } from './get-lesson-progress.ts';

/**
 * GET …/reports/lesson-progress.csv: the rows on screen as a CSV file, with spec §9's report CSV timeout
 * (a failure reads 'Error downloading file', from the client), saved as `lesson-progress-<class>-<work>.csv`.
 */
export async function downloadLessonProgress(
  schoolId: number,
  report: { groupId: number; groupCode: string; assignmentId: number | null; workName: string },
) {
  const blob = await downloadFile({
    method: 'GET',
    endpoint: lessonProgressPaths.lessonProgressCsv(schoolId),
    params: lessonProgressParams(report.groupId, report.assignmentId),
    timeoutMs: REPORT_CSV_TIMEOUT_MS,
  });
  saveFile(
    blob,
    `lesson-progress-${fileNamePart(report.groupCode, 'class')}-${fileNamePart(report.workName, 'work')}.csv`,
  );
}
