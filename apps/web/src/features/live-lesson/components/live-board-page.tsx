import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { LiveLessonBoard } from '@mathsight/contract/live-lessons.ts';
import { useParams } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { QuestionCard } from '../../../shared/question/question-card.tsx';
import { useBoardView } from '../api/get-live-lesson.ts';
import { useLiveLessonHub } from '../hooks/use-live-lesson-hub.ts';
import { answeredWords } from '../lesson-controls.ts';
import { questionViewOf } from '../live-question.ts';
import { Distribution } from './distribution.tsx';
import { HubStatusBadge } from './hub-status.tsx';
import { JoinQrCode } from './join-qr-code.tsx';
import { LessonUnavailable, lessonIdOf } from './lesson-unavailable.tsx';
import classes from './live-lesson.module.css';
import { QuestionStem } from './question-stem.tsx';

/** The code with a thin space in the middle, read in two halves from the back of the room. */
const spacedCode = (code: string) => `${code.slice(0, 3)} ${code.slice(3)}`;

/**
 * `/{schoolId}/live-lessons/{id}/board`: what the projector shows, opened from the teacher's screen in
 * a window of its own. Counts only, never a name: the code and QR code while students join; the
 * question and "18 of 27 answered" while they vote; on Reveal the distribution over A–D with each
 * wrong answer's misconception and the right answer, and the anonymous reasons the teacher has not
 * hidden; after the re-vote's reveal, before and after side by side. Nothing on it is a control: the
 * teacher drives the lesson from their own screen.
 */
export function LiveBoardPage() {
  const params = useParams();
  const liveLessonId = lessonIdOf(params.lessonId) ?? 0;
  const board = useBoardView(liveLessonId);
  const status = useLiveLessonHub(board.data ? liveLessonId : null, 'board');
  usePageTitle(board.data ? `Board: ${board.data.name}` : 'Live lesson board');

  if (board.isError) return <LessonUnavailable error={board.error} onRetry={() => board.refetch()} />;
  if (board.isPending) return <Loader aria-label="Loading the board" />;
  const b = board.data;
  return (
    <div className={classes.board} data-testid="live-board" data-phase={b.phase}>
      <Stack gap="lg">
        <div className={classes.boardTop}>
          <div>
            <Title order={1} className={classes.boardTitle}>
              {b.name.includes(b.groupName) ? b.name : `${b.groupName}: ${b.name}`}
            </Title>
            {b.question && (
              <Text fz="1.25rem">
                Question {b.question.sequence} of {b.questionCount}
              </Text>
            )}
          </div>
          <Group gap="lg" align="center">
            {b.phase !== 'Waiting' && b.phase !== 'Ended' && (
              <Text className={classes.joinStrip}>
                Join with code <span className={classes.code}>{spacedCode(b.joinCode)}</span>
              </Text>
            )}
            <HubStatusBadge status={b.phase === 'Ended' ? 'ended' : status} />
          </Group>
        </div>
        <BoardBody board={b} />
      </Stack>
    </div>
  );
}

function BoardBody({ board: b }: { board: LiveLessonBoard }) {
  if (b.phase === 'Ended') {
    return (
      <Stack align="center" gap="md" py="xl">
        <Title order={2} fz="3rem">
          The lesson has ended
        </Title>
        <Text fz="1.5rem">Thank you for taking part.</Text>
      </Stack>
    );
  }
  if (b.phase === 'Waiting' || b.question === null) {
    return (
      <Group justify="center" align="center" gap={64} py="md" wrap="wrap">
        <JoinQrCode url={b.joinUrl} size={300} label="QR code: scan it to join the lesson" />
        <Stack gap="sm">
          <Text fz="1.75rem">Join on your phone or laptop with the code</Text>
          <Text className={classes.bigCode} data-testid="board-code">
            {spacedCode(b.joinCode)}
          </Text>
          <Text fz="1.5rem">
            or scan the QR code. {b.joinedCount} of {b.studentCount} joined
          </Text>
        </Stack>
      </Group>
    );
  }
  const question = b.question;
  const latest = b.rounds.at(-1);
  if (b.phase === 'Voting' || b.phase === 'Revoting') {
    return (
      <Group align="flex-start" gap="xl" wrap="nowrap">
        <div style={{ flex: 1, minWidth: 0 }}>
          <QuestionCard question={questionViewOf(question)} mode={{ kind: 'preview' }} />
        </div>
        <VoteCount voted={latest?.votedCount ?? 0} of={b.joinedCount} revote={b.phase === 'Revoting'} />
      </Group>
    );
  }
  const reasons = b.reasons;
  // The distribution takes the room (all four options fit a 720-pixel projector); the question, its
  // figure made smaller, and the reasons sit beside it.
  return (
    <div className={classes.revealGrid}>
      <div className={classes.boardDistribution}>
        <Distribution
          question={question}
          rounds={b.rounds}
          correctLetter={b.correctLetter}
          label={b.rounds.filter((r) => r.distribution).length > 1 ? 'Votes before and after' : 'Votes'}
        />
      </div>
      <Stack gap="sm" className={classes.boardSide}>
        <QuestionStem question={question} size="1.3rem" />
        <Title order={2} fz="1.4rem">
          Why we chose
        </Title>
        {reasons.length === 0 ? (
          <Text>No reasons yet.</Text>
        ) : (
          <ul className={classes.reasons} aria-label="Reasons" data-testid="board-reasons">
            {reasons.slice(0, 6).map((r) => (
              <li key={r.voteId} className={classes.reason}>
                <strong>{r.letter}:</strong> {r.text}
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </div>
  );
}

function VoteCount({ voted, of, revote }: { voted: number; of: number; revote: boolean }) {
  const percent = of === 0 ? 0 : Math.min(100, Math.round((voted / of) * 100));
  return (
    <Stack gap="xs" w={300} style={{ flex: 'none' }} data-testid="board-count">
      {revote && <Text fw={700}>Vote again</Text>}
      <Text className={classes.count} role="status" aria-live="polite">
        {answeredWords(voted, of)}
      </Text>
      <div className={classes.progress} aria-hidden="true">
        <div className={classes.progressFill} style={{ width: `${percent}%` }} />
      </div>
    </Stack>
  );
}
