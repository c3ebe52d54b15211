import { Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { isNotFound, WorkNotFound } from '../../../shared/assignments/work-not-found.tsx';

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
  return (
    <WorkNotFound
      back={back}
      missing={!valid || isNotFound(query.error)}
      error={query.error}
      onRetry={() => query.refetch()}
      missingTitle={`These ${what} do not exist`}
      failedTitle={`These ${what} could not be loaded`}
      missingText="The work may have been deleted, or it belongs to another school or class."
    />
  );
}
