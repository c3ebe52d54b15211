import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatSchoolDateTime } from '../../../shared/dates/school-time.ts';
import { paths } from '../../../shared/routing/paths.ts';
import muted from '../../../shared/ui/muted-text.module.css';
import { PlainList } from '../../../shared/ui/plain-list.tsx';
import { useMyNotifications } from '../api/list-my-notifications.ts';

/** How many comments the panel lists; the rest are on their work's review. */
const SHOWN = 5;

/**
 * The student's notifications (issue 11): their teachers' comments on their answers, newest first,
 * each a link to the review where it is shown with its question. Nothing at all until there is one.
 */
export function StudentNotifications() {
  const list = useMyNotifications();
  // Quiet: the work list below is the page; a failed or empty list of comments shows nothing.
  if (!list.data || list.data.items.length === 0) return null;
  const { items, unreadCount } = list.data;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="student-notifications">
      <Group gap="xs" mb="sm">
        <IconBell size={20} aria-hidden />
        <Title order={2} size="h4" id="student-notifications">
          Comments from your teachers
        </Title>
        {unreadCount > 0 && (
          <Badge color="indigo.9" variant="filled" data-testid="student-notification-count">
            {unreadCount} new
          </Badge>
        )}
      </Group>
      <PlainList gap="sm">
        {items.slice(0, SHOWN).map((n) => (
          <li key={n.studentAnswerId} data-testid="student-notification">
            <Stack gap={2}>
              <Group gap="xs" wrap="wrap">
                <Anchor component={Link} to={paths.studentWork(n.assignmentId)} fw={700}>
                  {n.assignmentName}, question {n.questionSequence}
                </Anchor>
                {!n.isRead && (
                  <Badge color="indigo.9" variant="filled" size="sm">
                    New
                  </Badge>
                )}
              </Group>
              <Text size="sm" lineClamp={2}>
                {n.teacherName ?? 'Your teacher'}: {n.comment}
              </Text>
              <Text size="xs" className={muted.muted}>
                {formatSchoolDateTime(n.updatedAt)}
              </Text>
            </Stack>
          </li>
        ))}
      </PlainList>
    </Card>
  );
}
