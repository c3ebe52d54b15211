import { Button, Loader, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ApiError } from '../../../shared/api/api-error.ts';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';

/**
 * What a results page shows before its data: a loader, "does not exist" for a 404 (another school's
 * work looks the same), or the failure with a retry. Null once the data is there.
 */
export function LoadState({
  valid,
  query,
  what,
  back,
}: {
  valid: boolean;
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  what: string;
  back: ReactNode;
}) {
  if (valid && !query.isError && !query.isPending) return null;
  if (valid && query.isPending) return <Loader aria-label={`Loading the ${what}`} />;
  const missing = !valid || (query.error instanceof ApiError && query.error.status === 404);
  return (
    <Stack gap="md">
      {back}
      <Title order={1}>{missing ? `These ${what} do not exist` : `These ${what} could not be loaded`}</Title>
      <StatusAlert tone={missing ? 'info' : 'error'}>
        {missing
          ? 'The work may have been deleted, or it belongs to another school or class.'
          : query.error instanceof Error
            ? query.error.message
            : ''}
      </StatusAlert>
      {!missing && (
        <Button variant="default" onClick={() => query.refetch()} style={{ alignSelf: 'flex-start' }}>
          Try again
        </Button>
      )}
    </Stack>
  );
}
