import { Anchor, Group, Loader, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { LiveLessonStudentView } from '@mathsight/contract/live-lessons.ts';
import { useRef } from 'react';
import { Link } from 'react-router';
import { QuestionCard } from '../../../shared/question/question-card.tsx';
import { paths } from '../../../shared/routing/paths.ts';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { useFocusWhenLost } from '../../../shared/ui/use-focus-when-lost.ts';
import { useStudentView } from '../api/get-live-lesson.ts';
import { useLiveLessonHub } from '../hooks/use-live-lesson-hub.ts';
import { questionViewOf } from '../live-question.ts';
import { studentStage } from '../student-stage.ts';
import { HubStatusBadge } from './hub-status.tsx';
import { LessonUnavailable } from './lesson-unavailable.tsx';
import { ReasonForm } from './reason-form.tsx';
import { VotePanel } from './vote-panel.tsx';

/**
 * A joined student's phone through the lesson: waiting for the first question; the question and its
 * four options; after voting, one sentence of reasoning and "wait for your teacher"; the reveal (right
 * or not, and the right answer); the re-vote; the end. Kept live by the hub's student channel; a
 * reconnection reads the lesson again, their answers included.
 */
export function StudentLesson({ liveLessonId }: { liveLessonId: number }) {
  const view = useStudentView(liveLessonId);
  const ended = view.data?.phase === 'Ended';
  const status = useLiveLessonHub(view.data && !ended ? liveLessonId : null, 'student');
  const stage = view.data ? studentStage(view.data) : null;
  // A new stage replaces the part of the page that had the focus (the Send button, the options):
  // the focus goes to the new stage, and the live region below says what it is.
  const stageRef = useFocusWhenLost<HTMLDivElement>(stage?.key ?? 'loading');
  const said = useSaidAfterFirst(stage?.announcement ?? '');
  if (view.isError) {
    return (
      <LessonUnavailable
        error={view.error}
        onRetry={() => view.refetch()}
        back={{ to: paths.studentHome(), label: 'Back to your work' }}
      />
    );
  }
  if (view.isPending) return <Loader aria-label="Loading the live lesson" />;
  const v = view.data;
  return (
    <Stack gap="lg" maw={720} mx="auto" data-testid="student-lesson" data-phase={v.phase}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <div>
          <Title order={1} size="h2">
            {v.name}
          </Title>
          {!v.name.includes(v.groupName) && <Text>{v.groupName}</Text>}
        </div>
        <HubStatusBadge status={ended ? 'ended' : status} />
      </Group>
      <div ref={stageRef} tabIndex={-1} data-testid="lesson-stage">
        <StudentBody view={v} />
      </div>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-testid="lesson-announcer">
        {said}
      </VisuallyHidden>
    </Stack>
  );
}

/**
 * The message to say, once it has changed: the stage the student arrives at is on the screen (and the
 * page's name is said on arrival), so only the stages that follow, which the teacher brings, are said.
 */
function useSaidAfterFirst(message: string) {
  const first = useRef<string | null>(null);
  if (first.current === null && message !== '') first.current = message;
  return message === first.current ? '' : message;
}

function StudentBody({ view: v }: { view: LiveLessonStudentView }) {
  if (v.phase === 'Ended') {
    return (
      <StatusAlert tone="info" role="status" title="This live lesson has ended">
        Your answers are saved with your work.{' '}
        <Anchor component={Link} to={paths.studentHome()}>
          Back to your work
        </Anchor>
      </StatusAlert>
    );
  }
  const question = v.question;
  if (v.phase === 'Waiting' || question === null) {
    return (
      <Text size="lg" role="status" data-testid="student-waiting">
        You have joined. Wait for your teacher to show the first question.
      </Text>
    );
  }
  const mine = v.myVotes.filter((m) => m.questionId === question.questionId);
  const round = v.openRound;
  const votedNow = round !== null ? mine.find((m) => m.round === round) : undefined;
  if (round !== null && !votedNow) {
    // Keyed by question and round: each vote starts afresh (its own kept answer and time).
    return <VotePanel key={`${question.questionId}-${round}`} view={v} question={question} round={round} />;
  }
  const latest = mine.at(-1);
  return (
    <Stack gap="md">
      {latest ? (
        <Text size="lg" fw={700} role="status" data-testid="my-vote">
          {v.correctLetter === null
            ? `Your answer: ${latest.letter}. Wait for your teacher.`
            : latest.letter === v.correctLetter
              ? `Your answer ${latest.letter} is right.`
              : `Your answer was ${latest.letter}. The right answer is ${v.correctLetter}.`}
        </Text>
      ) : (
        <Text size="lg" role="status">
          Voting on this question has closed. Look at the board.
        </Text>
      )}
      <QuestionCard
        question={questionViewOf(question)}
        heading={`Question ${question.sequence}`}
        mode={
          v.correctLetter === null
            ? // Before the reveal nothing is right or wrong yet: the answer stays chosen, not marked.
              { kind: 'answer', selected: latest?.letter ?? null, onSelect: () => {}, disabled: true }
            : { kind: 'review', selected: latest?.letter ?? null, correct: v.correctLetter }
        }
      />
      {latest && (
        <ReasonForm liveLessonId={v.liveLessonId} questionId={question.questionId} sent={latest.reason} />
      )}
    </Stack>
  );
}
