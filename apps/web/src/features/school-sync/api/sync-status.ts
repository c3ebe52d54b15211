import { rosterSyncPaths } from '@mathsight/contract/roster-sync.paths.ts';
import { SyncStatusSchema } from '@mathsight/contract/roster-sync.ts';
import type { SyncProvider } from '@mathsight/contract/sync-connections.ts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { syncConnectionsKeys } from './sync-connections-keys.ts';

/** GET schools/{id}/sync/{provider}: the last preview and the last apply, with their results. */
export function useSyncStatus(schoolId: number, provider: SyncProvider) {
  return useQuery({
    queryKey: syncConnectionsKeys.status(schoolId, provider),
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: rosterSyncPaths.sync(schoolId, provider),
        schema: SyncStatusSchema,
        signal,
      }),
  });
}
