import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { useFocusOnMount } from '../../../shared/ui/use-focus-on-mount.ts';
import { useFinishQuizSession } from '../api/finish-quiz-session.ts';

export interface HandInPanelProps {
  quizSessionId: number;
  practice: boolean;
  answered: number;
  total: number;
}

/** The end of the questions: hand the work in (or finish practice) to see how it went. */
export function HandInPanel({ quizSessionId, practice, answered, total }: HandInPanelProps) {
  const finish = useFinishQuizSession(quizSessionId);
  // The last answer's step is replaced by this panel: focus comes here, not to the page body.
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm" align="flex-start">
        <Title order={2} ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
          {practice ? 'That is every question on this topic' : 'All done!'}
        </Title>
        <Text>
          {practice
            ? `You answered ${answered} ${answered === 1 ? 'question' : 'questions'}. Finish to see how you did.`
            : `You have answered all ${total} questions. Hand your work in to see your score.`}
        </Text>
        {finish.isError && (
          <StatusAlert tone="error" role="alert" title="Your work was not handed in">
            {finish.error.message}
          </StatusAlert>
        )}
        <Button size="md" onClick={() => finish.mutate()} loading={finish.isPending}>
          {practice ? 'Finish practice' : 'Hand in'}
        </Button>
      </Stack>
    </Paper>
  );
}
