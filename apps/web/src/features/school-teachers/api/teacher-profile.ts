import {
  ClassMembershipsResultSchema,
  type TeacherClassMembershipsRequest,
} from '@mathsight/contract/school-students.ts';
import { schoolPaths } from '@mathsight/contract/schools.paths.ts';
import { TeacherProfileSchema } from '@mathsight/contract/schools.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { classQueryKeys } from '../../../shared/classes/api/class-query-keys.ts';
import { schoolTeachersKey } from '../../../shared/school/api/teachers-waiting.ts';
import { meQueryKeys } from '../../../shared/session/api/get-me.ts';

/** GET schools/{id}/teachers/{teacherId}: a teacher's profile, classes and the work they set. */
export function useTeacherProfile(schoolId: number, teacherId: number) {
  return useQuery({
    queryKey: [...schoolTeachersKey(schoolId), 'profile', teacherId],
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: schoolPaths.teacher(schoolId, teacherId),
        schema: TeacherProfileSchema,
        signal,
      }),
    enabled: teacherId > 0,
  });
}

/** PUT schools/{id}/teachers/class-memberships: teachers start or stop teaching classes. */
export function useSetTeacherClasses() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (o: { schoolId: number; body: TeacherClassMembershipsRequest }) =>
      request({
        method: 'PUT',
        endpoint: schoolPaths.teacherClassMemberships(o.schoolId),
        body: o.body,
        schema: ClassMembershipsResultSchema,
      }),
    onSuccess: (_result, o) =>
      Promise.all([
        client.invalidateQueries({ queryKey: schoolTeachersKey(o.schoolId) }),
        // The caller's own classes may have changed, and the classes' teachers.
        client.invalidateQueries({ queryKey: meQueryKeys.all }),
        client.invalidateQueries({ queryKey: classQueryKeys.all }),
      ]),
  });
}
