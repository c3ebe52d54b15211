import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { GroupDeletionCounts } from '@mathsight/contract/groups.ts';
import { useState } from 'react';
import { errorMessageOf } from '../../../shared/api/model-state.ts';
import { AppDialog } from '../../../shared/ui/app-dialog.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { useDeleteClass } from '../api/change-class.ts';
import { useClassDetail } from '../api/get-class.ts';
import { answersCount, studentsCount, workCount } from './class-context.ts';

/** "9X2 has 28 students, 14 pieces of set work and 3,210 answers." */
export function deletionSummary(code: string, counts: GroupDeletionCounts) {
  return `${code} has ${studentsCount(counts.students)}, ${workCount(counts.setWork)} and ${answersCount(counts.answers)}.`;
}

/**
 * Asks before deleting a class, naming what goes with it (GET groups/{id} counts): the work set for
 * it alone and that work's answers go; work shared with other classes stays with them; the students
 * stay in the school.
 */
export function DeleteClassDialog({
  group,
  opened,
  onClose,
  onDeleted,
}: {
  group: { groupId: number; code: string } | null;
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const detail = useClassDetail(group?.groupId ?? 0, opened && group !== null);
  const remove = useDeleteClass();
  const [failure, setFailure] = useState<string | null>(null);
  const busy = remove.isPending;
  const close = () => {
    setFailure(null);
    onClose();
  };
  const onConfirm = async () => {
    if (!group) return;
    setFailure(null);
    try {
      await remove.mutateAsync(group.groupId);
      showToast({ id: 'class-deleted', message: `Deleted ${group.code}.` });
      onDeleted();
    } catch (error) {
      setFailure(errorMessageOf(error));
    }
  };
  const counts = detail.data?.counts;
  return (
    <AppDialog
      opened={opened}
      onClose={close}
      title={`Delete ${group?.code ?? 'class'}?`}
      size="md"
      busy={busy}
    >
      <Stack gap="md">
        {detail.isPending ? (
          <Stack gap="xs" aria-busy="true">
            <Text size="sm" role="status">
              Counting what goes with the class…
            </Text>
            <Skeleton height={48} />
          </Stack>
        ) : detail.isError || !counts || !group ? (
          <LoadError
            title="What goes with the class could not be loaded"
            message={detail.error?.message ?? 'Try again.'}
            onRetry={() => detail.refetch()}
          />
        ) : (
          <Stack gap="xs" data-testid="delete-class-summary">
            <Text fw={600}>{deletionSummary(group.code, counts)}</Text>
            <Text>
              The set work and its answers are deleted; the students stay in the school.
              {counts.sharedWork > 0 &&
                ` ${workCount(counts.sharedWork)} shared with other classes ${counts.sharedWork === 1 ? 'stays' : 'stay'} with them.`}
            </Text>
            <Text size="sm">This cannot be undone.</Text>
          </Stack>
        )}
        {failure && (
          <StatusAlert tone="error" title="The class was not deleted" role="alert">
            {failure}
          </StatusAlert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={busy} data-autofocus>
            Cancel
          </Button>
          <Button color="red.9" onClick={() => void onConfirm()} loading={busy} disabled={!counts}>
            Delete {group?.code ?? 'class'}
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
