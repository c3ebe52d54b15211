import { Button, Group, Stack, Text } from '@mantine/core';
import type { AssignmentDetail } from '@mathsight/contract/assignments.ts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessageOf } from '../../../shared/api/model-state.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { AppDialog } from '../../../shared/ui/app-dialog.tsx';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { useRemoveAssignment } from '../api/remove-assignment.ts';

/** Asks before deleting work; answers and progress go with it. Back to the plan afterwards. */
export function DeleteAssignmentDialog({
  detail,
  opened,
  onClose,
}: {
  detail: AssignmentDetail;
  opened: boolean;
  onClose: () => void;
}) {
  const remove = useRemoveAssignment();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const answered = detail.startedCount;

  const onDelete = async () => {
    setDeleting(true);
    setFailure(null);
    try {
      await remove.mutateAsync(detail);
      showToast({ id: 'work-deleted', message: `Deleted ${detail.name}.` });
      navigate(paths.plan(detail.schoolId));
    } catch (error) {
      setFailure(errorMessageOf(error));
      setDeleting(false);
    }
  };

  return (
    <AppDialog opened={opened} onClose={onClose} title="Delete this work?" size="md" busy={deleting}>
      <Stack gap="md">
        <Text>
          <strong>{detail.name}</strong> will be removed for {detail.groups.map((g) => g.code).join(', ')}.
          {answered > 0
            ? ` ${answered} ${answered === 1 ? 'student has' : 'students have'} started it; their answers will be deleted too.`
            : ' No student has started it yet.'}{' '}
          This cannot be undone.
        </Text>
        {failure && (
          <StatusAlert tone="error" title="The work was not deleted">
            {failure}
          </StatusAlert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={deleting} data-autofocus>
            Keep it
          </Button>
          <Button color="red.9" onClick={() => void onDelete()} loading={deleting}>
            Delete
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
