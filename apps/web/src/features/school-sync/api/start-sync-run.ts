import { rosterSyncPaths } from '@mathsight/contract/roster-sync.paths.ts';
import { type StartSyncRunRequest, SyncRunSchema } from '@mathsight/contract/roster-sync.ts';
import type { SyncProvider } from '@mathsight/contract/sync-connections.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { syncConnectionsKeys } from './sync-connections-keys.ts';

/** POST schools/{id}/sync/{provider}: starts a preview or an apply; the answer is the run, running. */
export function useStartSyncRun(schoolId: number, provider: SyncProvider) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StartSyncRunRequest) =>
      request({
        method: 'POST',
        endpoint: rosterSyncPaths.sync(schoolId, provider),
        body,
        schema: SyncRunSchema,
        notify: false,
      }),
    onSuccess: (run) => {
      client.setQueryData(syncConnectionsKeys.run(schoolId, provider, run.runId), run);
      return client.invalidateQueries({ queryKey: syncConnectionsKeys.status(schoolId, provider) });
    },
  });
}
