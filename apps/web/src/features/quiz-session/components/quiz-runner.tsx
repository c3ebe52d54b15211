import { Button, Group, Progress, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { WRONG_ANSWER_FEEDBACK_EXPERIMENT } from '@mathsight/contract/experiments.ts';
import type { QuizSession, StudentAnswer } from '@mathsight/contract/quiz-sessions.ts';
import { useEffect, useState } from 'react';
import { AssignmentKindBadge } from '../../../shared/assignments/assignment-badges.tsx';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { useFinishQuizSession } from '../api/finish-quiz-session.ts';
import { useExperiment } from '../api/use-experiment.ts';
import { readPendingAnswer } from '../pending-answer.ts';
import { answeredOf, currentQuestion, isPractice, questionLabel } from '../session-progress.ts';
import { feedbackVariantOf } from '../wrong-answer-wording.ts';
import { AnswerFeedback } from './answer-feedback.tsx';
import { HandInPanel } from './hand-in-panel.tsx';
import { QuestionStep } from './question-step.tsx';

/** The answer whose feedback is on screen, until the student tries again or moves on. */
interface Reviewing {
  questionId: number;
  answer: StudentAnswer;
}

/**
 * A retry left unsent when the page was left (its pending answer is attempt 2 of a question with
 * one answer): carry on with it rather than skip past it.
 */
function retryToResume(session: QuizSession): number | null {
  const pending = readPendingAnswer(window.sessionStorage, session.quizSessionId);
  if (pending?.attempt !== 2) return null;
  const q = session.questions.find((x) => x.questionId === pending.questionId);
  return q && q.answers.length === 1 ? q.questionId : null;
}

/** Practice can end at any point after an answer. */
function FinishPracticeButton({ quizSessionId }: { quizSessionId: number }) {
  const finish = useFinishQuizSession(quizSessionId);
  return (
    <Stack gap="xs" align="flex-start">
      {finish.isError && (
        <StatusAlert tone="error" role="alert">
          {finish.error.message}
        </StatusAlert>
      )}
      <Button variant="default" onClick={() => finish.mutate()} loading={finish.isPending}>
        Finish practice
      </Button>
    </Stack>
  );
}

/**
 * One question at a time, in order (set work) or as the server chooses (practice): answer, see
 * feedback when the work gives it after each question (with the one retry), then hand in.
 */
export function QuizRunner({ session }: { session: QuizSession }) {
  const [reviewing, setReviewing] = useState<Reviewing | null>(null);
  const [retrying, setRetrying] = useState<number | null>(() => retryToResume(session));
  const practice = isPractice(session);
  const { answered, total } = answeredOf(session);
  // The wording after a wrong answer is an experiment (issue 32 point 3): the exposure is counted when
  // a wrong answer's feedback is first on screen in the student's own variant.
  const feedbackExperiment = useExperiment(WRONG_ANSWER_FEEDBACK_EXPERIMENT);
  const shownWrong = reviewing !== null && reviewing.answer.feedback?.isCorrect === false;
  const { expose } = feedbackExperiment;
  useEffect(() => {
    if (shownWrong) expose();
  }, [shownWrong, expose]);

  const pinned = reviewing?.questionId ?? retrying;
  const question =
    pinned !== null
      ? (session.questions.find((q) => q.questionId === pinned) ?? null)
      : currentQuestion(session);

  const progress = (
    <Stack gap={6}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="wrap">
          <Title order={1} size="h3">
            {session.name}
          </Title>
          {session.assignmentKind && <AssignmentKindBadge kind={session.assignmentKind} />}
        </Group>
        <Text size="sm">{practice ? `${answered} answered` : `${answered} of ${total} answered`}</Text>
      </Group>
      {!practice && (
        <Progress
          value={total === 0 ? 0 : (100 * answered) / total}
          size="md"
          radius="xl"
          color="indigo.7"
          aria-label={`${answered} of ${total} questions answered`}
        />
      )}
    </Stack>
  );

  // Practice's next question is on its way (the session is being read again after the answer).
  const fetchingNext =
    practice &&
    session.nextQuestionId !== null &&
    !session.questions.some((q) => q.questionId === session.nextQuestionId);
  if (!question && fetchingNext) {
    return (
      <Stack gap="lg" aria-busy="true">
        {progress}
        <VisuallyHidden role="status">Loading the next question</VisuallyHidden>
        <Skeleton height={200} radius="md" />
      </Stack>
    );
  }

  if (!question) {
    return (
      <Stack gap="lg">
        {progress}
        <HandInPanel
          quizSessionId={session.quizSessionId}
          practice={practice}
          answered={answered}
          total={total}
        />
      </Stack>
    );
  }

  const label = questionLabel(session, question);
  const nextAfter = () => {
    setReviewing(null);
    setRetrying(null);
  };

  if (reviewing) {
    const fresh = session.questions.find((q) => q.questionId === reviewing.questionId);
    const remaining = session.questions.filter((q) => q.answers.length === 0).length;
    const isLast = practice ? session.nextQuestionId === null : remaining === 0;
    return (
      <Stack gap="lg">
        {progress}
        <AnswerFeedback
          question={question}
          answer={reviewing.answer}
          label={label}
          canRetry={reviewing.answer.attempt === 1 && (fresh?.canRetry ?? false)}
          isLast={isLast}
          onRetry={() => {
            setRetrying(reviewing.questionId);
            setReviewing(null);
          }}
          onNext={nextAfter}
          wording={feedbackVariantOf(feedbackExperiment.variant)}
        />
      </Stack>
    );
  }

  const attempt = retrying === question.questionId ? 2 : 1;
  return (
    <Stack gap="lg">
      {progress}
      <QuestionStep
        key={`${question.questionId}-${attempt}`}
        session={session}
        question={question}
        attempt={attempt}
        label={label}
        onAnswered={(response) => {
          if (response.answer.feedback) {
            setReviewing({ questionId: response.answer.questionId, answer: response.answer });
          } else {
            nextAfter();
          }
        }}
      />
      {practice && answered > 0 && <FinishPracticeButton quizSessionId={session.quizSessionId} />}
    </Stack>
  );
}
