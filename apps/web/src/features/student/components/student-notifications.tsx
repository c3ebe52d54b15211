import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { StudentClassMessage } from '@mathsight/contract/class-notifications.ts';
import type { StudentNotificationList } from '@mathsight/contract/work-review.ts';
import { IconBell, IconSpeakerphone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatSchoolDateTime } from '../../../shared/dates/school-time.ts';
import { paths } from '../../../shared/routing/paths.ts';
import muted from '../../../shared/ui/muted-text.module.css';
import { PlainList } from '../../../shared/ui/plain-list.tsx';
import { useMyNotifications } from '../api/list-my-notifications.ts';

/** How many comments the panel lists; the rest are on their work's review. */
const SHOWN = 5;

/** How many of their teachers' messages to their classes the panel lists. */
const MESSAGES_SHOWN = 3;

/**
 * The student's notifications: their teachers' messages to their classes (issue 13), and their
 * teachers' comments on their answers (issue 11), newest first, each comment a link to the review
 * where it is shown with its question. Nothing at all until there is one.
 */
export function StudentNotifications() {
  const list = useMyNotifications();
  // Quiet: the work list below is the page; a failed or empty list shows nothing.
  if (!list.data) return null;
  const { items, unreadCount, classMessages } = list.data;
  return (
    <>
      {classMessages.length > 0 && <ClassMessages messages={classMessages.slice(0, MESSAGES_SHOWN)} />}
      {items.length > 0 && <Comments items={items} unreadCount={unreadCount} />}
    </>
  );
}

function ClassMessages({ messages }: { messages: StudentClassMessage[] }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="student-class-messages">
      <Group gap="xs" mb="sm">
        <IconSpeakerphone size={20} aria-hidden />
        <Title order={2} size="h4" id="student-class-messages">
          Messages from your teachers
        </Title>
      </Group>
      <PlainList gap="sm">
        {messages.map((m) => (
          <li key={m.classMessageId} data-testid="student-class-message">
            <Stack gap={2}>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {m.message}
              </Text>
              <Text size="xs" className={muted.muted}>
                {m.teacherName ?? 'Your teacher'} to {m.classCode}, {formatSchoolDateTime(m.sentAt)}
              </Text>
            </Stack>
          </li>
        ))}
      </PlainList>
    </Card>
  );
}

function Comments({ items, unreadCount }: { items: StudentNotificationList['items']; unreadCount: number }) {
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
