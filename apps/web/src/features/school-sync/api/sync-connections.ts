import { syncConnectionPaths } from '@mathsight/contract/sync-connections.paths.ts';
import { SyncConnectionListSchema } from '@mathsight/contract/sync-connections.ts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { syncConnectionsKeys } from './sync-connections-keys.ts';

/** GET schools/{id}/sync/connections: one entry per provider (administrators). */
export function useSyncConnections(schoolId: number) {
  return useQuery({
    queryKey: syncConnectionsKeys.list(schoolId),
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: syncConnectionPaths.connections(schoolId),
        schema: SyncConnectionListSchema,
        signal,
      }),
  });
}
