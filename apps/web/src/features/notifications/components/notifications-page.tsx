import { Anchor, Badge, Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { AssignmentStatusGroup } from '@mathsight/contract/assignments.ts';
import { NOTIFICATIONS_PAGE_SIZE, type NotificationListItem } from '@mathsight/contract/notifications.ts';
import { IconBellRinging, IconCircleCheck } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { formatSchoolDateTime } from '../../../shared/dates/school-time.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { badgeCountOf } from '../../../shared/navigation/badge-count.ts';
import { useNavigationContext } from '../../../shared/navigation/get-navigation-context.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { useTeachersWaiting } from '../../../shared/school/api/teachers-waiting.ts';
import { TeachersWaiting } from '../../../shared/school/components/teachers-waiting.tsx';
import { classScopeName } from '../../../shared/session/class-selection.ts';
import { ClassScopeNote } from '../../../shared/session/components/class-scope-note.tsx';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { useSelectedClass } from '../../../shared/session/use-selected-class.ts';
import { ListEmpty, ListStates } from '../../../shared/ui/list-kit/list-states.tsx';
import { PagerFooter } from '../../../shared/ui/list-kit/pager-footer.tsx';
import muted from '../../../shared/ui/muted-text.module.css';
import { UpcomingDoneTabs, useGroupParam } from '../../../shared/ui/upcoming-done-tabs.tsx';
import { useNotifications } from '../api/list-notifications.ts';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read.ts';
import { useUpdateNotification } from '../api/update-notification.ts';
import { sortNotifications } from '../notification-order.ts';

/** "8A, 8B · Ended Mon 3 Mar, 15:00": the classes and the date tell apart entries of the same quiz. */
export function notificationContext(item: NotificationListItem): string {
  const classes = item.groups.map((g) => g.code).join(', ');
  const when = `${item.group === 'Upcoming' ? 'Due' : 'Ended'} ${formatSchoolDateTime(item.relevantDate)}`;
  return classes ? `${classes} · ${when}` : when;
}

function NotificationItem({ schoolId, item }: { schoolId: number; item: NotificationListItem }) {
  const update = useUpdateNotification();
  const context = notificationContext(item);
  // Four links named "Finished: Number check-up" are told apart by their description: class and date.
  const contextId = useId();
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
              aria-describedby={contextId}
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
          <Text size="sm" className={muted.muted} id={contextId} data-testid="notification-context">
            {context}
          </Text>
        </Stack>
        <Button
          size="xs"
          variant="default"
          loading={update.isPending}
          aria-describedby={contextId}
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
  const { groupId, group: selectedClass } = useSelectedClass();
  const [page, setPage] = useState(1);
  // Another class starts again from page 1 (adjusted during render, not in an effect).
  const [pageFor, setPageFor] = useState(groupId);
  if (pageFor !== groupId) {
    setPageFor(groupId);
    setPage(1);
  }
  const list = useNotifications({ userId, schoolId, group, groupId, page: pageFor === groupId ? page : 1 });
  const label = group === 'Upcoming' ? 'Upcoming notifications' : 'Finished work notifications';
  const scope = classScopeName(selectedClass);
  return (
    <ListStates
      read={list}
      noun="notifications"
      loadingRows={3}
      rowHeight={64}
      isEmpty={(data) => data.items.length === 0}
      empty={
        <ListEmpty
          title={
            group === 'Upcoming'
              ? `Nothing for ${scope} falls due in the next 7 days.`
              : `No work for ${scope} has ended in the last 30 days.`
          }
          testId="notifications-empty"
        >
          <Text size="sm">
            {group === 'Upcoming'
              ? `You hear here about work for ${scope} that is due within a week.`
              : `Work for ${scope} that has ended appears here, so you can check it.`}
          </Text>
        </ListEmpty>
      }
    >
      {({ items, total }) => (
        <Stack gap="sm">
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
      )}
    </ListStates>
  );
}

/**
 * "N unread" and Mark all as read. The count is the unread notifications of this school, both tabs,
 * from the navigation context: the same number from the same query as the bell and the navigation
 * badge (a tab's own unread count differed from the bell, which read as a mistake).
 */
function UnreadSummary({
  userId,
  schoolId,
  isAdministrator,
}: {
  userId: number;
  schoolId: number;
  isAdministrator: boolean;
}) {
  const { data: context } = useNavigationContext(userId, schoolId);
  const markAll = useMarkAllNotificationsRead();
  // An administrator's bell also counts teachers waiting to join: they are answered above, not marked read.
  const waiting = useTeachersWaiting(schoolId, isAdministrator).data?.total ?? 0;
  const unread = Math.max(0, badgeCountOf(context, 'notifications') - (isAdministrator ? waiting : 0));
  // The bell's count is of every class; with one class shown, say so rather than seem to count it.
  const everyClass = useSelectedClass().group === null ? '' : ' in all your classes';
  return (
    <Group gap="sm" justify="space-between" wrap="wrap">
      <Text size="sm" role="status" data-testid="unread-count">
        {context === undefined ? '' : unread === 0 ? 'All read.' : `${unread} unread${everyClass}.`}
      </Text>
      <Button
        size="sm"
        variant="default"
        disabled={unread === 0}
        loading={markAll.isPending}
        onClick={() => markAll.mutate({ userId, schoolId })}
      >
        Mark all as read
      </Button>
    </Group>
  );
}

/** `/{schoolId}/notifications`: work falling due (Upcoming, soonest first) and work that ended (Done, latest first). */
export function NotificationsPage() {
  usePageTitle('Notifications');
  const schoolId = useSessionStore((s) => s.schoolId);
  const userId = useSessionStore((s) => s.user?.userId ?? null);
  const school = useSessionStore((s) => s.currentSchool);
  const isAdministrator = school?.teacher.isSchoolAdministrator ?? false;
  const [group, setGroup] = useGroupParam();
  if (schoolId === null || userId === null) return null;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Notifications</Title>
        <Text className={muted.muted} mt={4}>
          Work for your classes that falls due soon, and work that has just ended
          {isAdministrator ? '; teachers asking to join the school.' : '.'}
        </Text>
        <ClassScopeNote />
      </div>
      {isAdministrator && school && <TeachersWaiting schoolId={schoolId} schoolName={school.name} />}
      <UnreadSummary userId={userId} schoolId={schoolId} isAdministrator={isAdministrator} />
      <UpcomingDoneTabs value={group} onChange={setGroup}>
        {(g) => <NotificationList userId={userId} schoolId={schoolId} group={g} />}
      </UpcomingDoneTabs>
    </Stack>
  );
}
