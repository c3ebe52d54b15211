import { Box, Button, Group, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import {
  FEEDBACK_MAX_LENGTH,
  type GridCell,
  type GridQuestion,
  type GridStudent,
} from '@mathsight/contract/insights.ts';
import { useState } from 'react';
import { errorMessageOf } from '../../../shared/api/model-state.ts';
import { MathText } from '../../../shared/question/math-text.tsx';
import { AppDialog } from '../../../shared/ui/app-dialog.tsx';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { useDeleteAnswerFeedback, useSaveAnswerFeedback } from '../api/answer-feedback.ts';
import { useStudentReview } from '../api/get-student-review.ts';

/** "B: 3/4": an option's letter with its value, once the student's answers are loaded. */
function ChosenOption({
  letter,
  options,
}: {
  letter: string;
  options: Array<{ letter: string; text: string }> | undefined;
}) {
  const text = options?.find((o) => o.letter === letter)?.text;
  return (
    <>
      <strong>{letter}</strong>
      {text !== undefined && (
        <>
          : <MathText text={text} />
        </>
      )}
    </>
  );
}

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
  // The question's options with their values (the grid carries letters only).
  const review = useStudentReview(assignmentId, student.studentId);
  const options = review.data?.questions.find((q) => q.questionId === question.questionId)?.options;
  const right = options?.find((o) => o.isCorrect);

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
        <Box data-testid="feedback-question">
          <Text size="sm" fw={700}>
            Question {question.sequence}
          </Text>
          <Text>
            <MathText text={question.stem} />
          </Text>
        </Box>
        {review.isPending ? (
          <Skeleton height={20} width="70%" aria-hidden />
        ) : (
          <Text size="sm" data-testid="feedback-chosen">
            {name} chose <ChosenOption letter={cell.letter} options={options} /> (
            {cell.isCorrect ? 'right' : 'wrong'})
            {cell.retryLetter && (
              <>
                , then <ChosenOption letter={cell.retryLetter} options={options} /> on the second try
              </>
            )}
            .
            {!cell.isCorrect && right && (
              <>
                {' '}
                The right answer is <ChosenOption letter={right.letter} options={options} />.
              </>
            )}
          </Text>
        )}
        <Text size="sm">They will see your comment with this question when they review their work.</Text>
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
