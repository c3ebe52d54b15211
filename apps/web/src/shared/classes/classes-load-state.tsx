import { Skeleton, Stack, Text } from '@mantine/core';
import { LoadError } from '../ui/load-error.tsx';
import type { ClassesToActOn } from './classes-to-act-on.ts';

/** What stands in for the classes to act on while they load (an administrator's), or when they fail. */
export function ClassesLoadState({
  found,
  height,
}: {
  found: Exclude<ClassesToActOn, { status: 'success' }>;
  /** The skeleton's height: about that of the list it stands in for. */
  height: number;
}) {
  if (found.status === 'error') {
    return (
      <LoadError
        title="The classes could not be loaded"
        message={found.error.message}
        onRetry={found.retry}
      />
    );
  }
  return (
    <Stack gap="xs" aria-busy="true">
      <Text role="status">Loading the classes…</Text>
      <Skeleton height={height} radius="md" />
    </Stack>
  );
}
