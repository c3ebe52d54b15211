import { schoolStudentPaths } from '@mathsight/contract/school-students.paths.ts';
import {
  type StudentImportCheck,
  StudentImportValidationSchema,
} from '@mathsight/contract/student-import.ts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';

/** POST schools/{id}/students/validate-import: every row checked on the server; nothing is saved. */
export function useValidateImport(schoolId: number) {
  return useMutation({
    mutationFn: (body: StudentImportCheck) =>
      request({
        method: 'POST',
        endpoint: schoolStudentPaths.validateImport(schoolId),
        body,
        notify: false,
        schema: StudentImportValidationSchema,
      }),
  });
}
