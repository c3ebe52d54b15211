import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import {
  FEEDBACK_MAX_LENGTH,
  type GridCell,
  type GridQuestion,
  type GridStudent,
} from '@mathsight/contract/insights.ts';
import { useState } from 'react';
import { errorMessageOf } from '../../../shared/api/model-state.ts';
import { AppDialog } from '../../../shared/ui/app-dialog.tsx';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { useDeleteAnswerFeedback, useSaveAnswerFeedback } from '../api/answer-feedback.ts';

export interface FeedbackTarget {
  student: GridStudent;
  question: GridQuestion;
  cell: GridCell;
}

/** A teacher's comment on one answer (spec §7 "Feedback"): shown to the student beside it. */
export function AnswerFeedbackDialog({
  assignmentId,
  target,
  onClose,
}: {
  assignmentId: number;
  target: FeedbackTarget;
  onClose: () => void;
}) {
  const save = useSaveAnswerFeedback(assignmentId);
  const remove = useDeleteAnswerFeedback(assignmentId);
  const { student, question, cell } = target;
  const [comment, setComment] = useState(cell.teacherFeedback ?? '');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const studentAnswerId = cell.studentAnswerId;
  const name = `${student.firstName} ${student.lastName}`;

  const run = async (write: () => Promise<unknown>, done: string) => {
    setSaving(true);
    setFailure(null);
    try {
      await write();
      showToast({ id: 'answer-feedback', message: done });
      onClose();
    } catch (error) {
      setFailure(errorMessageOf(error));
      setSaving(false);
    }
  };

  if (studentAnswerId === null) return null;
  const trimmed = comment.trim();
  return (
    <AppDialog opened onClose={onClose} title={`Comment for ${name}`} size="md" busy={saving}>
      <Stack gap="md">
        <Text size="sm">
          Question {question.sequence}: {name} chose <strong>{cell.letter}</strong> (
          {cell.isCorrect ? 'right' : 'wrong'}
          {cell.retryLetter ? `, then ${cell.retryLetter} on the second try` : ''}). They will see your
          comment with their answer.
        </Text>
        <Textarea
          label="Your comment"
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
          maxLength={FEEDBACK_MAX_LENGTH}
          autosize
          minRows={3}
          data-autofocus
        />
        {failure && (
          <StatusAlert tone="error" title="The comment was not saved">
            {failure}
          </StatusAlert>
        )}
        <Group justify="space-between" gap="sm">
          {cell.teacherFeedback ? (
            <Button
              variant="subtle"
              color="red.9"
              disabled={saving}
              onClick={() => void run(() => remove.mutateAsync(studentAnswerId), 'Comment removed.')}
            >
              Remove comment
            </Button>
          ) : (
            <span />
          )}
          <Group gap="sm">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button
              loading={saving}
              disabled={trimmed === '' || trimmed === cell.teacherFeedback}
              onClick={() =>
                void run(
                  () => save.mutateAsync({ studentAnswerId, comment: trimmed }),
                  `Comment saved for ${name}.`,
                )
              }
            >
              Save comment
            </Button>
          </Group>
        </Group>
      </Stack>
    </AppDialog>
  );
}
