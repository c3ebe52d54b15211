import { Button, Card, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { LiveLessonTeacherView } from '@mathsight/contract/live-lessons.ts';
import { IconExternalLink } from '@tabler/icons-react';
import { paths } from '../../../shared/routing/paths.ts';
import { JoinQrCode } from './join-qr-code.tsx';
import classes from './live-lesson.module.css';

/**
 * How students get in: the code, the QR code of the join address, how many have joined, and the board
 * opened in a window of its own (the projector's), leaving this screen on the teacher's laptop or phone.
 */
export function JoinPanel({ lesson, schoolId }: { lesson: LiveLessonTeacherView; schoolId: number }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Join the lesson">
      <Group gap="lg" align="center" wrap="wrap">
        <JoinQrCode url={lesson.joinUrl} size={140} label="QR code of the lesson’s join address" />
        <Stack gap={4} style={{ flex: 1, minWidth: 200 }}>
          <Text size="sm">Students join with the code</Text>
          <Text className={classes.code} fz="2.25rem" lh={1.1} data-testid="join-code">
            {lesson.joinCode}
          </Text>
          <Text size="sm">
            at <span style={{ wordBreak: 'break-all' }}>{lesson.joinUrl}</span>, or from their home screen.
          </Text>
          <Text size="sm" fw={700} data-testid="joined-count">
            {lesson.joinedCount} of {lesson.studentCount} joined
          </Text>
        </Stack>
        <Button
          component="a"
          href={paths.liveLessonBoard(schoolId, lesson.liveLessonId)}
          target="_blank"
          rel="noopener"
          leftSection={<IconExternalLink size={16} aria-hidden />}
          data-testid="open-board"
        >
          Open the board
          <VisuallyHidden> (opens a new window)</VisuallyHidden>
        </Button>
      </Group>
    </Card>
  );
}
