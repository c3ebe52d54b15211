import { Anchor, Box, Button, Container, Group, Text } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { isTokenValid, roleOfToken } from '../../shared/auth/jwt.ts';
import { readRefreshToken } from '../../shared/auth/token-storage.ts';
import { PRODUCT_NAME } from '../../shared/config/constants.ts';
import { paths } from '../../shared/routing/paths.ts';
import { openCookiePreferences } from '../../shared/ui/cookie-banner.tsx';
import muted from '../../shared/ui/muted-text.module.css';
import { roleHomePath } from '../role-home.ts';
import { BrandLink } from './brand-link.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

// A visitor's page views wait in the queue until they sign in (spec §9); the code comes after the page.
const VisitorAnalytics = lazy(async () => ({
  default: (await import('../../shared/analytics/visitor-analytics.tsx')).VisitorAnalytics,
}));

export interface PublicLayoutProps {
  /** Shown instead of the matched route (the error boundary uses it for the not-found page). */
  children?: ReactNode;
}

/** The frame of the pages anyone can see: a header with sign-in, the page, and a footer. */
export function PublicLayout({ children }: PublicLayoutProps) {
  const { pathname } = useLocation();
  const token = readRefreshToken();
  const signedIn = isTokenValid(token);
  const role = signedIn ? roleOfToken(token) : null;
  const onLoginPage = pathname === paths.login();

  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Suspense fallback={null}>
        <VisitorAnalytics enabled={!signedIn} />
      </Suspense>
      <Box component="header" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Container size="lg" h={64}>
          <Group h="100%" justify="space-between" wrap="nowrap">
            <BrandLink to={paths.home()} />
            {signedIn ? (
              // Each role's own home: a student in a lesson goes back to their work.
              <Button component={Link} to={roleHomePath(role)} variant="light">
                {role === 'Student' ? 'My work' : role === 'Parent' ? 'Home' : 'Dashboard'}
              </Button>
            ) : (
              !onLoginPage && (
                <Button component={Link} to={paths.login()} variant="light">
                  Sign in
                </Button>
              )
            )}
          </Group>
        </Container>
      </Box>
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        {children ?? <Outlet />}
      </Box>
      <Box component="footer" py="lg" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        <Container size="lg">
          <Group justify="space-between" gap="sm">
            <Text size="sm" className={muted.muted}>
              © {new Date().getFullYear()} {PRODUCT_NAME}
            </Text>
            <Group gap="md">
              <Anchor component="button" type="button" size="sm" onClick={openCookiePreferences}>
                Cookie settings
              </Anchor>
              <Anchor component={Link} to={paths.styleGuide()} size="sm">
                Style guide
              </Anchor>
            </Group>
          </Group>
        </Container>
      </Box>
    </Box>
  );
}
