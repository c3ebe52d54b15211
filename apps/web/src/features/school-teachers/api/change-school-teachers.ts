import { schoolPaths } from '@mathsight/contract/schools.paths.ts';
import {
  type InviteSchoolTeachersRequest,
  InviteSchoolTeachersResponseSchema,
  RemoveSchoolTeachersResponseSchema,
} from '@mathsight/contract/schools.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { schoolTeachersKey } from '../../../shared/school/api/teachers-waiting.ts';
import { meQueryKeys } from '../../../shared/session/api/get-me.ts';

/** After any change the school's teacher lists ask again. */
function useRefreshTeachers(schoolId: number) {
  const client = useQueryClient();
  return async () => {
    await client.invalidateQueries({ queryKey: schoolTeachersKey(schoolId) });
  };
}

/** PUT schools/{id}/teachers/{teacherId} { isSchoolAdministrator }: make or unmake an administrator. */
export function useSetAdministrator(schoolId: number) {
  const refresh = useRefreshTeachers(schoolId);
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      teacherId,
      isSchoolAdministrator,
    }: {
      teacherId: number;
      isSchoolAdministrator: boolean;
    }) =>
      request({
        method: 'PUT',
        endpoint: schoolPaths.teacher(schoolId, teacherId),
        body: { isSchoolAdministrator },
      }),
    onSettled: async () => {
      await refresh();
      // The caller may have stepped down: users/me says whether they administer the school.
      await client.invalidateQueries({ queryKey: meQueryKeys.all });
    },
  });
}

/** DELETE schools/{id}/teachers/remove-collection (spec §7; POST is its alias): the classes left with no teacher come back. */
export function useRemoveTeachers(schoolId: number) {
  const refresh = useRefreshTeachers(schoolId);
  return useMutation({
    mutationFn: (teacherIds: number[]) =>
      request({
        method: 'DELETE',
        endpoint: schoolPaths.removeTeachers(schoolId),
        body: { teacherIds },
        schema: RemoveSchoolTeachersResponseSchema,
      }),
    onSettled: refresh,
  });
}

/** POST schools/{id}/teachers/invitations: each address invited, or already a teacher of the school. */
export function useInviteTeachers(schoolId: number) {
  return useMutation({
    mutationFn: (body: InviteSchoolTeachersRequest) =>
      request({
        method: 'POST',
        endpoint: schoolPaths.teacherInvitations(schoolId),
        body,
        schema: InviteSchoolTeachersResponseSchema,
      }),
  });
}
