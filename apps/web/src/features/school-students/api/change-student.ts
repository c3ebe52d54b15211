import { schoolStudentPaths } from '@mathsight/contract/school-students.paths.ts';
import {
  ClassMembershipsResultSchema,
  DeleteStudentsResultSchema,
  type StudentClassMembershipsRequest,
  StudentPasswordResetSchema,
  type UpdateSchoolStudentRequest,
} from '@mathsight/contract/school-students.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { classQueryKeys } from '../../../shared/classes/api/class-query-keys.ts';
import { meQueryKeys } from '../../../shared/session/api/get-me.ts';
import { schoolStudentsQueryKeys } from './list-school-students.ts';

/** After any change to students, the list and the classes' head counts (users/me, the school's classes) load again. */
function useRefreshStudents() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: schoolStudentsQueryKeys.all }),
      client.invalidateQueries({ queryKey: meQueryKeys.all }),
      client.invalidateQueries({ queryKey: classQueryKeys.all }),
    ]);
}

/** PUT schools/{id}/students/{studentId}: name and username. */
export function useUpdateStudent() {
  const refresh = useRefreshStudents();
  return useMutation({
    mutationFn: (o: { schoolId: number; studentId: number; body: UpdateSchoolStudentRequest }) =>
      request({
        method: 'PUT',
        endpoint: schoolStudentPaths.student(o.schoolId, o.studentId),
        body: o.body,
        // The form shows what went wrong beside its fields.
        notify: false,
      }),
    onSuccess: refresh,
  });
}

/** POST schools/{id}/students/{studentId}/password: a new password, shown once. */
export function useResetStudentPassword() {
  return useMutation({
    mutationFn: (o: { schoolId: number; studentId: number }) =>
      request({
        method: 'POST',
        endpoint: schoolStudentPaths.password(o.schoolId, o.studentId),
        schema: StudentPasswordResetSchema,
      }),
  });
}

/** DELETE schools/{id}/students: GDPR erasure (administrators only). */
export function useDeleteStudents() {
  const refresh = useRefreshStudents();
  return useMutation({
    mutationFn: (o: { schoolId: number; studentIds: number[] }) =>
      request({
        method: 'DELETE',
        endpoint: schoolStudentPaths.students(o.schoolId),
        body: { studentIds: o.studentIds },
        schema: DeleteStudentsResultSchema,
      }),
    onSuccess: refresh,
  });
}

/** PUT schools/{id}/students/class-memberships: students into classes, or out of them. */
export function useSetStudentClasses() {
  const refresh = useRefreshStudents();
  return useMutation({
    mutationFn: (o: { schoolId: number; body: StudentClassMembershipsRequest }) =>
      request({
        method: 'PUT',
        endpoint: schoolStudentPaths.classMemberships(o.schoolId),
        body: o.body,
        schema: ClassMembershipsResultSchema,
      }),
    onSuccess: refresh,
  });
}
