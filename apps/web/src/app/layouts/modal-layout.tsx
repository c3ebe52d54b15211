import { Box, CloseButton, Group } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { Link, Outlet, useNavigate } from 'react-router';
import { paths } from '../../shared/routing/paths.ts';
import { useSessionStore } from '../../shared/session/session-store.ts';
import { BrandLink } from './brand-link.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

/**
 * The modal layout: a full-screen, focused page (a quiz session, a topic diagnostic) without the
 * navigation, closed with the button or Escape to go back to the dashboard.
 */
export function ModalLayout() {
  const schoolId = useSessionStore((s) => s.schoolId);
  const navigate = useNavigate();
  const dashboard = schoolId === null ? paths.loginRedirect() : paths.dashboard(schoolId);
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
            aria-label="Close and go back to the dashboard"
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
