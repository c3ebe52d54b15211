import { Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import type { StudentAssignment } from '@mathsight/contract/quiz-sessions.ts';
import { Link, useNavigate } from 'react-router';
import { AssignmentKindBadge, DueStatusBadge } from '../../../shared/assignments/assignment-badges.tsx';
import { formatSchoolDateTime } from '../../../shared/dates/school-time.ts';
import { paths } from '../../../shared/routing/paths.ts';
import muted from '../../../shared/ui/muted-text.module.css';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { useStartLesson } from '../api/start-lesson.ts';
import { useStartQuizSession } from '../api/start-quiz-session.ts';
import { commentBadgeText, progressText, scoreText, workActionOf } from '../work-action.ts';

/** When the work is due, opened, ended or was handed in, in UK school time. */
function whenText(work: StudentAssignment): string {
  if (work.completedAt) return `Handed in ${formatSchoolDateTime(work.completedAt)}`;
  if (work.dueStatus === 'Scheduled') return `Opens ${formatSchoolDateTime(work.startDate)}`;
  if (work.dueStatus === 'Ended') return `Closed ${formatSchoolDateTime(work.endDate)}, not handed in`;
  return `Due ${formatSchoolDateTime(work.endDate)}`;
}

/** One piece of work: what it is, when it is due, how far the student has got, and the way in. */
export function WorkCard({ work }: { work: StudentAssignment }) {
  const navigate = useNavigate();
  const start = useStartQuizSession();
  const lesson = useStartLesson();
  const action = workActionOf(work);
  // A topic quiz can also be done as a lesson: a chat that explains each misconception met.
  const asLesson = work.kind === 'TopicQuiz' && (action.kind === 'start' || action.kind === 'continue');
  const score = scoreText(work);
  const titleId = `work-${work.assignmentId}-title`;
  const done = work.completedAt !== null || work.dueStatus === 'Ended';
  const comments = commentBadgeText(work);

  const openLesson = () =>
    lesson.mutate(work.assignmentId, {
      onSuccess: (session) => navigate(paths.topicSession(session.flowGeneratorSessionId)),
    });

  const open = () =>
    start.mutate(work.assignmentId, {
      onSuccess: (session) => navigate(paths.quizSession(session.quizSessionId)),
    });

  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding="md"
      aria-labelledby={titleId}
      data-testid="work-card"
    >
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          <AssignmentKindBadge kind={work.kind} />
          {!work.completedAt && <DueStatusBadge status={work.dueStatus} />}
          {comments && (
            <Badge
              variant={comments.unread ? 'filled' : 'outline'}
              color="indigo.9"
              data-testid="work-comment-badge"
            >
              {comments.text}
            </Badge>
          )}
        </Group>
        <Title order={3} id={titleId} size="h4">
          {work.name}
        </Title>
        <Text size="sm" className={muted.muted}>
          {whenText(work)}
        </Text>
        {action.kind !== 'opens' && (
          <div>
            <Text size="sm">{progressText(work)}</Text>
            <Progress
              value={work.progressPercent}
              mt={4}
              size="md"
              radius="xl"
              color="indigo.7"
              aria-label={`${work.name}: ${progressText(work)}`}
            />
          </div>
        )}
        {done && score && (
          <Text fw={700} data-testid="work-score">
            {score}
          </Text>
        )}
        {(start.error ?? lesson.error) && (
          <StatusAlert tone="error" role="alert">
            {(start.error ?? lesson.error)?.message}
          </StatusAlert>
        )}
        {action.kind === 'results' && (
          <Group>
            <Button
              component={Link}
              to={paths.studentWork(work.assignmentId)}
              variant={comments?.unread ? 'filled' : 'default'}
              aria-label={`${action.label}: ${work.name}`}
            >
              {action.label}
            </Button>
          </Group>
        )}
        {(action.kind === 'start' || action.kind === 'continue') && (
          <Group>
            <Button onClick={open} loading={start.isPending} aria-label={`${action.label}: ${work.name}`}>
              {action.label}
            </Button>
            {asLesson && (
              <Button
                onClick={openLesson}
                loading={lesson.isPending}
                variant="default"
                aria-label={`Do it as a lesson: ${work.name}`}
              >
                Do it as a lesson
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
