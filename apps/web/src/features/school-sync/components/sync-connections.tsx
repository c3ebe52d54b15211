import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  PasswordInput,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { SyncConnection, SyncProvider } from '@mathsight/contract/sync-connections.ts';
import { type FormEvent, useState } from 'react';
import { errorMessageOf } from '../../../shared/api/model-state.ts';
import { formatSchoolDateTime } from '../../../shared/dates/school-time.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { useDeleteSyncConnection } from '../api/delete-sync-connection.ts';
import { useStartSyncConnection } from '../api/start-sync-connection.ts';
import { useSyncConnections } from '../api/sync-connections.ts';
import { useUpdateSyncConnection } from '../api/update-sync-connection.ts';
import { ProviderSync } from './provider-sync.tsx';

const PROVIDER_NAMES: Record<SyncProvider, string> = {
  clever: 'Clever (school sign-on)',
  'google-classroom': 'Google Classroom',
  wonde: 'Wonde (school data)',
};

function WondeForm({ schoolId, onDone }: { schoolId: number; onDone: () => void }) {
  const start = useStartSyncConnection(schoolId);
  const [wondeSchoolId, setWondeSchoolId] = useState('');
  const [token, setToken] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    start.mutate({ provider: 'wonde', body: { wondeSchoolId, token } }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} aria-label="Connect Wonde">
      <Stack gap="xs">
        <TextInput
          label="Wonde school id"
          required
          value={wondeSchoolId}
          onChange={(e) => setWondeSchoolId(e.currentTarget.value)}
        />
        <PasswordInput
          label="Wonde token"
          required
          value={token}
          onChange={(e) => setToken(e.currentTarget.value)}
        />
        {start.isError && (
          <Text c="red.8" size="sm" role="alert">
            {errorMessageOf(start.error)}
          </Text>
        )}
        <Group gap="xs">
          <Button type="submit" loading={start.isPending}>
            Connect Wonde
          </Button>
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ProviderCard({ schoolId, connection }: { schoolId: number; connection: SyncConnection }) {
  const start = useStartSyncConnection(schoolId);
  const update = useUpdateSyncConnection(schoolId);
  const remove = useDeleteSyncConnection(schoolId);
  const [askingWonde, setAskingWonde] = useState(false);
  const name = PROVIDER_NAMES[connection.provider];
  const connect = () => {
    if (connection.provider === 'wonde') return setAskingWonde(true);
    start.mutate(
      { provider: connection.provider, body: {} },
      {
        onSuccess: ({ authorizeUrl }) => {
          if (authorizeUrl) window.location.assign(authorizeUrl);
        },
      },
    );
  };
  const failure = start.error ?? update.error ?? remove.error;
  return (
    <Card withBorder padding="md" data-testid={`sync-connection-${connection.provider}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} size="h5">
            {name}
          </Title>
          {/* Outlined in the dark shades: the light badge's teal text fails contrast on its tint (axe). */}
          <Badge color={connection.connected ? 'teal.9' : 'gray.8'} variant="outline">
            {connection.connected ? 'Connected' : 'Not connected'}
          </Badge>
        </Group>
        {connection.connected ? (
          <>
            <Text size="sm">
              {connection.connectedAt && `Connected ${formatSchoolDateTime(connection.connectedAt)}`}
              {connection.connectedBy && ` by ${connection.connectedBy}`}
              {connection.externalId && ` (${connection.externalId})`}
            </Text>
            <Switch
              label="Sync every night"
              checked={connection.nightly}
              disabled={update.isPending}
              onChange={(e) =>
                update.mutate({ provider: connection.provider, body: { nightly: e.currentTarget.checked } })
              }
            />
            <ProviderSync schoolId={schoolId} connection={connection} providerName={name} isAdministrator />
            <Group>
              <Button
                variant="default"
                color="red"
                loading={remove.isPending}
                onClick={() => remove.mutate(connection.provider)}
              >
                Disconnect {name}
              </Button>
            </Group>
          </>
        ) : askingWonde ? (
          <WondeForm schoolId={schoolId} onDone={() => setAskingWonde(false)} />
        ) : (
          <Group>
            <Button onClick={connect} loading={start.isPending}>
              Connect {name}
            </Button>
          </Group>
        )}
        {failure && (
          <Text c="red.8" size="sm" role="alert">
            {errorMessageOf(failure)}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** The school's connections to its three roster providers (issue 28), for administrators. */
export function SyncConnections({ schoolId }: { schoolId: number }) {
  const connections = useSyncConnections(schoolId);
  return (
    <Stack gap="sm" component="section" aria-labelledby="sync-connections-heading">
      <Title order={2} size="h3" id="sync-connections-heading">
        Connections
      </Title>
      {connections.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label="Loading connections">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} height={96} radius="sm" />
          ))}
        </Stack>
      ) : connections.isError ? (
        <LoadError
          title="The connections could not be loaded"
          message={errorMessageOf(connections.error)}
          onRetry={() => connections.refetch()}
        />
      ) : connections.data.length === 0 ? (
        <Alert color="gray">No providers are available.</Alert>
      ) : (
        connections.data.map((c) => <ProviderCard key={c.provider} schoolId={schoolId} connection={c} />)
      )}
    </Stack>
  );
}
