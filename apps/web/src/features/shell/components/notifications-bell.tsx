import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { badgeCountOf, badgeText } from '../../../shared/navigation/badge-count.ts';
import { useNavigationContext } from '../../../shared/navigation/get-navigation-context.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';

/** The header's way to the notifications, with the unread count (none shown at 0). */
export function NotificationsBell({ schoolId }: { schoolId: number }) {
  const userId = useSessionStore((s) => s.user?.userId ?? null);
  const { pathname } = useLocation();
  const { data: context } = useNavigationContext(userId, schoolId);
  const count = badgeCountOf(context, 'notifications');
  const to = paths.notifications(schoolId);
  const label = count > 0 ? `Notifications, ${count} unread` : 'Notifications';
  return (
    <Indicator
      // The count is part of the link's name; the dot only repeats it for the eye.
      label={<span aria-hidden="true">{badgeText(count)}</span>}
      disabled={count === 0}
      size={18}
      color="red.9"
      offset={6}
      inline
      zIndex={1}
      styles={{ indicator: { fontWeight: 700 } }}
    >
      <ActionIcon
        component={Link}
        to={to}
        variant={pathname === to ? 'light' : 'subtle'}
        color={pathname === to ? 'indigo' : 'gray'}
        c={pathname === to ? 'indigo.9' : 'dark.6'}
        size={40}
        aria-label={label}
        aria-current={pathname === to ? 'page' : undefined}
        data-testid="notifications-bell"
      >
        <IconBell size={22} stroke={1.7} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}
