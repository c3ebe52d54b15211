import { Button, Group, Text } from '@mantine/core';
import { useCallback } from 'react';
import { errorMessageOf } from '../../../shared/api/model-state.ts';
import { formatSchoolRange } from '../../../shared/dates/school-time.ts';
import { hideToast, showErrorToast, showToast } from '../../../shared/ui/toast.ts';
import {
  type MovedAssignment,
  useMoveAssignmentMutation,
  useUndoMoveMutation,
} from '../api/move-assignment.ts';

const MOVED_TOAST = 'work-moved';

function UndoMessage({ moved, onUndo }: { moved: MovedAssignment; onUndo: () => void }) {
  return (
    <Group gap="sm" justify="space-between" wrap="nowrap">
      <Text size="sm">
        {moved.detail.name} now runs {formatSchoolRange(moved.after.startDate, moved.after.endDate)}.
      </Text>
      <Button size="compact-sm" variant="default" onClick={onUndo} style={{ flex: 'none' }}>
        Undo
      </Button>
    </Group>
  );
}

/**
 * Moves work by whole days (a calendar drag) and shows a toast with Undo, which puts the old
 * dates back. Answers whether the move was saved, so the calendar can put the entry back if not.
 */
export function useMoveAssignment() {
  const { mutateAsync: move } = useMoveAssignmentMutation();
  const { mutateAsync: undoMove } = useUndoMoveMutation();
  return useCallback(
    async (assignmentId: number, days: number): Promise<boolean> => {
      let moved: MovedAssignment;
      try {
        moved = await move({ assignmentId, days });
      } catch (error) {
        showErrorToast(
          error instanceof Error && error.name === 'NotEditableError' ? error.message : errorMessageOf(error),
        );
        return false;
      }
      const undo = async () => {
        hideToast(MOVED_TOAST);
        try {
          await undoMove(moved);
          showToast({
            id: MOVED_TOAST,
            message: `${moved.detail.name} is back to ${formatSchoolRange(moved.before.startDate, moved.before.endDate)}.`,
          });
        } catch (error) {
          showErrorToast(errorMessageOf(error));
        }
      };
      showToast({ id: MOVED_TOAST, message: <UndoMessage moved={moved} onUndo={() => void undo()} /> });
      return true;
    },
    [move, undoMove],
  );
}
