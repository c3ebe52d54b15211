import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessageOf } from '../api/model-state.ts';
import { StatusAlert } from './status-alert.tsx';

/**
 * The end of a dialog that confirms something hard to undo: why it failed (if it did), then Cancel and
 * the red action, both held while it runs.
 */
export function DestructiveActions({
  failedTitle,
  error,
  pending,
  onCancel,
  onConfirm,
  children,
}: {
  /** The alert's title when the action failed ("Leo Hart was not removed"). */
  failedTitle: string;
  error: unknown;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** The action's label ("Remove Leo Hart"). */
  children: ReactNode;
}) {
  return (
    <>
      {error != null && (
        <StatusAlert tone="error" role="alert" title={failedTitle}>
          {errorMessageOf(error)}
        </StatusAlert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button color="red.9" loading={pending} onClick={onConfirm}>
          {children}
        </Button>
      </Group>
    </>
  );
}
