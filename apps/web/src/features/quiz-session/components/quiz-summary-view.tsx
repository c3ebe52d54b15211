import { Badge, Button, Card, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { QuizSummary } from '@mathsight/contract/quiz-sessions.ts';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';
import muted from '../../../shared/ui/muted-text.module.css';
import { PlainList } from '../../../shared/ui/plain-list.tsx';
import { outcomeLabel, outcomeText, scoreHeadline } from '../summary-text.ts';

/** Filled badges under white text at WCAG AA (green 9 is not: 4.4:1). */
const BADGE_COLOURS: Record<string, string> = {
  Right: 'teal.9',
  'Right on second try': 'indigo.9',
  Wrong: 'red.9',
  'Not answered': 'gray.8',
};

/** After handing in: the score, each question's outcome, and the misconceptions to work on. */
export function QuizSummaryView({ name, summary }: { name: string; summary: QuizSummary }) {
  const practice = summary.assignmentId === null;
  const ordered = [...summary.questions].sort((a, b) => a.sequence - b.sequence);
  return (
    <Stack gap="xl" data-testid="quiz-summary">
      <Paper withBorder radius="md" p="lg">
        <Stack gap={4}>
          <Text className={muted.muted}>{name}</Text>
          <Title order={1}>{scoreHeadline(summary.scorePercent, practice)}</Title>
          <Text size="xl" fw={700} data-testid="summary-score">
            {summary.correctCount} out of {summary.questionCount} right ({summary.scorePercent}%)
          </Text>
          {summary.answeredCount < summary.questionCount && (
            <Text>
              You answered {summary.answeredCount} of {summary.questionCount} questions.
            </Text>
          )}
        </Stack>
      </Paper>

      {summary.misconceptionsToWorkOn.length > 0 && (
        <section aria-labelledby="work-on-heading">
          <Title order={2} id="work-on-heading" mb="sm">
            Things to work on
          </Title>
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
            {summary.misconceptionsToWorkOn.map((m) => (
              <Card component="li" key={m.misconceptionId} withBorder radius="md" padding="md">
                <Text fw={700}>
                  {m.name}
                  {m.count > 1 && ` (${m.count} questions)`}
                </Text>
                <Text mt={4}>{m.howToFix}</Text>
              </Card>
            ))}
          </Stack>
        </section>
      )}

      <section aria-labelledby="questions-heading">
        <Title order={2} id="questions-heading" mb="sm">
          Question by question
        </Title>
        <PlainList gap="xs">
          {ordered.map((o, i) => {
            const label = outcomeLabel(o);
            return (
              <Card
                component="li"
                key={o.questionId}
                withBorder
                radius="md"
                padding="sm"
                data-testid="summary-question"
              >
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Text fw={700}>Question {i + 1}</Text>
                  <Badge variant="filled" color={BADGE_COLOURS[label]}>
                    {label}
                  </Badge>
                </Group>
                <Text size="sm" mt={4}>
                  {outcomeText(o)}
                </Text>
                {!o.isCorrect && o.misconception && (
                  <Text size="sm" className={muted.muted}>
                    {o.misconception.name}
                  </Text>
                )}
              </Card>
            );
          })}
        </PlainList>
      </section>

      <Group>
        <Button component={Link} to={paths.studentHome()} size="md">
          Back to your work
        </Button>
      </Group>
    </Stack>
  );
}
