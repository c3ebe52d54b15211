import { schoolStudentPaths } from '@mathsight/contract/school-students.paths.ts';
import { SCHOOL_STUDENTS_MAX_TAKE } from '@mathsight/contract/school-students.ts';
import { downloadFile } from '../../../shared/api/http-client.ts';
import { pagingParams } from '../../../shared/api/paging.ts';
import { REPORT_CSV_LONG_TIMEOUT_MS, REPORT_CSV_TIMEOUT_MS } from '../../../shared/config/constants.ts';
import { type StudentFilters, studentFilterParams } from './list-school-students.ts';

/**
 * GET schools/{id}/students/export?format=csv (or pdf) with the list's filters: every student it shows (up to
 * the large limit), through the HTTP client (bearer token; a failure reads 'Error downloading file').
 */
export function exportStudents(schoolId: number, filters: StudentFilters, format: 'csv' | 'pdf' = 'csv') {
  return downloadFile({
    method: 'GET',
    endpoint: schoolStudentPaths.export(schoolId),
    params: {
      format,
      ...pagingParams({ take: SCHOOL_STUDENTS_MAX_TAKE, filter: studentFilterParams(filters) }),
    },
    // One class's students, or the school's (up to the large limit, and a PDF of them): the long timeout.
    timeoutMs: filters.groupId === null ? REPORT_CSV_LONG_TIMEOUT_MS : REPORT_CSV_TIMEOUT_MS,
  });
}
