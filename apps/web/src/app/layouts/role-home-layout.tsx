import { Box, Button, Container, Group } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { roleOfToken } from '../../shared/auth/jwt.ts';
import { readRefreshToken } from '../../shared/auth/token-storage.ts';
import { paths } from '../../shared/routing/paths.ts';
import { roleHomePath } from '../role-home.ts';
import { BrandLink } from './brand-link.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

/**
 * The layout of a student's or a parent's home: outside the teacher app (no navigation, no school
 * or class pickers, no teacher user menu), with the product's mark leading back to the user's own
 * home and a way to log out.
 */
export function RoleHomeLayout() {
  const home = roleHomePath(roleOfToken(readRefreshToken()));
  return (
    <Box mih="100dvh">
      <SkipLink />
      <Box component="header" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Container size="lg" h={64}>
          <Group h="100%" justify="space-between" wrap="nowrap">
            <BrandLink to={home} />
            <Button component={Link} to={paths.logout()} variant="default">
              Log out
            </Button>
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
