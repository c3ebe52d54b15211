import { Badge, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { LiveLessonTeacherView } from '@mathsight/contract/live-lessons.ts';
import { useParams } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { useTeacherView } from '../api/get-live-lesson.ts';
import { useLiveLessonHub } from '../hooks/use-live-lesson-hub.ts';
import { answeredWords, phaseWords } from '../lesson-controls.ts';
import { Distribution } from './distribution.tsx';
import { FollowUpPanel } from './follow-up-panel.tsx';
import { HubStatusBadge } from './hub-status.tsx';
import { JoinPanel } from './join-panel.tsx';
import { LessonControlsBar } from './lesson-controls-bar.tsx';
import { LessonUnavailable, lessonIdOf } from './lesson-unavailable.tsx';
import { QuestionStem } from './question-stem.tsx';
import { ReasonsPanel } from './reasons-panel.tsx';
import { StudentsPanel } from './students-panel.tsx';

/**
 * `/{schoolId}/live-lessons/{id}`: the teacher's own screen (laptop or phone), apart from the board.
 * The join code and QR code, the controls, the open question with its key and misconceptions, the
 * votes as they come (only the teacher sees them before Reveal), who has not answered, each student's
 * first and second answers, reasons by misconception with Hide, and follow-up work for those who
 * still hold a misconception. Kept live by the hub's teacher channel.
 */
export function LiveLessonPage() {
  const params = useParams();
  const schoolId = useSessionStore((s) => s.schoolId);
  const liveLessonId = lessonIdOf(params.lessonId) ?? 0;
  const lesson = useTeacherView(liveLessonId);
  const ended = lesson.data?.phase === 'Ended';
  const status = useLiveLessonHub(lesson.data && !ended ? liveLessonId : null, 'teacher');
  usePageTitle(lesson.data ? `Live lesson: ${lesson.data.name}` : 'Live lesson');
  if (schoolId === null) return null;
  if (lesson.isError) {
    return (
      <LessonUnavailable
        error={lesson.error}
        onRetry={() => lesson.refetch()}
        back={{ to: paths.liveLessonStart(schoolId), label: 'Start a live lesson' }}
      />
    );
  }
  if (lesson.isPending) return <Loader aria-label="Loading the live lesson" />;
  const l = lesson.data;
  return (
    <Stack gap="lg" maw={1200} data-testid="live-lesson" data-phase={l.phase}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <div>
          <Title order={1}>{l.name}</Title>
          <Text>
            {l.name.includes(l.groupName) ? '' : `${l.groupName} · `}
            <span data-testid="lesson-phase">{phaseWords(l.phase)}</span>
            {l.question && ` · Question ${l.question.sequence} of ${l.questionCount}`}
          </Text>
        </div>
        <HubStatusBadge status={ended ? 'ended' : status} />
      </Group>
      {/* The controls first: on a phone they are what the teacher reaches for. */}
      <LessonControlsBar lesson={l} />
      {ended ? (
        <StatusAlert tone="info" role="status" title="This live lesson has ended">
          The votes are kept in each student’s record and in the reports, like any work. You can still set
          follow-up work below.
        </StatusAlert>
      ) : (
        <JoinPanel lesson={l} schoolId={schoolId} />
      )}
      {l.question === null ? (
        !ended && (
          <Text>
            When students have joined, show the first question. The board shows the code and QR code until
            then.
          </Text>
        )
      ) : (
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <OpenQuestion lesson={l} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="lg">
              <StudentsPanel lesson={l} />
              <FollowUpPanel lesson={l} schoolId={schoolId} />
              <ReasonsPanel lesson={l} />
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}

/** The open question as the teacher sees it: the key, the misconceptions, and the votes so far. */
function OpenQuestion({ lesson }: { lesson: LiveLessonTeacherView }) {
  const question = lesson.question;
  if (question === null) return null;
  const latest = lesson.rounds.at(-1);
  const boardShows = lesson.phase === 'Revealed' || lesson.phase === 'RevoteRevealed';
  return (
    <Stack gap="md" component="section" aria-labelledby="live-question-heading">
      <Title order={2} size="h3" id="live-question-heading">
        Question {question.sequence}
      </Title>
      <QuestionStem question={question} size="lg" />
      <Group gap="sm">
        <Text fw={700} data-testid="teacher-count">
          {latest?.round === 2 ? 'Re-vote: ' : ''}
          {answeredWords(latest?.votedCount ?? 0, lesson.joinedCount)}
        </Text>
        <Badge variant="outline" color={boardShows ? 'teal.9' : 'gray.8'}>
          {boardShows ? 'The board shows the votes' : 'Only you see the votes'}
        </Badge>
      </Group>
      <Distribution
        question={question}
        rounds={lesson.rounds}
        correctLetter={lesson.correctLetter}
        label={lesson.rounds.length > 1 ? 'Votes, first and re-vote' : 'Votes'}
      />
    </Stack>
  );
}
