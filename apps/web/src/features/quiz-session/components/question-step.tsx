import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import type { OptionLetter } from '@mathsight/contract/content.ts';
import type {
  QuizSession,
  QuizSessionQuestion,
  SubmitAnswerResponse,
} from '@mathsight/contract/quiz-sessions.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { QuestionActions, QuestionCard, type QuestionView } from '../../../shared/question/question-card.tsx';
import { paths } from '../../../shared/routing/paths.ts';
import { withOptional } from '../../../shared/ui/optional-label.tsx';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { useFocusOnMount } from '../../../shared/ui/use-focus-on-mount.ts';
import { useSubmitAnswer } from '../hooks/use-submit-answer.ts';
import { type PendingAnswer, pendingAnswerFor, readPendingAnswer } from '../pending-answer.ts';

/** The contract's longest time on one question; a tab left open overnight is capped, not refused. */
const MAX_TIME_MS = 6 * 60 * 60 * 1000;

const CONFIDENCE_LEVELS = ['1', '2', '3', '4', '5'] as const;

export function questionViewOf(question: QuizSessionQuestion): QuestionView {
  return {
    stem: question.stem,
    diagramSvg: question.diagramSvg,
    diagramAlt: question.diagramAlt,
    answers: question.options.map((o) => ({ letter: o.letter, text: o.text })),
  };
}

export interface QuestionStepProps {
  session: QuizSession;
  question: QuizSessionQuestion;
  attempt: number;
  /** "Question 3 of 10". */
  label: string;
  onAnswered: (response: SubmitAnswerResponse) => void;
}

/**
 * One attempt at one question: choose A–D, say how sure (when the work asks, optionally), submit.
 * Remount it for each attempt (key it by question and attempt): the time taken starts when it shows.
 * An answer kept from before a reload or a failed send is sent again as it was, with the same id:
 * by itself while the connection or the server is away, with "Send again" after any other failure.
 */
export function QuestionStep({ session, question, attempt, label, onAnswered }: QuestionStepProps) {
  const { quizSessionId } = session;
  // Read once: an answer kept from before a reload, for this very question and attempt.
  const [initial] = useState(() => {
    const kept = readPendingAnswer(window.sessionStorage, quizSessionId);
    return kept && kept.questionId === question.questionId && kept.attempt === attempt ? kept : null;
  });
  const [selected, setSelected] = useState<OptionLetter | null>(initial?.letter ?? null);
  const [confidence, setConfidence] = useState<string | null>(
    initial?.confidence !== undefined ? String(initial.confidence) : null,
  );
  const [pending, setPending] = useState<PendingAnswer | null>(initial);
  const shownAt = useRef(performance.now());
  const stepRef = useFocusOnMount<HTMLDivElement>();
  const submit = useSubmitAnswer(quizSessionId);
  const resent = useRef(false);

  // The latest callback, read when the answer arrives, so `send` keeps one identity.
  const onAnsweredRef = useRef(onAnswered);
  onAnsweredRef.current = onAnswered;
  const { mutate } = submit;
  const send = useCallback(
    (answer: PendingAnswer) => {
      setPending(answer);
      mutate(answer, { onSuccess: (response) => onAnsweredRef.current(response) });
    },
    [mutate],
  );

  // An answer that never reached the server before the page was left: send it now, same id
  // (once: the ref survives re-renders and React's development double effects).
  useEffect(() => {
    if (initial && !resent.current) {
      resent.current = true;
      send(initial);
    }
  }, [initial, send]);

  const onSubmit = () => {
    if (!selected) return;
    send(
      pendingAnswerFor(window.sessionStorage, quizSessionId, {
        questionId: question.questionId,
        attempt,
        letter: selected,
        ...(confidence !== null && { confidence: Number(confidence) }),
        timeTakenMs: Math.min(MAX_TIME_MS, Math.round(performance.now() - shownAt.current)),
      }),
    );
  };

  const refused = submit.isError && isApiError(submit.error) && submit.error.status === 409;
  // A send failed for want of a connection or a server, and is being made again by itself.
  const resending = submit.isPending && submit.failureCount > 0;
  // Once sent, the answer is fixed: a resend must be the same answer.
  const locked = pending !== null;
  // A second try: the option already marked wrong cannot be chosen again.
  const ruledOut =
    attempt > 1 ? question.answers.filter((a) => a.attempt < attempt).map((a) => a.letter) : [];
  return (
    // Each question replaces the last: focus comes to it, and a screen reader reads its label.
    <Stack
      gap="lg"
      component="section"
      aria-label={attempt > 1 ? `${label}: second try` : label}
      ref={stepRef}
      tabIndex={-1}
      style={{ outline: 'none' }}
    >
      <QuestionCard
        question={questionViewOf(question)}
        heading={attempt > 1 ? `${label}: second try` : label}
        mode={{ kind: 'answer', selected, onSelect: setSelected, disabled: locked, ruledOut }}
      />
      {session.askConfidence && (
        <Radio.Group
          value={confidence}
          onChange={setConfidence}
          label={withOptional('How sure are you?')}
          description="1 means a guess, 5 means you are certain."
        >
          <Group gap="lg" mt="xs">
            {CONFIDENCE_LEVELS.map((level) => (
              <Radio key={level} value={level} label={level} disabled={locked} />
            ))}
          </Group>
        </Radio.Group>
      )}
      {resending && (
        // Calm, not an error: nothing is lost, and nothing is asked of the student.
        <StatusAlert tone="info" role="status" title="Saving your answer…">
          We’ll keep trying. Your answer is kept on this device and will only count once.
        </StatusAlert>
      )}
      {submit.isError && (
        <StatusAlert tone="error" role="alert" title="Your answer was not saved">
          {submit.error.message}
        </StatusAlert>
      )}
      <QuestionActions>
        {refused ? (
          // Sending the same answer again would be refused again (closed, handed in, answered elsewhere).
          <Button component={Link} to={paths.studentHome()} variant="default">
            Back to your work
          </Button>
        ) : pending && submit.isError ? (
          <Button onClick={() => send(pending)} loading={submit.isPending}>
            Send again
          </Button>
        ) : (
          <Button onClick={onSubmit} disabled={!selected} loading={submit.isPending}>
            Submit answer
          </Button>
        )}
        {!selected && (
          <Text size="sm" aria-live="polite">
            Choose an answer, then submit it.
          </Text>
        )}
      </QuestionActions>
    </Stack>
  );
}
