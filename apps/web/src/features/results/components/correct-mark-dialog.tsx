import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import type { OptionLetter } from '@mathsight/contract/content.ts';
import type { QuestionInsights } from '@mathsight/contract/insights.ts';
import { useState } from 'react';
import { errorMessageOf } from '../../../shared/api/model-state.ts';
import { AppDialog } from '../../../shared/ui/app-dialog.tsx';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { useCorrectMark } from '../api/correct-mark.ts';

/**
 * "Correct the mark": the teacher says the bank's answer is wrong for this question in this work.
 * After confirming, every answer is re-marked, and every score, insight and list is fetched again.
 */
export function CorrectMarkDialog({
  assignmentId,
  question,
  onClose,
}: {
  assignmentId: number;
  question: QuestionInsights;
  onClose: () => void;
}) {
  const correct = useCorrectMark(assignmentId);
  const [letter, setLetter] = useState<OptionLetter>(question.correctLetter);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const unchanged = letter === question.correctLetter;

  const onConfirm = async () => {
    setSaving(true);
    setFailure(null);
    try {
      const result = await correct.mutateAsync({ questionId: question.questionId, correctLetter: letter });
      showToast({
        id: 'mark-corrected',
        message: result.markCorrected
          ? `Question ${question.sequence} is now marked with ${result.correctLetter} as the right answer; ${result.changedAnswerCount} ${result.changedAnswerCount === 1 ? 'answer was' : 'answers were'} re-marked.`
          : `Question ${question.sequence} is marked as the bank marks it again.`,
      });
      onClose();
    } catch (error) {
      setFailure(errorMessageOf(error));
      setSaving(false);
    }
  };

  return (
    <AppDialog
      opened
      onClose={onClose}
      title={`Correct the mark of question ${question.sequence}`}
      size="md"
      busy={saving}
    >
      <Stack gap="md">
        <Text size="sm">
          If the question bank marks the wrong option as right, choose the right one. Every answer to this
          question in this work is re-marked, and every score, insight and report changes with it. The bank
          marks <strong>{question.bankCorrectLetter}</strong> as right.
        </Text>
        <Radio.Group label="The right answer" value={letter} onChange={(v) => setLetter(v as OptionLetter)}>
          <Group gap="md" mt="xs">
            {question.options.map((o) => (
              <Radio
                key={o.letter}
                value={o.letter}
                label={o.letter === question.bankCorrectLetter ? `${o.letter} (the bank's answer)` : o.letter}
              />
            ))}
          </Group>
        </Radio.Group>
        {failure && (
          <StatusAlert tone="error" title="The mark was not changed">
            {failure}
          </StatusAlert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={saving} data-autofocus>
            Cancel
          </Button>
          <Button
            onClick={() => void onConfirm()}
            loading={saving}
            disabled={unchanged}
            data-testid="confirm-mark"
          >
            Re-mark every answer
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
