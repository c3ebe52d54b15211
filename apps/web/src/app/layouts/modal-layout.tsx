import { Box, CloseButton, Group } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { Link, Outlet, useNavigate } from 'react-router';
import { roleOfToken } from '../../shared/auth/jwt.ts';
import { readRefreshToken } from '../../shared/auth/token-storage.ts';
import { paths } from '../../shared/routing/paths.ts';
import { useSessionStore } from '../../shared/session/session-store.ts';
import { roleHomePath } from '../role-home.ts';
import { BrandLink } from './brand-link.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

/**
 * The modal layout: a full-screen, focused page (a quiz session, a topic diagnostic) without the
 * navigation, closed with the button or Escape to go back to the dashboard.
 */
export function ModalLayout() {
  const schoolId = useSessionStore((s) => s.schoolId);
  const navigate = useNavigate();
  // A student's quiz session closes back to their list of work, never into the teacher app.
  const role = roleOfToken(readRefreshToken());
  const teacher = role === 'Teacher' || role === null;
  const dashboard =
    teacher && schoolId !== null
      ? paths.dashboard(schoolId)
      : teacher
        ? paths.loginRedirect()
        : roleHomePath(role);
  useHotkeys([['Escape', () => navigate(dashboard)]]);

  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Box
        component="header"
        px="md"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Group h={56} justify="space-between" wrap="nowrap">
          <BrandLink to={dashboard} />
          <CloseButton
            component={Link}
            to={dashboard}
            size="lg"
            aria-label={
              role === 'Student' ? 'Close and go back to your work' : 'Close and go back to the dashboard'
            }
            data-testid="modal-close"
          />
        </Group>
      </Box>
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        p={{ base: 'md', md: 'xl' }}
        style={{ flex: 1, outline: 'none' }}
      >
        <Outlet />
      </Box>
    </Box>
  );
}
