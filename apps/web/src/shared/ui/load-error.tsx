import { Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { StatusAlert } from './status-alert.tsx';

/**
 * "… could not be loaded": the failure of a read, with a Try again button when the screen can fetch
 * it again (`onRetry`), else the message alone.
 */
export function LoadError({
  title,
  message,
  onRetry,
  role,
}: {
  title: ReactNode;
  message: ReactNode;
  onRetry?: () => void;
  role?: 'alert' | 'status';
}) {
  return (
    <StatusAlert tone="error" title={title} role={role}>
      {onRetry ? (
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{message}</Text>
          <Button size="xs" variant="default" onClick={onRetry}>
            Try again
          </Button>
        </Stack>
      ) : (
        message
      )}
    </StatusAlert>
  );
}
