import { Box, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconCookie, IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { openCookiePreferences } from '../../../shared/ui/cookie-banner.tsx';
import { PlusBadge } from '../../../shared/ui/plus-badge.tsx';
import { UserAvatar } from '../../../shared/ui/user-avatar.tsx';

/** The signed-in user's avatar, name and Plus badge, opening a menu with their account, cookie settings and Log out. */
export function UserMenu() {
  const user = useSessionStore((s) => s.user);
  if (!user) return null;
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    // Not portalled: the open menu stays inside the header landmark.
    <Menu position="bottom-end" width={220} withinPortal={false} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton
          data-testid="user-menu"
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
          px={6}
          py={4}
        >
          <Group gap="xs" wrap="nowrap">
            {/* The name beside it already says who this is; the avatar's alt text would say it twice. */}
            <span aria-hidden="true">
              <UserAvatar
                userId={user.userId}
                firstName={user.firstName}
                lastName={user.lastName}
                size="md"
              />
            </span>
            <Text size="sm" fw={600} visibleFrom="sm" truncate maw={180}>
              {name}
            </Text>
            {/* On a phone the name is not shown, but the button still needs it as its label. */}
            <VisuallyHidden hiddenFrom="sm">{name}</VisuallyHidden>
            {user.isPlus && <PlusBadge size="sm" />}
            {/* On a phone the header has no room for it beside the Plus badge. */}
            <Box visibleFrom="sm" display="flex">
              <IconChevronDown size={16} aria-hidden />
            </Box>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email ?? user.userName}</Menu.Label>
        <Menu.Item component={Link} to={paths.account()} leftSection={<IconUser size={16} aria-hidden />}>
          Your account
        </Menu.Item>
        <Menu.Item component={Link} to={paths.config()} leftSection={<IconSettings size={16} aria-hidden />}>
          Configuration
        </Menu.Item>
        {/* Consent given once can be changed as easily (issue 32): analytics stop at once when refused. */}
        <Menu.Item leftSection={<IconCookie size={16} aria-hidden />} onClick={openCookiePreferences}>
          Cookie settings
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
