import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { PlusBadge } from '../../../shared/ui/plus-badge.tsx';
import { UserAvatar } from '../../../shared/ui/user-avatar.tsx';

/** The signed-in user's avatar, name and Plus badge, opening a menu with their account and Log out. */
export function UserMenu() {
  const user = useSessionStore((s) => s.user);
  if (!user) return null;
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <UnstyledButton
          data-testid="user-menu"
          aria-label={`Account menu for ${name}`}
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
          px={6}
          py={4}
        >
          <Group gap="xs" wrap="nowrap">
            <UserAvatar userId={user.userId} firstName={user.firstName} lastName={user.lastName} size="md" />
            <Text size="sm" fw={600} visibleFrom="sm" truncate maw={180}>
              {name}
            </Text>
            {user.isPlus && <PlusBadge size="sm" />}
            <IconChevronDown size={16} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email ?? user.userName}</Menu.Label>
        <Menu.Item component={Link} to={paths.account()} leftSection={<IconUser size={16} aria-hidden />}>
          Your account
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to={paths.logout()}
          leftSection={<IconLogout size={16} aria-hidden />}
          data-testid="logout-link"
        >
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
