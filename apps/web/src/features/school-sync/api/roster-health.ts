import { schoolSyncPaths } from '@mathsight/contract/school-sync.paths.ts';
import { RosterHealthSchema } from '@mathsight/contract/school-sync.ts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { schoolSyncKeys } from './school-sync-keys.ts';

/** GET schools/{id}/roster-health: the roster's counts and its loose ends. */
export function useRosterHealth(schoolId: number) {
  return useQuery({
    queryKey: schoolSyncKeys.health(schoolId),
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: schoolSyncPaths.rosterHealth(schoolId),
        schema: RosterHealthSchema,
        signal,
      }),
    // Imports, archives and class changes on other screens change it: ask again each time it opens.
    refetchOnMount: 'always',
  });
}
