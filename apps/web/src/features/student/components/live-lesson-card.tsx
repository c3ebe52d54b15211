import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconPresentation } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';
import { useMyLiveLessons } from '../api/list-my-live-lessons.ts';

/**
 * "Join live lesson" on the student's home while a class of theirs has one running: one tap joins
 * (the code goes in the link). Others join by the code, so a "Join with a code" link is always there.
 * Nothing is shown while loading or after a failure: the card is an extra, the work below is not.
 */
export function LiveLessonCard() {
  const lessons = useMyLiveLessons();
  const running = lessons.data?.items ?? [];
  if (running.length === 0) {
    return (
      <Text size="sm">
        In a live lesson?{' '}
        <Link to={paths.liveLessonJoin()} data-testid="join-by-code">
          Join with a code
        </Link>
      </Text>
    );
  }
  return (
    <Stack gap="sm" component="section" aria-label="Live lessons now">
      {running.map((l) => (
        <Card
          key={l.liveLessonId}
          withBorder
          radius="md"
          padding="md"
          data-testid="live-lesson-card"
          style={{ borderColor: 'var(--mantine-color-indigo-7)', borderWidth: 2 }}
        >
          <Group justify="space-between" gap="sm" wrap="wrap">
            <div>
              <Text fw={700}>Your class {l.groupName} is in a live lesson</Text>
              <Text size="sm">{l.name}</Text>
            </div>
            <Button
              component={Link}
              to={paths.liveLessonJoin(l.joinCode)}
              size="md"
              leftSection={<IconPresentation size={18} aria-hidden />}
            >
              Join live lesson
            </Button>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
