import { schoolStudentPaths } from '@mathsight/contract/school-students.paths.ts';
import type { ImportedStudent } from '@mathsight/contract/student-import.ts';
import { downloadFile } from '../../../shared/api/http-client.ts';
import { REPORT_CSV_LONG_TIMEOUT_MS } from '../../../shared/config/constants.ts';

/**
 * POST schools/{id}/students/sign-in-slips: the new students' slips as a PDF (A4, a page per class,
 * cut lines). The passwords go back to the server only to be printed; it keeps none of them. An import
 * may be the whole school's students: the long report timeout.
 */
export function downloadSignInSlips(schoolId: number, students: readonly ImportedStudent[]) {
  return downloadFile({
    method: 'POST',
    endpoint: schoolStudentPaths.signInSlips(schoolId),
    body: {
      slips: students.map((s) => ({
        firstName: s.firstName,
        lastName: s.lastName,
        userName: s.userName,
        password: s.password,
        classCode: s.classCode,
      })),
    },
    timeoutMs: REPORT_CSV_LONG_TIMEOUT_MS,
  });
}
