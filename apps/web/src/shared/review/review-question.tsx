import { Badge, Box, Card, Group, Stack, Text } from '@mantine/core';
import type { StudentAttempt, StudentQuestionResult } from '@mathsight/contract/insights.ts';
import { MathText } from '../question/math-text.tsx';
import { QuestionCard } from '../question/question-card.tsx';
import classes from './review.module.css';
import { attemptsOf, choseText, optionText, type ReviewAudience, reviewOutcomeLabel } from './review-text.ts';

/** Filled badges under white text at WCAG AA. */
const BADGE_COLOURS: Record<string, string> = {
  Right: 'teal.9',
  'Right on second try': 'indigo.9',
  Wrong: 'red.9',
  'Not answered': 'gray.8',
};

/** "B: 3/4", the option's letter with its value. */
function OptionValue({ q, letter }: { q: StudentQuestionResult; letter: string }) {
  return (
    <>
      <strong>{letter}</strong>: <MathText text={optionText(q, letter)} />
    </>
  );
}

/** The teacher's comment on an attempt, marked New for a student who has not seen it. */
function Comment({ attempt, audience }: { attempt: StudentAttempt; audience: ReviewAudience }) {
  const f = attempt.feedback;
  if (!f) return null;
  const unread = !f.readByStudentAt;
  return (
    <Box className={classes.comment} data-testid="review-comment">
      <Group gap="xs" wrap="wrap">
        <Text fw={700} size="sm">
          Comment from {f.teacherName ?? (audience.kind === 'student' ? 'your teacher' : 'a teacher')}
        </Text>
        {audience.kind === 'student' && unread && (
          <Badge color="indigo.9" variant="filled" size="sm">
            New
          </Badge>
        )}
        {audience.kind === 'teacher' && (
          <Text size="sm" c="gray.8">
            {unread ? 'Not read yet' : `Read by ${audience.firstName}`}
          </Text>
        )}
      </Group>
      <Text mt={4} style={{ whiteSpace: 'pre-wrap' }}>
        {f.comment}
      </Text>
    </Box>
  );
}

/** One question as it was asked: the stem and options, what was chosen and what was right, and why. */
export function ReviewQuestion({ q, audience }: { q: StudentQuestionResult; audience: ReviewAudience }) {
  const { first, second } = attemptsOf(q);
  const label = reviewOutcomeLabel(q);
  const headingId = `review-q-${q.questionId}`;
  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding="md"
      aria-labelledby={headingId}
      data-testid="review-question"
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text component="h3" fw={700} m={0} id={headingId}>
            Question {q.sequence}
          </Text>
          <Badge variant="filled" color={BADGE_COLOURS[label]}>
            {label}
          </Badge>
        </Group>
        <QuestionCard
          question={{
            stem: q.stem,
            diagramSvg: q.diagramSvg,
            diagramAlt: q.diagramAlt,
            answers: q.options.map((o) => ({ letter: o.letter, text: o.text })),
          }}
          mode={{ kind: 'review', selected: first?.letter ?? null, correct: q.correctLetter }}
        />
        <Stack gap={4} data-testid="review-outcome">
          {first ? (
            <Text>
              {choseText(audience)} <OptionValue q={q} letter={first.letter} />
              {first.isCorrect ? ', which is right.' : '.'}
            </Text>
          ) : (
            <Text>Not answered.</Text>
          )}
          {!first?.isCorrect && (
            <Text>
              The right answer is <OptionValue q={q} letter={q.correctLetter} />.
            </Text>
          )}
          {second && (
            <Text>
              On the second try: <OptionValue q={q} letter={second.letter} />
              {second.isCorrect ? ', right.' : ', still not right.'}
            </Text>
          )}
        </Stack>
        {first && !first.isCorrect && first.misconception && (
          <Box className={classes.misconception} data-testid="review-misconception">
            <Text fw={700} size="sm">
              What went wrong: {first.misconception.name}
            </Text>
            {first.misconception.description && <Text size="sm">{first.misconception.description}</Text>}
            <Text size="sm" mt={4}>
              <strong>How to fix it:</strong> {first.misconception.howToFix}
            </Text>
          </Box>
        )}
        {q.attempts.map((a) => (
          <Comment key={a.studentAnswerId} attempt={a} audience={audience} />
        ))}
      </Stack>
    </Card>
  );
}
