import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessageOf } from '../../../shared/api/model-state.ts';
import { AppDialog } from '../../../shared/ui/app-dialog.tsx';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { useSetStudentsArchived } from '../api/set-students-archived.ts';
import { studentsCount } from './students-count.ts';

/** Asks before archiving (or un-archiving) the students chosen; says what archiving does. */
export function ArchiveStudentsDialog({
  schoolId,
  studentIds,
  archive,
  opened,
  onClose,
  onDone,
}: {
  schoolId: number;
  studentIds: number[];
  /** true: archive them; false: un-archive them. */
  archive: boolean;
  opened: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const change = useSetStudentsArchived();
  const [failure, setFailure] = useState<string | null>(null);
  const n = studentIds.length;
  const busy = change.isPending;

  const onConfirm = async () => {
    setFailure(null);
    try {
      await change.mutateAsync({ schoolId, studentIds, archived: archive });
      showToast({
        id: 'students-archived',
        message: `${archive ? 'Archived' : 'Un-archived'} ${studentsCount(n)}.`,
      });
      onDone();
    } catch (error) {
      setFailure(errorMessageOf(error));
    }
  };

  const close = () => {
    setFailure(null);
    onClose();
  };

  return (
    <AppDialog
      opened={opened}
      onClose={close}
      title={archive ? `Archive ${studentsCount(n)}?` : `Un-archive ${studentsCount(n)}?`}
      size="md"
      busy={busy}
    >
      <Stack gap="md">
        {archive ? (
          <Text>
            Archived students leave every list: their classes, setting work and new results. Their results
            stay in past reports, and you can un-archive them from the Archived list at any time.
          </Text>
        ) : (
          <Text>
            They come back to their classes' lists, and can be set work again. Their past results are as they
            were.
          </Text>
        )}
        {failure && (
          <StatusAlert tone="error" title={archive ? 'Nobody was archived' : 'Nobody was un-archived'}>
            {failure}
          </StatusAlert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={busy} data-autofocus>
            Cancel
          </Button>
          <Button color={archive ? 'red.9' : undefined} onClick={() => void onConfirm()} loading={busy}>
            {archive ? `Archive ${studentsCount(n)}` : `Un-archive ${studentsCount(n)}`}
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
