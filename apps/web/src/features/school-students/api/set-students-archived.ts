import { schoolStudentPaths } from '@mathsight/contract/school-students.paths.ts';
import { StudentCollectionResultSchema } from '@mathsight/contract/school-students.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { meQueryKeys } from '../../../shared/session/api/get-me.ts';
import { schoolStudentsQueryKeys } from './list-school-students.ts';

/** PUT schools/{id}/students/archive-collection or un-archive-collection (administrators only). */
export function setStudentsArchived(schoolId: number, studentIds: number[], archived: boolean) {
  return request({
    method: 'PUT',
    endpoint: archived ? schoolStudentPaths.archive(schoolId) : schoolStudentPaths.unArchive(schoolId),
    body: { studentIds },
    schema: StudentCollectionResultSchema,
  });
}

/** Archives or un-archives students; the list and the classes' head counts (users/me) load again. */
export function useSetStudentsArchived() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (o: { schoolId: number; studentIds: number[]; archived: boolean }) =>
      setStudentsArchived(o.schoolId, o.studentIds, o.archived),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: schoolStudentsQueryKeys.all }),
        client.invalidateQueries({ queryKey: meQueryKeys.all }),
      ]),
  });
}
