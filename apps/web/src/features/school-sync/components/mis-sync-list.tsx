import { Button, Card, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import type { MisSync, MisSyncReason } from '@mathsight/contract/roster-sync.ts';
import type { SyncProvider } from '@mathsight/contract/sync-connections.ts';
import { useState } from 'react';
import { errorMessageOf } from '../../../shared/api/model-state.ts';
import { useMisSyncs, useResolveMisSync } from '../api/mis-syncs.ts';

const REASON_TITLES: Record<MisSyncReason, string> = {
  'duplicate-section-name': 'Two classes with one name',
  'ambiguous-student': 'More than one student matches',
  'archived-student': 'Archived here',
  'teacher-email-invalid': 'Not an email address',
  'teacher-not-in-school': 'Not a teacher of this school',
  'not-owner': 'Not your class',
  'missing-name': 'No name at the provider',
};

/** One mis-sync with what an administrator may do about it: say which it is, make a new one, or leave it out. */
function MisSyncItem({
  misSync,
  schoolId,
  provider,
  canResolve,
}: {
  misSync: MisSync;
  schoolId: number;
  provider: SyncProvider;
  canResolve: boolean;
}) {
  const resolve = useResolveMisSync(schoolId, provider);
  const [chosen, setChosen] = useState('');
  const resolvable = canResolve && misSync.reason !== 'not-owner' && misSync.reason !== 'missing-name';
  const base = { kind: misSync.kind, providerId: misSync.providerId };
  return (
    <Card withBorder padding="sm" data-testid="mis-sync">
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Text fw={600} size="sm">
            {misSync.name}
          </Text>
          <Text size="sm" c="dimmed">
            {REASON_TITLES[misSync.reason]}
          </Text>
        </Group>
        <Text size="sm">{misSync.message}</Text>
        {resolvable && (
          <Group gap="xs" align="flex-end" wrap="wrap">
            {misSync.candidates.length > 0 && (
              <>
                <NativeSelect
                  size="xs"
                  label={`Which ${misSync.kind} is ${misSync.name}?`}
                  value={chosen}
                  onChange={(e) => setChosen(e.currentTarget.value)}
                  data={[
                    { value: '', label: 'Choose…' },
                    ...misSync.candidates.map((c) => ({
                      value: String(c.id),
                      label: c.detail ? `${c.name} (${c.detail})` : c.name,
                    })),
                  ]}
                />
                <Button
                  size="xs"
                  disabled={chosen === ''}
                  loading={resolve.isPending}
                  onClick={() => resolve.mutate({ ...base, action: 'link', localId: Number(chosen) })}
                >
                  Link
                </Button>
              </>
            )}
            {misSync.kind !== 'teacher' && (
              <Button
                size="xs"
                variant="default"
                loading={resolve.isPending}
                onClick={() => resolve.mutate({ ...base, action: 'create' })}
              >
                Make a new {misSync.kind}
              </Button>
            )}
            <Button
              size="xs"
              variant="subtle"
              loading={resolve.isPending}
              onClick={() => resolve.mutate({ ...base, action: 'ignore' })}
            >
              Leave out of syncs
            </Button>
          </Group>
        )}
        {resolve.isError && (
          <Text c="red.8" size="sm" role="alert">
            {errorMessageOf(resolve.error)}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** What the last sync could not match, each with its reason; a resolved one goes, and the next sync follows it. */
export function MisSyncList({
  schoolId,
  provider,
  canResolve,
  enabled,
}: {
  schoolId: number;
  provider: SyncProvider;
  canResolve: boolean;
  enabled: boolean;
}) {
  const misSyncs = useMisSyncs(schoolId, provider, enabled);
  if (!misSyncs.data || misSyncs.data.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label="Mis-syncs">
      <Title order={4} size="h6">
        Needs a person ({misSyncs.data.length.toLocaleString('en-GB')})
      </Title>
      <Text size="sm" c="dimmed">
        These were left out of the sync.{' '}
        {canResolve
          ? 'Say what each is, and the next sync follows it.'
          : 'An administrator can resolve them.'}
      </Text>
      {misSyncs.data.map((m) => (
        <MisSyncItem
          key={`${m.kind}:${m.providerId}`}
          misSync={m}
          schoolId={schoolId}
          provider={provider}
          canResolve={canResolve}
        />
      ))}
    </Stack>
  );
}
