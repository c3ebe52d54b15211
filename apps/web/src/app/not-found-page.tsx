import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { isTokenValid } from '../shared/auth/jwt.ts';
import { readRefreshToken } from '../shared/auth/token-storage.ts';
import { usePageTitle } from '../shared/hooks/use-page-title.ts';
import { paths } from '../shared/routing/paths.ts';

/** Any address the app does not know (spec §2). */
export function NotFoundPage() {
  usePageTitle('Page not found');
  const signedIn = isTokenValid(readRefreshToken());
  return (
    <Container size="sm" py={64}>
      <Stack gap="md" data-testid="not-found">
        <Text fw={700} c="indigo.8">
          404
        </Text>
        <Title order={1}>Page not found</Title>
        <Text>
          We could not find the page you asked for. Check the address for typing mistakes, or use one of these
          links instead.
        </Text>
        <Group gap="sm">
          {signedIn ? (
            <Button component={Link} to={paths.loginRedirect()}>
              Go to your dashboard
            </Button>
          ) : (
            <Button component={Link} to={paths.login()}>
              Sign in
            </Button>
          )}
          <Button component={Link} to={paths.home()} variant="default">
            Mathsight home
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
