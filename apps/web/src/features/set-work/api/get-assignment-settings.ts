import { assignmentPaths } from '@mathsight/contract/assignments.paths.ts';
import { AssignmentSettingsSchema } from '@mathsight/contract/assignments.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';

export const assignmentSettingsQueryKey = (schoolId: number) => ['assignment-settings', schoolId] as const;

/** GET schools/{id}/assignment-settings: the school's defaults for new work. */
export const assignmentSettingsQueryOptions = (schoolId: number) =>
  queryOptions({
    queryKey: assignmentSettingsQueryKey(schoolId),
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: assignmentPaths.assignmentSettings(schoolId),
        schema: AssignmentSettingsSchema,
        signal,
      }),
    staleTime: 5 * 60_000,
  });

export function useAssignmentSettings(schoolId: number) {
  return useQuery(assignmentSettingsQueryOptions(schoolId));
}
