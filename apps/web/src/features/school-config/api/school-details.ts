import { schoolSettingsPaths } from '@mathsight/contract/school-settings.paths.ts';
import type { UpdateSchoolRequest } from '@mathsight/contract/school-settings.ts';
import { schoolPaths } from '@mathsight/contract/schools.paths.ts';
import { SchoolSchema } from '@mathsight/contract/schools.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { meQueryKeys } from '../../../shared/session/api/get-me.ts';

export const schoolDetailsQueryKeys = {
  school: (schoolId: number) => ['schools', schoolId, 'details'] as const,
};

/** GET schools/{id}: the school's details and whether its leagues are on. */
export const schoolDetailsQueryOptions = (schoolId: number) =>
  queryOptions({
    queryKey: schoolDetailsQueryKeys.school(schoolId),
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: schoolPaths.school(schoolId),
        schema: SchoolSchema,
        signal,
        // The page shows the failure itself, with Try again.
        notify: false,
      }),
    staleTime: 30_000,
  });

export function useSchoolDetails(schoolId: number) {
  return useQuery(schoolDetailsQueryOptions(schoolId));
}

/** PUT schools/{id} (administrators): the answer is the school; users/me names it anew. */
export function useUpdateSchool(schoolId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (details: UpdateSchoolRequest) =>
      request({
        method: 'PUT',
        endpoint: schoolPaths.school(schoolId),
        body: details,
        schema: SchoolSchema,
        // The form shows each message beside its field.
        notify: false,
      }),
    onSuccess: (school) => {
      client.setQueryData(schoolDetailsQueryKeys.school(schoolId), school);
      return client.invalidateQueries({ queryKey: meQueryKeys.all });
    },
  });
}

/** PUT schools/{id}/motivational-features (administrators): the leagues on or off. */
export function useSetMotivationalFeatures(schoolId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      request({
        method: 'PUT',
        endpoint: schoolSettingsPaths.motivationalFeatures(schoolId),
        body: { enabled },
        schema: SchoolSchema,
        notify: false,
      }),
    onSuccess: (school) => {
      client.setQueryData(schoolDetailsQueryKeys.school(schoolId), school);
      // users/me carries the switch: the navigation shows or hides the leagues.
      return client.invalidateQueries({ queryKey: meQueryKeys.all });
    },
  });
}
