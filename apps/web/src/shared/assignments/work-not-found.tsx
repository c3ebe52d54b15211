import { Button, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ApiError } from '../api/api-error.ts';
import { StatusAlert } from '../ui/status-alert.tsx';

/** True when the server answered 404: the work is gone, or another school's (which looks the same). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * A screen about one piece of work that cannot show it: "does not exist" when it is missing (an id
 * that is not one, or a 404), else "could not be loaded" with the reason and, given `onRetry`, a
 * Try again button. `back` leads to the list the teacher came from.
 */
export function WorkNotFound({
  back,
  missing,
  error,
  onRetry,
  missingTitle = 'This work does not exist',
  failedTitle = 'This work could not be loaded',
  missingText = 'It may have been deleted, or it belongs to another school.',
}: {
  back: ReactNode;
  missing: boolean;
  error: unknown;
  onRetry?: () => void;
  missingTitle?: string;
  failedTitle?: string;
  missingText?: string;
}) {
  return (
    <Stack gap="md">
      {back}
      <Title order={1}>{missing ? missingTitle : failedTitle}</Title>
      <StatusAlert tone={missing ? 'info' : 'error'}>
        {missing ? missingText : error instanceof Error ? error.message : ''}
      </StatusAlert>
      {!missing && onRetry && (
        <Button variant="default" onClick={onRetry} style={{ alignSelf: 'flex-start' }}>
          Try again
        </Button>
      )}
    </Stack>
  );
}
