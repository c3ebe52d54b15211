import type { SyncProvider } from '@mathsight/contract/sync-connections.ts';

/** The school's roster provider connections and their syncs (issue 28). */
export const syncConnectionsKeys = {
  list: (schoolId: number) => ['sync-connections', schoolId] as const,
  status: (schoolId: number, provider: SyncProvider) =>
    ['sync-connections', schoolId, provider, 'status'] as const,
  run: (schoolId: number, provider: SyncProvider, runId: number) =>
    ['sync-connections', schoolId, provider, 'run', runId] as const,
  misSyncs: (schoolId: number, provider: SyncProvider) =>
    ['sync-connections', schoolId, provider, 'mis-syncs'] as const,
};
