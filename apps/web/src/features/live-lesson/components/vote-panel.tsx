import { Button, Stack, Text } from '@mantine/core';
import type { OptionLetter } from '@mathsight/contract/content.ts';
import type { LiveLessonStudentView, LiveQuestion } from '@mathsight/contract/live-lessons.ts';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error.ts';
import { errorMessageOf } from '../../../shared/api/model-state.ts';
import { QuestionActions, QuestionCard } from '../../../shared/question/question-card.tsx';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { useVote } from '../api/student-actions.ts';
import { questionViewOf } from '../live-question.ts';
import { clearPendingVote, type PendingVote, pendingVoteFor, readPendingVote } from '../pending-vote.ts';

/** The contract's longest time on one question; a phone left on the desk is capped, not refused. */
const MAX_TIME_MS = 6 * 60 * 60 * 1000;

/**
 * Voting on the open question, on a phone: four big options, then Send. The vote is kept on the device
 * with its clientAnswerId until the server has it, and a kept vote of this question and round (the
 * connection dropped, the page was reloaded) is sent again by itself, the same vote with the same id.
 */
export function VotePanel({
  view,
  question,
  round,
}: {
  view: LiveLessonStudentView;
  question: LiveQuestion;
  round: 1 | 2;
}) {
  const liveLessonId = view.liveLessonId;
  const [initial] = useState(() => {
    const kept = readPendingVote(window.sessionStorage, liveLessonId);
    return kept && kept.questionId === question.questionId && kept.round === round ? kept : null;
  });
  const [selected, setSelected] = useState<OptionLetter | null>(initial?.letter ?? null);
  const [pending, setPending] = useState<PendingVote | null>(initial);
  const shownAt = useRef(performance.now());
  const vote = useVote(liveLessonId);
  const { mutate } = vote;
  const resent = useRef(false);

  const send = (v: PendingVote) => {
    setPending(v);
    mutate(
      {
        questionId: v.questionId,
        letter: v.letter,
        clientAnswerId: v.clientAnswerId,
        timeTakenMs: v.timeTakenMs,
      },
      { onSuccess: () => clearPendingVote(window.sessionStorage, liveLessonId) },
    );
  };
  const sendRef = useRef(send);
  sendRef.current = send;
  useEffect(() => {
    if (initial && !resent.current) {
      resent.current = true;
      sendRef.current(initial);
    }
  }, [initial]);

  const first = round === 2 ? view.myVotes.find((v) => v.round === 1) : undefined;
  // Refused for good (the lesson ended, voting closed, already voted): sending again would not help.
  const failure = vote.error;
  const refused = isApiError(failure) && [400, 404, 409].some((code) => code === failure.status);
  const locked = pending !== null && !vote.isError;
  return (
    <Stack gap="md" component="section" aria-label={round === 2 ? 'Vote again' : 'Vote'}>
      {round === 2 && (
        <Text fw={700} size="lg">
          Vote again{first ? `: your first answer was ${first.letter}` : ''}. You may keep it or change it.
        </Text>
      )}
      <QuestionCard
        question={questionViewOf(question)}
        heading={`Question ${question.sequence}`}
        mode={{ kind: 'answer', selected, onSelect: setSelected, disabled: locked || vote.isPending }}
      />
      {vote.isPending && vote.failureCount > 0 && (
        <StatusAlert tone="info" role="status" title="Sending your answer…">
          We’ll keep trying. Your answer is kept on this device and will only count once.
        </StatusAlert>
      )}
      {vote.isError && (
        <StatusAlert tone="error" role="alert" title="Your answer was not sent">
          {errorMessageOf(vote.error)}
        </StatusAlert>
      )}
      <QuestionActions>
        {pending && vote.isError && !refused ? (
          <Button size="lg" onClick={() => send(pending)}>
            Send again
          </Button>
        ) : (
          <Button
            size="lg"
            disabled={!selected || refused}
            loading={vote.isPending}
            onClick={() =>
              selected &&
              send(
                pendingVoteFor(window.sessionStorage, liveLessonId, {
                  questionId: question.questionId,
                  round,
                  letter: selected,
                  timeTakenMs: Math.min(MAX_TIME_MS, Math.round(performance.now() - shownAt.current)),
                }),
              )
            }
            data-testid="send-vote"
          >
            Send my answer
          </Button>
        )}
        {!selected && (
          <Text size="sm" aria-live="polite">
            Choose an answer, then send it.
          </Text>
        )}
      </QuestionActions>
    </Stack>
  );
}
