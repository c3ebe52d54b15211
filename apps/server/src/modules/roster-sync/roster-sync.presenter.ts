import {
  type MisSync,
  SYNC_LIST_LIMIT,
  type SyncChange,
  type SyncCounts,
  type SyncRun,
} from '@mathsight/contract/roster-sync.ts';
import type { SyncPlan } from './plan-sync.ts';
import type { SyncRunRow } from './roster-sync.repository.ts';

/** What a finished run keeps (sync_runs.result): its counts, its first changes, its mis-syncs. */
export interface SyncRunResult {
  counts: SyncCounts;
  changes: SyncChange[];
  misSyncs: MisSync[];
}

export function runResultOf(plan: SyncPlan): SyncRunResult {
  return {
    counts: plan.counts,
    changes: plan.changes.slice(0, SYNC_LIST_LIMIT),
    misSyncs: plan.misSyncs.slice(0, SYNC_LIST_LIMIT),
  };
}

export function toSyncRun(row: SyncRunRow): SyncRun {
  const result = row.result as SyncRunResult | null;
  return {
    runId: row.id,
    provider: row.provider,
    mode: row.mode,
    updateType: row.updateType,
    status: row.status,
    startedBy: row.nightly
      ? 'Nightly sync'
      : row.firstName === null
        ? null
        : `${row.firstName} ${row.lastName ?? ''}`.trim(),
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    progress: { pagesRead: row.pagesRead, itemsRead: row.itemsRead },
    error: row.error,
    counts: result?.counts ?? null,
    changes: result?.changes ?? [],
    misSyncs: result?.misSyncs ?? [],
  };
}
