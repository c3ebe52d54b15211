import { rosterSyncPaths } from '@mathsight/contract/roster-sync.paths.ts';
import { SyncRunSchema } from '@mathsight/contract/roster-sync.ts';
import type { SyncProvider } from '@mathsight/contract/sync-connections.ts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { syncConnectionsKeys } from './sync-connections-keys.ts';

/** How often a running sync's progress is read again. */
export const SYNC_PROGRESS_EVERY_MS = 1000;

/** GET schools/{id}/sync/{provider}/runs/{runId}: read again every second while the run is running. */
export function useSyncRun(schoolId: number, provider: SyncProvider, runId: number | null) {
  return useQuery({
    queryKey: syncConnectionsKeys.run(schoolId, provider, runId ?? 0),
    enabled: runId !== null,
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: rosterSyncPaths.run(schoolId, provider, runId ?? 0),
        schema: SyncRunSchema,
        signal,
      }),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? SYNC_PROGRESS_EVERY_MS : false),
  });
}
