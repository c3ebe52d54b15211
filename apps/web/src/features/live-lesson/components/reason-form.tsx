import { Button, Stack, Text, Textarea } from '@mantine/core';
import { REASON_MAX_LENGTH } from '@mathsight/contract/live-lessons.ts';
import { useState } from 'react';
import { errorMessageOf } from '../../../shared/api/model-state.ts';
import { withOptional } from '../../../shared/ui/optional-label.tsx';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { useSendReason } from '../api/student-actions.ts';

/**
 * "Explain your answer (one sentence)", after a vote: kept with that vote, shown to the teacher by
 * misconception and on the board without a name (unless the teacher hides it). Optional.
 */
export function ReasonForm({
  liveLessonId,
  questionId,
  sent,
}: {
  liveLessonId: number;
  questionId: number;
  /** The reason already kept with the latest vote, if any. */
  sent: string | null;
}) {
  const [text, setText] = useState('');
  const send = useSendReason(liveLessonId);
  if (sent !== null) {
    return (
      <Text data-testid="my-reason">
        <strong>Your reason:</strong> {sent}
      </Text>
    );
  }
  const trimmed = text.trim();
  return (
    <Stack
      gap="xs"
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        if (trimmed) send.mutate({ questionId, text: trimmed });
      }}
    >
      <Textarea
        label={withOptional('Explain your answer (one sentence)')}
        description="Your teacher sees it with your name; the board shows it without."
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        maxLength={REASON_MAX_LENGTH}
        autosize
        minRows={2}
        data-testid="reason-input"
      />
      <Button
        type="submit"
        variant="default"
        disabled={!trimmed}
        loading={send.isPending}
        style={{ alignSelf: 'flex-start' }}
      >
        Send my reason
      </Button>
      {send.isError && (
        <StatusAlert tone="error" role="alert" title="Your reason was not sent">
          {errorMessageOf(send.error)}
        </StatusAlert>
      )}
    </Stack>
  );
}
