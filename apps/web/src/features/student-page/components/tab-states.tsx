import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { LoadError } from '../../../shared/ui/load-error.tsx';

/** A tab's loading state: a status for screen readers and grey blocks where the content comes. */
export function TabLoading({ what }: { what: string }) {
  return (
    <Stack gap="sm" aria-busy="true">
      <VisuallyHidden role="status">Loading {what}</VisuallyHidden>
      <Skeleton height={24} width="40%" />
      <Skeleton height={120} />
    </Stack>
  );
}

/** A tab's failure, with Try again. */
export function TabError({
  what,
  error,
  onRetry,
}: {
  what: string;
  error: Error | null;
  onRetry: () => void;
}) {
  return (
    <LoadError
      title={`The ${what} could not be loaded`}
      message={error?.message ?? 'Something went wrong.'}
      onRetry={onRetry}
    />
  );
}
