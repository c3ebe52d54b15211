import { ActionIcon, Button, Group, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { IconThumbDown, IconThumbUp } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useAssistantFeedback } from '../api/ask-assistant.ts';

type Rating = 'up' | 'down';

const LABEL = { up: 'Helpful', down: 'Not helpful' } as const;
const ASK_WHY = {
  up: 'What made it helpful? (optional)',
  down: 'What was wrong or missing? (optional)',
} as const;

function Thumb({
  rating,
  given,
  onRate,
}: {
  rating: Rating;
  given: Rating | null;
  onRate: (rating: Rating) => void;
}) {
  const Icon = rating === 'up' ? IconThumbUp : IconThumbDown;
  return (
    <Tooltip label={LABEL[rating]}>
      <ActionIcon
        variant={given === rating ? 'filled' : 'default'}
        aria-label={LABEL[rating]}
        aria-pressed={given === rating}
        onClick={() => onRate(rating)}
      >
        <Icon size={16} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * The answer's actions (`children`, such as Copy) with its thumbs and, once a thumb is pressed, an
 * optional comment under them (issue 29 point 4: "thumbs and a comment
 * on an answer, kept for the school to review"). The rating is kept at once; the comment, if the
 * teacher writes one, is sent with it again. The school's administrators read both.
 */
export function AnswerRating({
  schoolId,
  messageId,
  rating,
  children,
}: {
  schoolId: number;
  messageId: number;
  rating: Rating | null;
  children?: ReactNode;
}) {
  const feedback = useAssistantFeedback(schoolId);
  const given = feedback.variables?.rating ?? rating;
  const [asking, setAsking] = useState<Rating | null>(null);
  const [comment, setComment] = useState('');
  const [sent, setSent] = useState(false);

  const rate = (next: Rating) => {
    feedback.mutate({ messageId, rating: next });
    setSent(false);
    setAsking(next);
  };
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!asking) return;
    const text = comment.trim();
    if (text.length === 0) {
      setAsking(null);
      return;
    }
    feedback.mutate(
      { messageId, rating: asking, comment: text },
      {
        onSuccess: () => {
          setSent(true);
          setAsking(null);
          setComment('');
        },
      },
    );
  };

  return (
    <Stack gap="xs">
      <Group gap="xs">
        {children}
        <Thumb rating="up" given={given} onRate={rate} />
        <Thumb rating="down" given={given} onRate={rate} />
        {sent && (
          <Text size="xs" role="status">
            Thank you: your school’s administrators can read this.
          </Text>
        )}
      </Group>
      {asking && (
        <form onSubmit={send} aria-label="Your comment on the answer">
          <Stack gap="xs" maw={420}>
            <Textarea
              label={ASK_WHY[asking]}
              value={comment}
              onChange={(e) => setComment(e.currentTarget.value)}
              maxLength={2000}
              autosize
              minRows={2}
              // The thumb was just pressed to say something: the box is where the teacher types next.
              autoFocus
            />
            {feedback.isError && (
              <Text size="sm" c="red.9" role="alert">
                The comment could not be kept. Try again.
              </Text>
            )}
            <Group gap="xs">
              <Button size="xs" type="submit" loading={feedback.isPending}>
                Send
              </Button>
              <Button size="xs" variant="default" onClick={() => setAsking(null)}>
                Skip
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
