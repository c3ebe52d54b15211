import { syncConnectionPaths } from '@mathsight/contract/sync-connections.paths.ts';
import type { SyncProvider } from '@mathsight/contract/sync-connections.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { syncConnectionsKeys } from './sync-connections-keys.ts';

/** DELETE schools/{id}/sync/{provider}/connection: the school's tokens for it are gone. */
export function useDeleteSyncConnection(schoolId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (provider: SyncProvider) =>
      request({
        method: 'DELETE',
        endpoint: syncConnectionPaths.connection(schoolId, provider),
        notify: false,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: syncConnectionsKeys.list(schoolId) }),
  });
}
