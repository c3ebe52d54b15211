import type { SyncConnection, SyncProvider } from '@mathsight/contract/sync-connections.ts';
import type { SyncConnectionsRepository } from './sync-connections.repository.ts';

type ConnectionRow = Awaited<ReturnType<SyncConnectionsRepository['list']>>[number];

/** A provider's connection as the settings screen shows it: never its tokens; "not connected" without a row. */
export function toSyncConnection(provider: SyncProvider, row: ConnectionRow | undefined): SyncConnection {
  if (!row) {
    return {
      provider,
      connected: false,
      externalId: null,
      connectedAt: null,
      connectedBy: null,
      nightly: false,
      updateType: 'Merge',
    };
  }
  return {
    provider,
    connected: true,
    externalId: row.externalId,
    connectedAt: row.connectedAt.toISOString(),
    connectedBy: row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim(),
    nightly: row.nightly,
    updateType: row.updateType,
  };
}
