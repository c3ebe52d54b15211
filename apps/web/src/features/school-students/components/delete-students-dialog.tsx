import { Button, Checkbox, Group, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessageOf } from '../../../shared/api/model-state.ts';
import { AppDialog } from '../../../shared/ui/app-dialog.tsx';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { useDeleteStudents } from '../api/change-student.ts';
import { studentsCount } from './students-count.ts';

/**
 * GDPR erasure (issue 13 point 2): says exactly what is removed and what stays, and asks the
 * administrator to tick that they understand it cannot be undone before the button works.
 */
export function DeleteStudentsDialog({
  schoolId,
  studentIds,
  names,
  opened,
  onClose,
  onDone,
}: {
  schoolId: number;
  studentIds: number[];
  /** The chosen students' names, as far as the screen knows them (for the first few). */
  names: string[];
  opened: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const erase = useDeleteStudents();
  const [understood, setUnderstood] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const n = studentIds.length;
  const busy = erase.isPending;

  const close = () => {
    setFailure(null);
    setUnderstood(false);
    onClose();
  };

  const onConfirm = async () => {
    setFailure(null);
    try {
      await erase.mutateAsync({ schoolId, studentIds });
      showToast({ id: 'students-deleted', message: `Deleted ${studentsCount(n)}.` });
      setUnderstood(false);
      onDone();
    } catch (error) {
      setFailure(errorMessageOf(error));
    }
  };

  const shown = names.slice(0, 5);
  return (
    <AppDialog
      opened={opened}
      onClose={close}
      title={`Delete ${studentsCount(n)} for good?`}
      size="md"
      busy={busy}
    >
      <Stack gap="md">
        {shown.length > 0 && (
          <Text size="sm">
            {shown.join(', ')}
            {names.length > shown.length && ` and ${names.length - shown.length} more`}
          </Text>
        )}
        <div>
          <Text fw={600} size="sm">
            What is removed
          </Text>
          <List size="sm" spacing={2} mt={4}>
            <List.Item>their first and last name, username, date of birth and any email address;</List.Item>
            <List.Item>their password and every sign-in: the account can no longer be used;</List.Item>
            <List.Item>their places in every class, and any parent's link to them.</List.Item>
          </List>
        </div>
        <div>
          <Text fw={600} size="sm">
            What stays, without their name
          </Text>
          <Text size="sm" mt={4}>
            Their answers stay, anonymised, as “Deleted student”, so each class's past results still add up:
            scores, totals and question results are as they were. They no longer appear in any list or export.
          </Text>
        </div>
        <Checkbox
          checked={understood}
          onChange={(e) => setUnderstood(e.currentTarget.checked)}
          label="I understand this cannot be undone"
        />
        {failure && (
          <StatusAlert tone="error" title="Nobody was deleted">
            {failure}
          </StatusAlert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={busy} data-autofocus>
            Cancel
          </Button>
          <Button color="red.9" onClick={() => void onConfirm()} loading={busy} disabled={!understood}>
            Delete {studentsCount(n)}
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
