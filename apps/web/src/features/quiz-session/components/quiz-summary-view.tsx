import { Badge, Button, Card, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { QuizSummary } from '@mathsight/contract/quiz-sessions.ts';
import { Link } from 'react-router';
import { useMyReview } from '../../../shared/review/my-review-query.ts';
import { ThingsToWorkOn } from '../../../shared/review/things-to-work-on.tsx';
import { WorkReviewView } from '../../../shared/review/work-review-view.tsx';
import { paths } from '../../../shared/routing/paths.ts';
import muted from '../../../shared/ui/muted-text.module.css';
import { PlainList } from '../../../shared/ui/plain-list.tsx';
import { useFocusOnMount } from '../../../shared/ui/use-focus-on-mount.ts';
import { outcomeLabel, outcomeText, scoreHeadline } from '../summary-text.ts';

/** Filled badges under white text at WCAG AA (green 9 is not: 4.4:1). */
const BADGE_COLOURS: Record<string, string> = {
  Right: 'teal.9',
  'Right on second try': 'indigo.9',
  Wrong: 'red.9',
  'Not answered': 'gray.8',
};

function BackToWork() {
  return (
    <Group>
      <Button component={Link} to={paths.studentHome()} size="md">
        Back to your work
      </Button>
    </Group>
  );
}

/**
 * After handing in set work: the review (issue 11), each question as it was asked with the option
 * chosen, the right one, the misconception and how to fix it. Practice, or a review that could not
 * be loaded, shows the summary the hand-in answered.
 */
export function QuizSummaryView({ name, summary }: { name: string; summary: QuizSummary }) {
  const review = useMyReview(summary.assignmentId);
  if (summary.assignmentId !== null && review.isPending) return <Loader aria-label="Loading your results" />;
  if (review.data) {
    return (
      <div data-testid="quiz-summary">
        <WorkReviewView
          review={review.data}
          audience={{ kind: 'student' }}
          headline={scoreHeadline(summary.scorePercent)}
          actions={<BackToWork />}
        />
      </div>
    );
  }
  return <SummaryOnly name={name} summary={summary} />;
}

/** The score, each question's outcome, and the misconceptions to work on. */
function SummaryOnly({ name, summary }: { name: string; summary: QuizSummary }) {
  const practice = summary.assignmentId === null;
  const ordered = [...summary.questions].sort((a, b) => a.sequence - b.sequence);
  // Handing in replaces the questions with this review: focus comes to its headline.
  const headlineRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <Stack gap="xl" data-testid="quiz-summary">
      <Paper withBorder radius="md" p="lg">
        <Stack gap={4}>
          <Text className={muted.muted}>{name}</Text>
          <Title order={1} ref={headlineRef} tabIndex={-1} style={{ outline: 'none' }}>
            {scoreHeadline(summary.scorePercent, practice)}
          </Title>
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

      <ThingsToWorkOn misconceptions={summary.misconceptionsToWorkOn} />

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

      <BackToWork />
    </Stack>
  );
}
