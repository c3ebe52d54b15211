import { rosterSyncPaths } from '@mathsight/contract/roster-sync.paths.ts';
import { MisSyncListSchema, type ResolveMisSyncRequest } from '@mathsight/contract/roster-sync.ts';
import type { SyncProvider } from '@mathsight/contract/sync-connections.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { syncConnectionsKeys } from './sync-connections-keys.ts';

/** GET schools/{id}/sync/{provider}/mis-syncs: what the last run could not match, less what was resolved since. */
export function useMisSyncs(schoolId: number, provider: SyncProvider, enabled: boolean) {
  return useQuery({
    queryKey: syncConnectionsKeys.misSyncs(schoolId, provider),
    enabled,
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: rosterSyncPaths.misSyncs(schoolId, provider),
        schema: MisSyncListSchema,
        signal,
      }),
  });
}

/** POST schools/{id}/sync/{provider}/mis-syncs: a person's answer; the next run follows it. */
export function useResolveMisSync(schoolId: number, provider: SyncProvider) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ResolveMisSyncRequest) =>
      request({
        method: 'POST',
        endpoint: rosterSyncPaths.misSyncs(schoolId, provider),
        body,
        notify: false,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: syncConnectionsKeys.misSyncs(schoolId, provider) }),
  });
}
