import { Alert, Button, Checkbox, Group, Loader, Radio, Stack, Text, Title } from '@mantine/core';
import type { SyncRun, SyncStatus } from '@mathsight/contract/roster-sync.ts';
import type { SyncConnection, SyncUpdateType } from '@mathsight/contract/sync-connections.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { errorMessageOf } from '../../../shared/api/model-state.ts';
import { formatSchoolDateTime } from '../../../shared/dates/school-time.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { useStartSyncRun } from '../api/start-sync-run.ts';
import { syncConnectionsKeys } from '../api/sync-connections-keys.ts';
import { useSyncRun } from '../api/sync-run.ts';
import { useSyncStatus } from '../api/sync-status.ts';
import { MisSyncList } from './mis-sync-list.tsx';
import { SyncRunSummary } from './sync-run-summary.tsx';

/** The newest of the last preview and the last apply. */
function newestRun(status: SyncStatus | undefined): SyncRun | null {
  const runs = [status?.lastPreview, status?.lastApply].filter((r): r is SyncRun => !!r);
  return runs.sort((a, b) => b.runId - a.runId)[0] ?? null;
}

function RunProgress({ run, providerName }: { run: SyncRun; providerName: string }) {
  const { pagesRead, itemsRead } = run.progress;
  return (
    <Group gap="xs" role="status" data-testid="sync-progress">
      <Loader size="xs" aria-hidden />
      <Text size="sm">
        {run.mode === 'preview' ? 'Previewing' : 'Syncing'}: reading {providerName}
        {pagesRead > 0 &&
          `, ${pagesRead.toLocaleString('en-GB')} pages and ${itemsRead.toLocaleString('en-GB')} records so far`}
        … Nothing changes until every page has arrived.
      </Text>
    </Group>
  );
}

/**
 * Syncing a connected provider's classes (issue 28 point 4): preview first (what will be added, updated,
 * moved, and with Replace what will go), then apply; a running sync's progress as the server reports it; the
 * last sync and what it could not match.
 */
export function ProviderSync({
  schoolId,
  connection,
  providerName,
  isAdministrator,
}: {
  schoolId: number;
  connection: SyncConnection;
  providerName: string;
  isAdministrator: boolean;
}) {
  const client = useQueryClient();
  const status = useSyncStatus(schoolId, connection.provider);
  const start = useStartSyncRun(schoolId, connection.provider);
  const [runId, setRunId] = useState<number | null>(null);
  const [updateType, setUpdateType] = useState<SyncUpdateType>(connection.updateType);
  const [replaceUnderstood, setReplaceUnderstood] = useState(false);
  const followed = useSyncRun(schoolId, connection.provider, runId);
  const run = followed.data ?? newestRun(status.data);
  const settled = useRef<number | null>(null);

  // A run started here has ended: the last sync and its mis-syncs are read again; an apply changed classes,
  // so every screen reads them again (the sidebar's too).
  const ended = followed.data && followed.data.status !== 'running' ? followed.data : null;
  useEffect(() => {
    if (!ended || settled.current === ended.runId) return;
    settled.current = ended.runId;
    if (ended.mode === 'apply' && ended.status === 'done') void client.invalidateQueries();
    else void client.invalidateQueries({ queryKey: syncConnectionsKeys.list(schoolId) });
  }, [ended, client, schoolId]);

  const begin = (mode: 'preview' | 'apply') =>
    start.mutate({ mode, updateType }, { onSuccess: (started) => setRunId(started.runId) });

  if (status.isError) {
    return (
      <LoadError
        title="The last sync could not be loaded"
        message={errorMessageOf(status.error)}
        onRetry={() => status.refetch()}
      />
    );
  }
  const running = run?.status === 'running';
  const preview = run?.mode === 'preview' && run.status === 'done' ? run : null;
  const removes = (preview?.counts?.studentsRemoved ?? 0) + (preview?.counts?.classesArchived ?? 0);
  const lastApply = status.data?.lastApply;
  return (
    <Stack gap="sm" data-testid={`provider-sync-${connection.provider}`}>
      <Title order={4} size="h6">
        Sync classes
      </Title>
      <Text size="sm">
        {lastApply?.status === 'done' && lastApply.finishedAt
          ? `Last synced ${formatSchoolDateTime(lastApply.finishedAt)}${lastApply.startedBy ? ` by ${lastApply.startedBy}` : ''}.`
          : 'Not synced yet.'}{' '}
        Preview a sync to see what it would change; nothing changes until you apply it.
      </Text>
      <Radio.Group
        label="When the provider no longer has a class or a student"
        value={updateType}
        onChange={(value) => {
          setUpdateType(value as SyncUpdateType);
          setReplaceUnderstood(false);
        }}
      >
        <Stack gap={4} mt={4}>
          <Radio value="Merge" label="Merge: add and update only; never take anyone out (recommended)" />
          <Radio
            value="Replace"
            disabled={!isAdministrator}
            label="Replace: also take students out of synced classes, and archive synced classes, that the provider no longer has"
          />
        </Stack>
      </Radio.Group>
      <Group gap="xs">
        <Button
          variant={preview ? 'default' : 'filled'}
          onClick={() => begin('preview')}
          loading={start.isPending}
          disabled={running}
        >
          Preview sync
        </Button>
        {preview && preview.updateType === updateType && (
          <Button
            onClick={() => begin('apply')}
            loading={start.isPending}
            disabled={running || (removes > 0 && !replaceUnderstood)}
          >
            Apply sync
          </Button>
        )}
      </Group>
      {preview && preview.updateType === updateType && removes > 0 && (
        <Checkbox
          checked={replaceUnderstood}
          onChange={(e) => setReplaceUnderstood(e.currentTarget.checked)}
          label={`I have read the list: ${removes.toLocaleString('en-GB')} class places and classes will go`}
        />
      )}
      {start.isError && (
        <Text c="red.8" size="sm" role="alert">
          {errorMessageOf(start.error)}
        </Text>
      )}
      {status.isPending ? (
        <Loader size="sm" aria-label="Loading the last sync" />
      ) : run ? (
        <Stack gap="xs" data-testid="sync-run">
          {running ? (
            <RunProgress run={run} providerName={providerName} />
          ) : run.status === 'failed' ? (
            <Alert color="red" title={run.mode === 'preview' ? 'The preview failed' : 'The sync failed'}>
              {run.error}
            </Alert>
          ) : (
            <>
              <Text size="sm" fw={600} role="status">
                {run.mode === 'preview'
                  ? `Preview of ${run.updateType === 'Replace' ? 'a Replace' : 'a Merge'} sync, ${formatSchoolDateTime(run.finishedAt ?? run.startedAt)}`
                  : `Synced ${formatSchoolDateTime(run.finishedAt ?? run.startedAt)}`}
              </Text>
              <SyncRunSummary run={run} providerName={providerName} />
            </>
          )}
        </Stack>
      ) : null}
      <MisSyncList
        schoolId={schoolId}
        provider={connection.provider}
        canResolve={isAdministrator}
        enabled={!!run && !running}
      />
    </Stack>
  );
}
