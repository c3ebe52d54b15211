import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { WrongAnswerFeedbackVariant } from '@mathsight/contract/experiments.ts';
import type { QuizSessionQuestion, StudentAnswer } from '@mathsight/contract/quiz-sessions.ts';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { QuestionActions, QuestionCard } from '../../../shared/question/question-card.tsx';
import { useFocusOnMount } from '../../../shared/ui/use-focus-on-mount.ts';
import { wrongAnswerWording } from '../wrong-answer-wording.ts';
import { questionViewOf } from './question-step.tsx';

export interface AnswerFeedbackProps {
  question: QuizSessionQuestion;
  answer: StudentAnswer;
  label: string;
  /** Whether the one retry is on offer (set work with feedback after each question, first try wrong). */
  canRetry: boolean;
  isLast: boolean;
  onRetry: () => void;
  onNext: () => void;
  /** The wording after a wrong answer (the wrong-answer-feedback experiment); today's by default. */
  wording?: WrongAnswerFeedbackVariant;
}

/**
 * Right or not after an answer, with the misconception behind a wrong one and how to fix it.
 * While a second try is on offer the right letter stays hidden, so the retry is a real one; it
 * shows once the retry is used (and in the summary).
 */
export function AnswerFeedback({
  question,
  answer,
  label,
  canRetry,
  isLast,
  onRetry,
  onNext,
  wording = 'control',
}: AnswerFeedbackProps) {
  // Focus moves to the outcome, so keyboard and screen-reader users hear it straight away.
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const feedback = answer.feedback;
  if (!feedback) return null;
  const right = feedback.isCorrect;
  const colour = right ? 'green' : 'red';
  const showCorrect = !canRetry;
  const wrong = wrongAnswerWording(wording, { canRetry, hasFix: Boolean(feedback.misconception) });
  return (
    <Stack gap="lg">
      <QuestionCard
        question={questionViewOf(question)}
        heading={label}
        mode={{
          kind: 'review',
          selected: answer.letter,
          correct: showCorrect ? feedback.correctLetter : null,
        }}
      />
      <Paper
        withBorder
        radius="md"
        p="md"
        data-testid="answer-feedback"
        data-correct={right}
        style={{ borderLeft: `6px solid var(--mantine-color-${colour}-9)` }}
      >
        <Stack gap="xs">
          <Group gap="xs" wrap="nowrap">
            {right ? (
              <IconCircleCheck size={26} color="var(--mantine-color-green-9)" aria-hidden />
            ) : (
              <IconCircleX size={26} color="var(--mantine-color-red-9)" aria-hidden />
            )}
            <Title order={2} size="h3" ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
              {right ? 'Right!' : wrong.heading}
            </Title>
          </Group>
          <Text>
            You chose {answer.letter}.
            {showCorrect && !right && ` The right answer is ${feedback.correctLetter}.`}
          </Text>
          {!right && feedback.misconception && (
            <div>
              <Text fw={700}>{feedback.misconception.name}</Text>
              <Text>{feedback.misconception.howToFix}</Text>
            </div>
          )}
          {!right && wrong.nextStep && <Text>{wrong.nextStep}</Text>}
        </Stack>
      </Paper>
      <QuestionActions>
        {canRetry && <Button onClick={onRetry}>Try again</Button>}
        <Button onClick={onNext} variant={canRetry ? 'default' : 'filled'}>
          {isLast ? 'Finish' : 'Next question'}
        </Button>
      </QuestionActions>
    </Stack>
  );
}
