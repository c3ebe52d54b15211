import { syncConnectionPaths } from '@mathsight/contract/sync-connections.paths.ts';
import {
  type StartSyncConnectionRequest,
  StartSyncConnectionResponseSchema,
  type SyncProvider,
} from '@mathsight/contract/sync-connections.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { syncConnectionsKeys } from './sync-connections-keys.ts';

/** POST schools/{id}/sync/{provider}/connection: Wonde connects at once; Clever and Google answer an authorize link. */
export function useStartSyncConnection(schoolId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ provider, body }: { provider: SyncProvider; body: StartSyncConnectionRequest }) =>
      request({
        method: 'POST',
        endpoint: syncConnectionPaths.connection(schoolId, provider),
        body,
        schema: StartSyncConnectionResponseSchema,
        notify: false,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: syncConnectionsKeys.list(schoolId) }),
  });
}
