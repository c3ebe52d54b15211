import { Paper, Stack, Text, Title } from '@mantine/core';
import type { WorkReview } from '@mathsight/contract/work-review.ts';
import type { ReactNode } from 'react';
import muted from '../ui/muted-text.module.css';
import { PlainList } from '../ui/plain-list.tsx';
import { ReviewQuestion } from './review-question.tsx';
import { commentCounts, type ReviewAudience, reviewScoreText } from './review-text.ts';
import { ThingsToWorkOn } from './things-to-work-on.tsx';

/**
 * A read-only review of one student's work (issue 11): the score, the misconceptions to work on,
 * then each question as it was asked with the option chosen, the right one, what went wrong, how to
 * fix it and the teacher's comments. The student sees it after hand-in and from the Done tab; the
 * teacher from the results grid.
 */
export function WorkReviewView({
  review,
  audience,
  headline,
  actions,
}: {
  review: WorkReview;
  audience: ReviewAudience;
  /** The page's heading (h1). */
  headline: string;
  /** Links under the summary (back to the work, to the results). */
  actions?: ReactNode;
}) {
  const { student, work } = review;
  const questions = [...review.questions].sort((a, b) => a.sequence - b.sequence);
  const comments = commentCounts(questions);
  const you = audience.kind === 'student';
  return (
    <Stack gap="xl" data-testid="work-review">
      <Paper withBorder radius="md" p="lg">
        <Stack gap={4}>
          <Text className={muted.muted}>{work.name}</Text>
          <Title order={1}>{headline}</Title>
          <Text size="xl" fw={700} data-testid="review-score">
            {reviewScoreText(student.correctCount, work.questionCount)}
          </Text>
          {student.answeredCount < work.questionCount && (
            <Text>
              {you ? 'You' : student.firstName} answered {student.answeredCount} of {work.questionCount}{' '}
              questions.
            </Text>
          )}
          {comments.total > 0 && (
            <Text data-testid="review-comment-count">
              {comments.total === 1 ? '1 comment' : `${comments.total} comments`} from{' '}
              {you ? 'your teacher' : 'teachers'}, shown with{' '}
              {comments.total === 1 ? 'its question' : 'their questions'}.
            </Text>
          )}
          {actions}
        </Stack>
      </Paper>

      <ThingsToWorkOn misconceptions={review.misconceptions} />

      <section aria-labelledby="review-questions-heading">
        <Title order={2} id="review-questions-heading" mb="sm">
          Question by question
        </Title>
        <PlainList gap="md">
          {questions.map((q) => (
            <ReviewQuestion key={q.questionId} q={q} audience={audience} />
          ))}
        </PlainList>
      </section>
    </Stack>
  );
}
