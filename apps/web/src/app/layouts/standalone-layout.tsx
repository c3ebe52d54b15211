import { Box, Container, Group } from '@mantine/core';
import { Outlet } from 'react-router';
import { UserMenu } from '../../features/shell/components/user-menu.tsx';
import { paths } from '../../shared/routing/paths.ts';
import { BrandLink } from './brand-link.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

/**
 * The layout of the signed-in screens that stand apart from the app's navigation: the pending
 * screen, joining or adding a school, setting up classes.
 */
export function StandaloneLayout() {
  return (
    <Box mih="100dvh">
      <SkipLink />
      <Box component="header" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Container size="lg" h={64}>
          <Group h="100%" justify="space-between" wrap="nowrap">
            <BrandLink to={paths.loginRedirect()} />
            <UserMenu />
          </Group>
        </Container>
      </Box>
      <Container
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        size="lg"
        py="xl"
        style={{ outline: 'none' }}
      >
        <Outlet />
      </Container>
    </Box>
  );
}
