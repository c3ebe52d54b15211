import { studentProfilePaths } from '@mathsight/contract/student-profile.paths.ts';
import { downloadFile } from '../../../shared/api/http-client.ts';
import { REPORT_CSV_TIMEOUT_MS } from '../../../shared/config/constants.ts';

/** GET …/profile/topics/export?format=csv: the topics tab as a CSV file (same rows and columns). */
export function exportStudentTopics(schoolId: number, studentId: number) {
  return downloadFile({
    method: 'GET',
    endpoint: studentProfilePaths.topicsExport(schoolId, studentId),
    params: { format: 'csv' },
    timeoutMs: REPORT_CSV_TIMEOUT_MS,
  });
}
