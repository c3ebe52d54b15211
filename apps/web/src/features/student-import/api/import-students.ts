import { schoolStudentPaths } from '@mathsight/contract/school-students.paths.ts';
import { type StudentImportRequest, StudentImportResultSchema } from '@mathsight/contract/student-import.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { REPORT_CSV_TIMEOUT_MS } from '../../../shared/config/constants.ts';
import { schoolStudentsQueryKeys } from '../../../shared/school/api/school-students-keys.ts';
import { meQueryKeys } from '../../../shared/session/api/get-me.ts';

/**
 * POST schools/{id}/students/collection: the import, in one transaction on the server. Each new
 * password is hashed there (argon2id), about a minute for 2,000 students, so it waits as long as a
 * report does. The students list and the classes (users/me: new classes, head counts) load again.
 */
export function useImportStudents(schoolId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StudentImportRequest) =>
      request({
        method: 'POST',
        endpoint: schoolStudentPaths.collection(schoolId),
        body,
        notify: false,
        timeoutMs: REPORT_CSV_TIMEOUT_MS,
        schema: StudentImportResultSchema,
      }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: schoolStudentsQueryKeys.all }),
        client.invalidateQueries({ queryKey: meQueryKeys.all }),
      ]),
  });
}
