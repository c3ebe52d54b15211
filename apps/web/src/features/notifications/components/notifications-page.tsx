import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { AssignmentStatusGroup } from '@mathsight/contract/assignments.ts';
import { NOTIFICATIONS_PAGE_SIZE, type Notification } from '@mathsight/contract/notifications.ts';
import { IconBellRinging, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatSchoolDateTime } from '../../../shared/dates/school-time.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { PagerFooter } from '../../../shared/ui/data-table/pager-footer.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import muted from '../../../shared/ui/muted-text.module.css';
import { UpcomingDoneTabs, useGroupParam } from '../../../shared/ui/upcoming-done-tabs.tsx';
import { useNotifications } from '../api/list-notifications.ts';
import { useUpdateNotification } from '../api/update-notification.ts';
import { sortNotifications } from '../notification-order.ts';

function NotificationItem({ schoolId, item }: { schoolId: number; item: Notification }) {
  const update = useUpdateNotification();
  const when =
    item.group === 'Upcoming'
      ? `Due ${formatSchoolDateTime(item.relevantDate)}`
      : `Ended ${formatSchoolDateTime(item.relevantDate)}`;
  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding="md"
      data-testid="notification"
      data-read={item.isRead}
      style={item.isRead ? undefined : { borderLeft: '4px solid var(--mantine-color-indigo-7)' }}
    >
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={4} style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <Group gap="xs">
            {item.group === 'Upcoming' ? (
              <IconBellRinging size={18} aria-hidden />
            ) : (
              <IconCircleCheck size={18} aria-hidden />
            )}
            <Anchor
              component={Link}
              to={paths.planAssignment(schoolId, item.assignmentId)}
              fw={item.isRead ? 500 : 700}
              onClick={() => {
                if (!item.isRead) update.mutate({ notificationId: item.notificationId, read: true });
              }}
            >
              {item.title}
            </Anchor>
            {!item.isRead && (
              <Badge size="sm" variant="filled" color="indigo.9">
                New
              </Badge>
            )}
          </Group>
          <Text size="sm" className={muted.muted}>
            {when}
          </Text>
        </Stack>
        <Button
          size="xs"
          variant="default"
          loading={update.isPending}
          onClick={() => update.mutate({ notificationId: item.notificationId, read: !item.isRead })}
        >
          {item.isRead ? 'Mark as unread' : 'Mark as read'}
          <VisuallyHidden>: {item.title}</VisuallyHidden>
        </Button>
      </Group>
    </Card>
  );
}

function NotificationList({
  userId,
  schoolId,
  group,
}: {
  userId: number;
  schoolId: number;
  group: AssignmentStatusGroup;
}) {
  const [page, setPage] = useState(1);
  const list = useNotifications({ userId, schoolId, group, page });
  const label = group === 'Upcoming' ? 'Upcoming notifications' : 'Finished work notifications';
  if (list.isPending) {
    return (
      <Stack gap="sm" aria-busy="true">
        <VisuallyHidden role="status">Loading notifications</VisuallyHidden>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={64} radius="md" />
        ))}
      </Stack>
    );
  }
  if (list.isError && !list.data) {
    return (
      <LoadError
        title="The notifications could not be loaded"
        message={list.error.message}
        onRetry={() => list.refetch()}
      />
    );
  }
  const { items, total, unreadCount } = list.data;
  if (items.length === 0) {
    return (
      <Card withBorder radius="md" padding="xl">
        <Text fw={600}>
          {group === 'Upcoming'
            ? 'Nothing falls due in the next 7 days.'
            : 'No work has ended in the last 30 days.'}
        </Text>
        <Text size="sm" mt={4}>
          {group === 'Upcoming'
            ? 'You hear here about work for your classes that is due within a week.'
            : 'Work for your classes that has ended appears here, so you can check it.'}
        </Text>
      </Card>
    );
  }
  return (
    <Stack gap="sm">
      <Text size="sm">{unreadCount === 0 ? 'All read.' : `${unreadCount} unread.`}</Text>
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
        {sortNotifications(items, group).map((item) => (
          <NotificationItem key={item.notificationId} schoolId={schoolId} item={item} />
        ))}
      </Stack>
      <PagerFooter
        page={page}
        pageSize={NOTIFICATIONS_PAGE_SIZE}
        total={total}
        onPageChange={setPage}
        label={label}
      />
    </Stack>
  );
}

/** `/{schoolId}/notifications`: work falling due (Upcoming, soonest first) and work that ended (Done, latest first). */
export function NotificationsPage() {
  usePageTitle('Notifications');
  const schoolId = useSessionStore((s) => s.schoolId);
  const userId = useSessionStore((s) => s.user?.userId ?? null);
  const [group, setGroup] = useGroupParam();
  if (schoolId === null || userId === null) return null;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Notifications</Title>
        <Text className={muted.muted} mt={4}>
          Work for your classes that falls due soon, and work that has just ended.
        </Text>
      </div>
      <UpcomingDoneTabs value={group} onChange={setGroup}>
        {(g) => <NotificationList userId={userId} schoolId={schoolId} group={g} />}
      </UpcomingDoneTabs>
    </Stack>
  );
}
