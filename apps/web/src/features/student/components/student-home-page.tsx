import { Card, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { StudentAssignmentGroup } from '@mathsight/contract/quiz-sessions.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { useMe } from '../../../shared/session/api/get-me.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import muted from '../../../shared/ui/muted-text.module.css';
import { UpcomingDoneTabs, useGroupParam } from '../../../shared/ui/upcoming-done-tabs.tsx';
import { useMyAssignments } from '../api/list-my-assignments.ts';
import { ClassLeagueCard } from './class-league-card.tsx';
import { LiveLessonCard } from './live-lesson-card.tsx';
import { PracticePicker } from './practice-picker.tsx';
import { StudentNotifications } from './student-notifications.tsx';
import { WorkCard } from './work-card.tsx';

const EMPTY: Record<StudentAssignmentGroup, { title: string; text: string }> = {
  Upcoming: {
    title: 'You are all caught up.',
    text: 'When your teacher sets you work, it appears here with the date it is due.',
  },
  Done: {
    title: 'Nothing here yet.',
    text: 'Work you hand in, and work that has closed, appears here with your score.',
  },
};

function WorkList({ group }: { group: StudentAssignmentGroup }) {
  const list = useMyAssignments(group);
  if (list.isPending) {
    return (
      <Stack gap="sm" aria-busy="true">
        <VisuallyHidden role="status">Loading your work</VisuallyHidden>
        {[0, 1].map((i) => (
          <Skeleton key={i} height={140} radius="md" />
        ))}
      </Stack>
    );
  }
  if (list.isError) {
    return (
      <LoadError
        title="Your work could not be loaded"
        message={list.error.message}
        onRetry={() => list.refetch()}
      />
    );
  }
  if (list.data.items.length === 0) {
    return (
      <Card withBorder radius="md" padding="xl">
        <Text fw={600}>{EMPTY[group].title}</Text>
        <Text size="sm" mt={4}>
          {EMPTY[group].text}
        </Text>
      </Card>
    );
  }
  return (
    <Stack
      component="ul"
      gap="sm"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label={group === 'Upcoming' ? 'Upcoming work' : 'Done work'}
    >
      {list.data.items.map((work) => (
        <WorkCard key={work.assignmentId} work={work} />
      ))}
    </Stack>
  );
}

/** `/student`: the work set for the signed-in student (Upcoming and Done), and practice on their own. */
export function StudentHomePage() {
  usePageTitle('Your work');
  // The greeting only: the page works the same if the name has not arrived (or never does).
  const firstName = useMe(null).data?.user.firstName ?? null;
  const [group, setGroup] = useGroupParam();
  return (
    <Stack gap="xl" maw={720} mx="auto">
      <div>
        <Title order={1}>Your work</Title>
        <Text className={muted.muted} mt={4}>
          {firstName ? `Hi ${firstName}! ` : ''}Here are the quizzes your teachers have set you. Start or
          carry on with one below.
        </Text>
      </div>
      {/* Before the work: a lesson running now is what the student is in class for. */}
      <LiveLessonCard />
      <StudentNotifications />
      <UpcomingDoneTabs value={group} onChange={setGroup}>
        {(g) => <WorkList group={g} />}
      </UpcomingDoneTabs>
      <PracticePicker />
      {/* Encouragement after the work, never before it (issue 26). */}
      <ClassLeagueCard />
    </Stack>
  );
}
