import { syncConnectionPaths } from '@mathsight/contract/sync-connections.paths.ts';
import {
  SyncConnectionSchema,
  type SyncProvider,
  type UpdateSyncConnectionRequest,
} from '@mathsight/contract/sync-connections.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { syncConnectionsKeys } from './sync-connections-keys.ts';

/** PUT schools/{id}/sync/{provider}/connection: the nightly switch and the update type. */
export function useUpdateSyncConnection(schoolId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ provider, body }: { provider: SyncProvider; body: UpdateSyncConnectionRequest }) =>
      request({
        method: 'PUT',
        endpoint: syncConnectionPaths.connection(schoolId, provider),
        body,
        schema: SyncConnectionSchema,
        notify: false,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: syncConnectionsKeys.list(schoolId) }),
  });
}
