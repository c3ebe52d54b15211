import { groupPaths } from '@mathsight/contract/groups.paths.ts';
import { GroupStudentListSchema } from '@mathsight/contract/groups.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';

/** Class lists change rarely while a teacher sets work; a minute is fresh enough. */
const ROSTER_STALE_MS = 60_000;

/** GET groups/{id}/students: a class's active students, for setting work for some of them. */
export const groupStudentsQueryOptions = (groupId: number) =>
  queryOptions({
    queryKey: ['groups', groupId, 'students'],
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: groupPaths.students(groupId),
        schema: GroupStudentListSchema,
        signal,
      }),
    staleTime: ROSTER_STALE_MS,
  });

export function useGroupStudents(groupId: number, enabled = true) {
  return useQuery({ ...groupStudentsQueryOptions(groupId), enabled });
}
